import type { RouteObject } from 'react-router'

import { paths } from '../config/paths'
import { RequireAuth } from '../features/auth/components/require-auth'
import { adminLayout, pageRoutes, type PageRoute } from './page-routes'
import { AppLoading } from './routes/app-loading'
import { RootRoute } from './routes/root'
import { RouteError } from './routes/route-error'

/**
 * Each page is its own chunk, loaded when its route matches: the home page's first download
 * holds only the shell (header, footer, banners) and the home page itself.
 */
function page({ path, load }: PageRoute): RouteObject {
  const lazy = async () => ({ Component: await load() })
  return path === paths.home ? { index: true, lazy } : { path, lazy }
}

const shopPages = pageRoutes.filter((route) => !route.admin)
const publicPages = shopPages.filter((route) => !route.guarded).map(page)
const guardedPages = shopPages.filter((route) => route.guarded).map(page)
const adminPages = pageRoutes.filter((route) => route.admin).map(page)

export const routes: RouteObject[] = [
  {
    path: paths.home,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
    children: [
      {
        Component: RootRoute,
        // Errors of a page show inside the shell.
        children: [{ ErrorBoundary: RouteError, children: [{ Component: RequireAuth, children: guardedPages }, ...publicPages] }],
      },
      {
        lazy: async () => ({ Component: await adminLayout.load() }),
        children: [{ ErrorBoundary: RouteError, children: adminPages }],
      },
    ],
  },
]
