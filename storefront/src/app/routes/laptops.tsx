import { categoryConfigs } from '../../features/catalogue/category-config'
import { CategoryPage } from '../../features/catalogue/components/category-page'
import { VerifiedReviews } from '../../features/reviews/components/verified-reviews'

export function LaptopsRoute() {
  return (
    <CategoryPage
      config={categoryConfigs.laptops}
      title="Protections d’écran pour ordinateurs portables"
      lead="Un film adapté à la taille de votre écran, anti-reflets, anti-lumière bleue ou anti-espion."
      description="Films de protection pour ordinateurs portables Apple, Dell, HP, Lenovo, Asus, Microsoft et Samsung, à la taille de votre écran."
      afterResults={<VerifiedReviews />}
    />
  )
}
