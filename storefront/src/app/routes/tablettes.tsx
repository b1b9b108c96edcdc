import { CategoryPage } from '../../features/catalogue/components/category-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function TablettesRoute() {
  useDocumentTitle('Tablettes')
  return (
    <CategoryPage
      collection="tablets"
      title="Protections d’écran pour tablettes"
      lead="Protégez l’écran de votre tablette sans perdre en clarté ni en sensibilité tactile."
      emptyText="Aucune tablette trouvée"
    />
  )
}
