import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function CookiesRoute() {
  useDocumentTitle('Politique de cookies')
  return <PageIntro title="Politique de cookies" lead="Les cookies utilisés sur la boutique et la façon de gérer vos préférences." />
}
