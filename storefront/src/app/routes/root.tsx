import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom'

import { AppLayout } from '../../components/layout/app-layout'
import { Toaster } from '../../components/ui/toaster'
import { AccountButton } from '../../features/auth/components/account-button'
import { AuthDialogLoader } from '../../features/auth/components/auth-dialog-loader'
import { SessionWatch } from '../../features/auth/components/session-watch'
import { CartButton } from '../../features/cart/components/cart-button'
import { CookieBanner } from '../../features/cookie-consent/components/cookie-banner'
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form'

/** The root route: the shared shell around every page. */
export function RootRoute() {
  const navigation = useNavigation()
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
          <AuthDialogLoader />
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
