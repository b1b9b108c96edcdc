import { faqSubjects, formMessages } from '@shop/domain/forms'

import { ContactMessageForm } from './contact-message-form'

/** The question to the shop under the FAQ's answers (spec catalogue §4). */
export function FaqContactForm() {
  return (
    <ContactMessageForm
      form="faq-contact"
      title="Vous n'avez pas trouvé votre réponse ?"
      lead="Écrivez-nous : nous vous répondons sous 24 heures."
      subjects={faqSubjects}
      failed={formMessages.messageFailed}
    />
  )
}
