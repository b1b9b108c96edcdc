import { CategoryPage } from '../../features/catalogue/components/category-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function TelephonesRoute() {
  useDocumentTitle('Téléphones')
  return (
    <CategoryPage
      collection="phones"
      title="Protections d’écran pour téléphones"
      lead="Films hydrogel HD, anti-lumière bleue ou anti-espion, découpés pour votre smartphone."
      emptyText="Aucun modèle trouvé"
    />
  )
}
