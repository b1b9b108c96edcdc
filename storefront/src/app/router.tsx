import { Suspense } from 'react'
import { matchRoutes, Route, Routes, useLocation } from 'react-router'

import { lazyPage } from './lazy-page'
import { adminLayout, customerGuard, pageRoutes } from './page-routes'
import { AppLoading } from './routes/app-loading'
import { RootRoute } from './routes/root'
import { RouteErrorBoundary } from './routes/route-error'

/**
 * Each page is its own chunk, loaded when its route matches: the home page's first download
 * holds only the shell (header, footer, banners) and the home page itself.
 */
const pages = pageRoutes.map((route) => ({ ...route, ...lazyPage(route.load) }))
const admin = lazyPage(adminLayout.load)
const guard = lazyPage(customerGuard.load)

type ShopPage = (typeof pages)[number]

const pageRoute = ({ path, Page }: ShopPage) => <Route key={path} path={path} element={<Page />} />
const guardedRoutes = pages.filter((page) => page.guarded).map(pageRoute)
const publicRoutes = pages.filter((page) => !page.guarded && !page.admin).map(pageRoute)
const adminRoutes = pages.filter((page) => page.admin).map(pageRoute)

/** Every page of the shop in its shell, and the administration's in theirs. */
export function ShopRoutes() {
  const { pathname } = useLocation()
  return (
    <RouteErrorBoundary at={pathname}>
      <Suspense fallback={<AppLoading />}>
        <Routes>
          <Route element={<RootRoute />}>
            <Route element={<guard.Page />}>{guardedRoutes}</Route>
            {publicRoutes}
          </Route>
          <Route element={<admin.Page />}>{adminRoutes}</Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  )
}

/** Loads the code of the page at `pathname`, with its administration shell or its guard. */
export async function preloadPage(pathname: string, basename: string): Promise<void> {
  const [match] = matchRoutes(pages, pathname, basename) ?? []
  if (!match) return
  const { route } = match
  await Promise.all([route.preload(), route.admin ? admin.preload() : undefined, route.guarded ? guard.preload() : undefined])
}
