import { Link } from 'react-router'

import { buttonClasses } from '../../components/ui/button'
import { paths } from '../../config/paths'
import { LegalPage } from '../../features/content/components/legal-page'
import { PageFaq } from '../../features/content/components/page-faq'
import { WithdrawalRequest } from '../../features/forms/components/withdrawal-request'

export function WithdrawalRoute() {
  return (
    <LegalPage
      slug="retractation"
      title="Droit de rétractation"
      breadcrumbs={[
        { label: 'Accueil', to: paths.home },
        { label: 'Mentions légales', to: paths.legalNotice },
        { label: 'Droit de rétractation' },
      ]}
      headerAction={
        <Link to={paths.onlineWithdrawal} className={buttonClasses({ size: 'lg' })}>
          Se rétracter du contrat ici
        </Link>
      }
      sectionExtras={{ formulaire: <WithdrawalRequest />, faq: <PageFaq page="retractation" className="mt-4" /> }}
    />
  )
}
