import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom'

import { AppLayout } from '../../components/layout/app-layout'
import { LoginButton } from '../../features/auth/components/login-button'
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
          <LoginButton />
        </>
      }
      floatingActions={
        <>
          <CartButton floating />
          <LoginButton floating />
        </>
      }
      newsletter={<NewsletterForm />}
      overlays={<CookieBanner />}
      isNavigating={navigation.state === 'loading'}
    >
      <Outlet />
      <ScrollRestoration />
    </AppLayout>
  )
}
