import { useRef } from 'react'

import { Container } from '../../components/ui/container'
import { CategoryLinks } from '../../features/catalogue/components/category-links'
import { ProtectionComparison } from '../../features/catalogue/components/protection-comparison'
import { ProtectionTypes } from '../../features/catalogue/components/protection-types'
import { HomeInstallation } from '../../features/category-content/components/home-installation'
import { useDeliveryModes } from '../../features/content/api/get-delivery-modes'
import { useShopPromises } from '../../features/content/api/get-shop-promises'
import { Hero } from '../../features/home/components/hero'
import { ServiceBanner } from '../../features/home/components/service-banner'
import { SearchTrigger } from '../../features/search/components/search-trigger'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { VerifiedReviews } from '../../features/reviews/components/verified-reviews'
import { usePreview } from '../../hooks/use-preview'

export function HomeRoute() {
  useDocumentTitle('Protections d’écran pour tous vos appareils')
  const deliveryModes = useDeliveryModes().data
  const promises = useShopPromises({ preview: usePreview() }).data
  const categoriesHeading = useRef<HTMLHeadingElement>(null)

  const showProducts = () => {
    const heading = categoriesHeading.current
    if (!heading) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading.focus({ preventScroll: true })
    heading.closest('section')?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  }

  return (
    <>
      <Hero search={<SearchTrigger />} onShowProducts={showProducts} deliveryModes={deliveryModes} promises={promises} />

      <section aria-labelledby="types-title" className="py-16 sm:py-20">
        <Container>
          <div className="max-w-2xl">
            <h2 id="types-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Types de Protection
            </h2>
            <p className="mt-3 text-lg text-slate-600">Trois films hydrogel, une même pose sans bulles : choisissez selon votre usage.</p>
          </div>
          <div className="mt-10">
            <ProtectionTypes />
          </div>
          <div className="mt-10">
            <ProtectionComparison />
          </div>
        </Container>
      </section>

      <section aria-labelledby="categories-title" className="scroll-mt-16 bg-slate-50 py-16 sm:py-20 md:scroll-mt-28">
        <Container>
          <h2
            id="categories-title"
            ref={categoriesHeading}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-slate-900 outline-none"
          >
            Nos catégories
          </h2>
          <p className="mt-3 text-lg text-slate-600">Choisissez votre type d’appareil pour trouver votre modèle.</p>
          <div className="mt-10">
            <CategoryLinks />
          </div>
        </Container>
      </section>

      <HomeInstallation />

      <VerifiedReviews />

      <section aria-label="Nos engagements" className="border-t border-slate-200 bg-brand-50 py-12">
        <Container>
          <ServiceBanner deliveryModes={deliveryModes} promises={promises} />
        </Container>
      </section>
    </>
  )
}
