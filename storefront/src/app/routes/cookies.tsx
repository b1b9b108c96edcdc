import { cookieSubjects, formMessages } from '@shop/domain/forms'

import { paths } from '../../config/paths'
import { LegalPage } from '../../features/content/components/legal-page'
import { BrowserStorageTable } from '../../features/cookie-consent/components/browser-storage-table'
import { CookiePreferencesPanel } from '../../features/cookie-consent/components/cookie-preferences-panel'
import { ContactMessageForm } from '../../features/forms/components/contact-message-form'

export function CookiesRoute() {
  return (
    <LegalPage
      slug="cookies"
      title="Politique de cookies"
      breadcrumbs={[{ label: 'Accueil', to: paths.home }, { label: 'Politique de cookies' }]}
      sectionExtras={{
        preferences: <CookiePreferencesPanel />,
        tableau: <BrowserStorageTable />,
        contact: (
          <div className="mt-6">
            <ContactMessageForm
              form="cookie-contact"
              title="Une question sur les cookies ?"
              lead="Écrivez-nous : nous accusons réception sous 24 heures."
              subjects={cookieSubjects}
              failed={formMessages.legalMessageFailed}
            />
          </div>
        ),
      }}
    />
  )
}
