import { CategoryPage } from '../../features/catalogue/components/category-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function ConsolesRoute() {
  useDocumentTitle('Consoles')
  return (
    <CategoryPage
      collection="consoles"
      title="Protections pour consoles et manettes"
      lead="Écrans de consoles portables et manettes : une protection sur mesure pour jouer l’esprit tranquille."
      emptyText="Aucun produit trouvé"
    />
  )
}
