import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function WithdrawalRoute() {
  useDocumentTitle('Droit de rétractation')
  return <PageIntro title="Droit de rétractation" lead="Vos droits et la marche à suivre pour vous rétracter après un achat." />
}
