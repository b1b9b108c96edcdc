import type { RouteObject } from 'react-router'

import { paths } from '../config/paths'
import { RequireAuth } from '../features/auth/components/require-auth'
import { pageRoutes, type PageRoute } from './page-routes'
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

const publicPages = pageRoutes.filter((route) => !route.guarded).map(page)
const guardedPages = pageRoutes.filter((route) => route.guarded).map(page)

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
    children: [
      {
        // Errors of a page show inside the shell.
        ErrorBoundary: RouteError,
        children: [{ Component: RequireAuth, children: guardedPages }, ...publicPages],
      },
    ],
  },
]
