import { CategoryPage } from '../../features/catalogue/components/category-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function EcransAutoRoute() {
  useDocumentTitle('Écrans auto')
  return (
    <CategoryPage
      collection="car-models"
      title="Protections pour écrans de voiture"
      lead="Protégez l’écran central de votre véhicule des rayures et des traces de doigts."
      emptyText="Aucun modèle trouvé"
    />
  )
}
