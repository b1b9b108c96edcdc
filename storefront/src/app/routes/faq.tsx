import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function FaqRoute() {
  useDocumentTitle('Foire aux questions')
  return (
    <PageIntro
      title="Foire aux questions"
      lead="Installation, durabilité, garantie, livraison : les réponses aux questions les plus fréquentes."
    />
  )
}
