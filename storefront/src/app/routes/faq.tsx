import { Link } from 'react-router'

import { faqSubjects, formMessages } from '@shop/domain/forms'
import { writeToUsLead } from '@shop/domain/shop-promises'

import { Container } from '../../components/ui/container'
import { PageIntro } from '../../components/ui/page-intro'
import { paths } from '../../config/paths'
import { useShopPromises } from '../../features/content/api/get-shop-promises'
import { FaqBrowser } from '../../features/content/components/faq-browser'
import { ContactMessageForm } from '../../features/forms/components/contact-message-form'
import { usePreview } from '../../hooks/use-preview'

export function FaqRoute() {
  const promises = useShopPromises({ preview: usePreview() }).data
  return (
    <>
      <PageIntro
        title="Foire aux questions"
        lead="Installation, durabilité, garantie, livraison : les réponses aux questions les plus fréquentes."
      >
        <p className="mt-4 text-sm text-slate-700">
          Envie de savoir qui fabrique vos protections ?{' '}
          <Link to={paths.about} className="font-semibold text-brand-700 underline hover:text-brand-800">
            Découvrez notre histoire
          </Link>
        </p>
      </PageIntro>
      <Container className="py-10">
        <FaqBrowser />
      </Container>
      <Container className="pb-16">
        <ContactMessageForm
          form="faq-contact"
          title="Vous n'avez pas trouvé votre réponse ?"
          lead={writeToUsLead(promises?.emailReplyDelay)}
          subjects={faqSubjects}
          failed={formMessages.messageFailed}
        />
      </Container>
    </>
  )
}
