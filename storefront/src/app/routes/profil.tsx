import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function ProfilRoute() {
  useDocumentTitle('Mon profil')
  return <PageIntro title="Mon profil" lead="Vos informations personnelles et votre adresse de livraison." />
}
