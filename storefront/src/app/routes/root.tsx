import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom'

import { AppLayout } from '../../components/layout/app-layout'
import { lazyOverlay } from '../../components/ui/lazy-overlay'
import { Toaster } from '../../components/ui/toaster'
import { AccountButton } from '../../features/auth/components/account-button'
import { SessionWatch } from '../../features/auth/components/session-watch'
import { useAuthDialog } from '../../features/auth/hooks/use-auth-dialog'
import { CartButton } from '../../features/cart/components/cart-button'
import { useCartDrawer } from '../../features/cart/hooks/use-cart-drawer'
import { CookieBanner } from '../../features/cookie-consent/components/cookie-banner'
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form'

const AuthDialog = lazyOverlay(() => import('../../features/auth/components/auth-dialog').then((m) => m.AuthDialog))
const CartDrawer = lazyOverlay(() => import('../../features/cart/components/cart-drawer').then((m) => m.CartDrawer))

/** The root route: the shared shell around every page. */
export function RootRoute() {
  const navigation = useNavigation()
  const authDialogOpen = useAuthDialog() !== null
  const cartDrawerOpen = useCartDrawer()
  return (
    <AppLayout
      headerActions={
        <>
          <CartButton />
          <AccountButton />
        </>
      }
      floatingActions={
        <>
          <CartButton floating />
          <AccountButton floating />
        </>
      }
      newsletter={<NewsletterForm />}
      overlays={
        <>
          <CookieBanner />
          <SessionWatch />
          {authDialogOpen ? <AuthDialog /> : null}
          {cartDrawerOpen ? <CartDrawer /> : null}
          <Toaster />
        </>
      }
      isNavigating={navigation.state === 'loading'}
    >
      <Outlet />
      <ScrollRestoration />
    </AppLayout>
  )
}
