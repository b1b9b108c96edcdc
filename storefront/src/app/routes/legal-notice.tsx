import { Link } from 'react-router'

import { formMessages, legalSubjects } from '@shop/domain/forms'

import { paths } from '../../config/paths'
import { ConsumerMediator } from '../../features/content/components/consumer-mediator'
import { LegalPage } from '../../features/content/components/legal-page'
import { ContactMessageForm } from '../../features/forms/components/contact-message-form'

export function LegalNoticeRoute() {
  return (
    <LegalPage
      slug="mentions-legales"
      title="Mentions légales"
      breadcrumbs={[{ label: 'Accueil', to: paths.home }, { label: 'Mentions légales' }]}
      sectionExtras={{
        litiges: <ConsumerMediator />,
        contact: (
          <div className="mt-6 space-y-4">
            <ContactMessageForm
              form="legal-contact"
              title="Formulaire de contact"
              lead="Question juridique, propriété intellectuelle, données personnelles, signalement : écrivez-nous."
              subjects={legalSubjects}
              failed={formMessages.legalMessageFailed}
            />
            <p className="text-sm text-slate-700">
              Pour savoir comment nous traitons vos données, consultez notre{' '}
              <Link to={paths.privacy} className="font-medium text-brand-700 underline hover:text-brand-800">
                politique de confidentialité
              </Link>
              .
            </p>
          </div>
        ),
      }}
    />
  )
}
