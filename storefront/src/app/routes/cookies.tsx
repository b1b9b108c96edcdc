import { cookieSubjects, formMessages } from '@shop/domain/forms'
import { writeToUsLead } from '@shop/domain/shop-promises'

import { paths } from '../../config/paths'
import { useShopPromises } from '../../features/content/api/get-shop-promises'
import { LegalPage } from '../../features/content/components/legal-page'
import { BrowserStorageTable } from '../../features/cookie-consent/components/browser-storage-table'
import { CookiePreferencesPanel } from '../../features/cookie-consent/components/cookie-preferences-panel'
import { ContactMessageForm } from '../../features/forms/components/contact-message-form'
import { usePreview } from '../../hooks/use-preview'

export function CookiesRoute() {
  const promises = useShopPromises({ preview: usePreview() }).data
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
              lead={writeToUsLead(promises?.emailReplyDelay)}
              subjects={cookieSubjects}
              failed={formMessages.legalMessageFailed}
            />
          </div>
        ),
      }}
    />
  )
}
