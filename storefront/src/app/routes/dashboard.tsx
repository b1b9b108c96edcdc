import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function DashboardRoute() {
  useDocumentTitle('Tableau de bord')
  return <PageIntro title="Tableau de bord" lead="Commandes, clients, support et statistiques de la boutique." />
}
