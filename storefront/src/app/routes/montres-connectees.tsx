import { CategoryPage } from '../../features/catalogue/components/category-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function MontresConnecteesRoute() {
  useDocumentTitle('Montres connectées')
  return (
    <CategoryPage
      collection="watches"
      title="Protections pour montres connectées"
      lead="Des packs de films hydrogel bord à bord pour le cadran de votre montre."
      emptyText="Aucune montre trouvée"
    />
  )
}
