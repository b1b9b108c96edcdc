import { categoryConfigs } from '../../features/catalogue/category-config'
import { CategoryPage } from '../../features/catalogue/components/category-page'
import { WatchClosingSections, WatchPackBanner } from '../../features/category-content/components/watch-sections'
import { VerifiedReviews } from '../../features/reviews/components/verified-reviews'

export function WatchesRoute() {
  return (
    <CategoryPage
      config={categoryConfigs.watches}
      title="Protections pour montres connectées"
      lead="Des packs de films hydrogel bord à bord pour le cadran de votre montre."
      description="Packs de 6 protections hydrogel pour montres connectées Apple, Samsung, Garmin, Fitbit, Amazfit, Huawei et Polar."
      beforeResults={<WatchPackBanner />}
      afterResults={
        <>
          <WatchClosingSections />
          <VerifiedReviews />
        </>
      }
    />
  )
}
