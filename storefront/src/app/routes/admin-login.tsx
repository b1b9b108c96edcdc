import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function AdminLoginRoute() {
  useDocumentTitle('Connexion administrateur')
  return <PageIntro title="Espace administrateur" lead="Accès réservé au personnel de la boutique." />
}
