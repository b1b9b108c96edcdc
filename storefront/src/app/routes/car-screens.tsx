import { formatCents } from '@shop/domain/money'

import { categoryConfigs } from '../../features/catalogue/category-config'
import { CategoryPage } from '../../features/catalogue/components/category-page'
import { useStartingPrice } from '../../features/catalogue/hooks/use-starting-price'
import { CarClosingSections, CarHeroFeatures } from '../../features/category-content/components/car-sections'
import { VerifiedReviews } from '../../features/reviews/components/verified-reviews'

export function CarScreensRoute() {
  const cents = useStartingPrice('car-models')
  return (
    <CategoryPage
      config={categoryConfigs['car-models']}
      title="Protections pour écrans de voiture"
      lead="Protégez l’écran central de votre véhicule des rayures et des traces de doigts."
      description="Protection HD TPU à 20 € pour l’écran central de 40 modèles de voitures 2024 : Tesla, BMW, Mercedes, Audi, Peugeot, Renault et plus."
      heroExtra={<CarHeroFeatures price={cents === null ? null : formatCents(cents)} />}
      afterResults={
        <>
          <CarClosingSections />
          <VerifiedReviews />
        </>
      }
    />
  )
}
