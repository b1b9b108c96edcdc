import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function InstallationGuideRoute() {
  useDocumentTitle("Guide d'installation")
  return <PageIntro title="Guide d'installation" lead="Posez votre protection sans bulles, étape par étape." />
}
