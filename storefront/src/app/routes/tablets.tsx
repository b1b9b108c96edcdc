import { categoryConfigs } from '../../features/catalogue/category-config'
import { CategoryPage } from '../../features/catalogue/components/category-page'
import { VerifiedReviews } from '../../features/reviews/components/verified-reviews'

export function TabletsRoute() {
  return (
    <CategoryPage
      config={categoryConfigs.tablets}
      title="Protections d’écran pour tablettes"
      lead="Protégez l’écran de votre tablette sans perdre en clarté ni en sensibilité tactile."
      description="Films de protection pour tablettes Apple, Samsung, Microsoft et Xiaomi : hydrogel HD, anti-lumière bleue ou anti-espion, avec protection arrière en option."
      afterResults={<VerifiedReviews />}
    />
  )
}
