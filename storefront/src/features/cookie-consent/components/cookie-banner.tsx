import { useLayoutEffect, useRef } from 'react'
import { Link } from 'react-router'

import { consentCategories, storageCategories } from '@shop/domain/cookie-consent'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Button } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { showToast } from '../../../lib/toast-store'
import { allCookies, saveCookiePreferences, useCookieConsent } from '../hooks/use-cookie-consent'

/**
 * Bottom banner asking for consent until the visitor chooses (and again 6 months later), for the
 * categories that need it only (`@shop/domain/cookie-consent`): what the shop cannot work without
 * is stated, not asked.
 */
export function CookieBanner() {
  const consent = useCookieConsent()
  if (consent !== null) return null
  return <CookieBannerPanel />
}

function answer(accept: boolean) {
  saveCookiePreferences(allCookies(accept))
  showToast(accept ? storefrontMessages.cookiesAccepted : storefrontMessages.cookiesRefused, { tone: 'success' })
}

/**
 * Refusing takes one click, like accepting, on a button of the same weight (CNIL). While shown,
 * the banner publishes its height as --cookie-banner-height so that the floating buttons (scroll
 * to top, cart, login) sit above it instead of under it.
 */
function CookieBannerPanel() {
  const panel = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = panel.current
    if (!element) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty('--cookie-banner-height', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty('--cookie-banner-height')
    }
  }, [])
  return (
    <section
      ref={panel}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 animate-fade-in border-t border-slate-200 bg-white shadow-[0_-4px_24px_rgba(15,23,42,0.12)] print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="text-sm text-slate-700">
          <h2 id="cookie-banner-title" className="font-semibold text-slate-900">
            Votre vie privée
          </h2>
          <p className="mt-1">
            La boutique garde dans votre navigateur ce qui lui est indispensable (votre connexion, votre panier, vos choix), sans publicité
            ni traceur tiers. Avec votre accord, elle peut aussi{' '}
            {consentCategories.map((category) => storageCategories[category].description).join(' ')} Pour en savoir plus ou changer d'avis,
            consultez notre{' '}
            <Link to={`${paths.cookies}#preferences`} className="font-medium text-brand-700 underline hover:text-brand-800">
              politique de cookies
            </Link>
            .
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Button onClick={() => answer(false)}>Tout refuser</Button>
          <Button onClick={() => answer(true)}>J'accepte</Button>
        </div>
      </div>
    </section>
  )
}
