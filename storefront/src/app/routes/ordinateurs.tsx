import { CategoryPage } from '../../features/catalogue/components/category-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function OrdinateursRoute() {
  useDocumentTitle('Ordinateurs')
  return (
    <CategoryPage
      collection="laptops"
      title="Protections d’écran pour ordinateurs portables"
      lead="Un film adapté à la taille de votre écran, anti-reflets, anti-lumière bleue ou anti-espion."
      emptyText="Aucun modèle trouvé"
    />
  )
}
