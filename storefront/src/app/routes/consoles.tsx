import { categoryConfigs } from '../../features/catalogue/category-config'
import { CategoryPage } from '../../features/catalogue/components/category-page'
import { ConsoleClosingSections } from '../../features/category-content/components/console-sections'
import { VerifiedReviews } from '../../features/reviews/components/verified-reviews'

export function ConsolesRoute() {
  return (
    <CategoryPage
      config={categoryConfigs.consoles}
      title="Protections pour consoles et manettes"
      lead="Écrans de consoles portables et manettes : une protection sur mesure pour jouer l’esprit tranquille."
      description="Protections d’écran et skins personnalisés pour consoles portables et manettes Nintendo, PlayStation, Xbox et Steam."
      afterResults={
        <>
          <ConsoleClosingSections />
          <VerifiedReviews />
        </>
      }
    />
  )
}
