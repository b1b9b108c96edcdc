import { Outlet, useLocation, useMatch } from 'react-router'

import { AdminLayout } from '../../components/layout/admin-layout'
import { Toaster } from '../../components/ui/toaster'
import { paths } from '../../config/paths'
import { AdminAccount } from '../../features/dashboard/components/admin-account'
import { ScrollRestoration } from '../scroll-restoration'
import { RouteErrorBoundary } from './route-error'

/** The administration's pages (/admin-login, /dashboard), in their own shell rather than the shop's. */
export function AdminRootRoute() {
  // The login page names nobody, even with a token still kept: signing in is what it is for.
  const onDashboard = useMatch(paths.dashboard) !== null
  const { pathname } = useLocation()
  return (
    <AdminLayout account={onDashboard ? <AdminAccount /> : null} overlays={<Toaster />}>
      <RouteErrorBoundary at={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <ScrollRestoration />
    </AdminLayout>
  )
}
