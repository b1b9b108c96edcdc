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
import { SearchButton } from '../../features/search/components/search-button'
import { useSearchOverlay } from '../../features/search/hooks/use-search-overlay'

const AuthDialog = lazyOverlay(() => import('../../features/auth/components/auth-dialog').then((m) => m.AuthDialog))
const SearchOverlay = lazyOverlay(() => import('../../features/search/components/search-overlay').then((m) => m.SearchOverlay))
const CartDrawer = lazyOverlay(() => import('../../features/cart/components/cart-drawer').then((m) => m.CartDrawer))

/** The root route: the shared shell around every page. */
export function RootRoute() {
  const navigation = useNavigation()
  const authDialogOpen = useAuthDialog() !== null
  const cartDrawerOpen = useCartDrawer()
  const searchOpen = useSearchOverlay()
  return (
    <AppLayout
      headerActions={
        <>
          <SearchButton />
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
          {searchOpen ? <SearchOverlay /> : null}
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
