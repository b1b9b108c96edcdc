import { Link } from 'react-router'

import { buttonClasses } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { PageIntro } from '../../components/ui/page-intro'
import { paths } from '../../config/paths'
import { DeliveryTabs } from '../../features/content/components/delivery-tabs'
import { usePageMeta } from '../../hooks/use-page-meta'
import { cn } from '../../lib/cn'

export function DeliveryRoute() {
  usePageMeta({
    title: 'Livraison et retours',
    description: 'Modes et délais de livraison, zones desservies, politique de retour et remboursement de Ma Boutique Protection.',
  })
  return (
    <>
      <PageIntro title="Livraison et retours" />
      <Container className="py-10">
        <DeliveryTabs />
      </Container>
      <Container className="pb-16">
        <section aria-labelledby="delivery-cta" className="rounded-2xl bg-brand-700 px-6 py-10 text-center text-white sm:px-10">
          <h2 id="delivery-cta" className="text-2xl font-semibold">
            Une question sur votre commande ?
          </h2>
          <p className="mt-2 text-brand-50">Notre service client vous aide pour toute livraison ou tout retour.</p>
          <Link to={paths.contact} className={cn(buttonClasses({ variant: 'light', size: 'lg' }), 'mt-6')}>
            Contactez-nous
          </Link>
        </section>
      </Container>
    </>
  )
}
