import { lazy, Suspense, useEffect } from 'react'
import { Outlet, useLocation, useMatch } from 'react-router'

import { AppLayout } from '../../components/layout/app-layout'
import { lazyOverlay } from '../../components/ui/lazy-overlay'
import { Toaster } from '../../components/ui/toaster'
import { paths } from '../../config/paths'
import { AssistantLauncher } from '../../features/assistant/components/assistant-launcher'
import { AccountButton } from '../../features/auth/components/account-button'
import { useSessionStart } from '../../features/auth/hooks/use-session-start'
import { CartButton } from '../../features/cart/components/cart-button'
import { useCartDrawer } from '../../features/cart/hooks/use-cart-drawer'
import { CookieBanner } from '../../features/cookie-consent/components/cookie-banner'
import { useCookieAllowed } from '../../features/cookie-consent/hooks/use-cookie-consent'
import { SearchButton } from '../../features/search/components/search-button'
import { useSearchOverlay } from '../../features/search/hooks/use-search-overlay'
import { useAuthDialog } from '../../hooks/use-auth-dialog'
import { usePageViewCounter } from '../../hooks/use-page-view-counter'
import { useSignedInSession } from '../../hooks/use-session'
import { ScrollRestoration } from '../scroll-restoration'
import { useNavigationPending } from '../shop-router'
import { RouteErrorBoundary } from './route-error'

const AuthDialog = lazyOverlay(() => import('../../features/auth/components/auth-dialog').then((m) => m.AuthDialog))
const SiteFooter = lazy(() => import('../site-footer').then((m) => ({ default: m.SiteFooter })))
const SessionWatch = lazyOverlay(() => import('../../features/auth/components/session-watch').then((m) => m.SessionWatch))
const SearchOverlay = lazyOverlay(() => import('../../features/search/components/search-overlay').then((m) => m.SearchOverlay))
const CartDrawer = lazyOverlay(() => import('../../features/cart/components/cart-drawer').then((m) => m.CartDrawer))

/** The shop's shell around each of its pages (the administration has its own: admin-root.tsx). */
export function RootRoute() {
  const navigating = useNavigationPending()
  const { pathname } = useLocation()
  useSessionStart()
  const signedIn = useSignedInSession() !== null
  const authDialogOpen = useAuthDialog() !== null
  const cartDrawerOpen = useCartDrawer()
  const searchOpen = useSearchOverlay()
  const onHome = useMatch(paths.home) !== null
  const onCheckout = useMatch(paths.checkout) !== null
  usePageViewCounter(useCookieAllowed('audience'))
  // Hydrated: the pre-rendered markup is live (what a script or a test waits for before clicking).
  useEffect(() => document.getElementById('root')?.removeAttribute('data-prerendered'), [])
  return (
    <AppLayout
      headerActions={
        <>
          <SearchButton />
          <CartButton />
          <AccountButton />
        </>
      }
      mobileHeaderActions={<SearchButton />}
      floatingActions={
        <>
          <CartButton floating />
          <AccountButton floating />
        </>
      }
      // The home page's assistant joins the floating column rather than taking a corner of its own.
      floatingHelp={onHome ? <AssistantLauncher /> : null}
      // The order form runs down to « Commander avec obligation de paiement » and its terms' link, and it
      // lists the cart itself: on a phone, nothing floats over them.
      noFloatingOnPhones={onCheckout}
      footer={
        <Suspense fallback={<div className="min-h-[28rem] bg-slate-900" aria-hidden="true" />}>
          <SiteFooter />
        </Suspense>
      }
      overlays={
        <>
          <CookieBanner />
          {signedIn ? <SessionWatch /> : null}
          {authDialogOpen ? <AuthDialog /> : null}
          {cartDrawerOpen ? <CartDrawer /> : null}
          {searchOpen ? <SearchOverlay /> : null}
          <Toaster />
        </>
      }
      isNavigating={navigating}
    >
      {/* Errors of a page show inside the shell. */}
      <RouteErrorBoundary at={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <ScrollRestoration />
    </AppLayout>
  )
}
