import { contactSubjects, formMessages } from '@shop/domain/forms'

import { Container } from '../../components/ui/container'
import { PageIntro } from '../../components/ui/page-intro'
import { PageSection } from '../../components/ui/page-section'
import { ContactDetailsPanel } from '../../features/content/components/contact-channels'
import { ContactMessageForm } from '../../features/forms/components/contact-message-form'
import { usePageMeta } from '../../hooks/use-page-meta'

export function ContactRoute() {
  usePageMeta({
    title: 'Contact',
    description: 'Contactez Ma Boutique Protection : formulaire, e-mail, adresse et horaires du service client.',
  })
  return (
    <>
      <PageIntro
        title="Contactez-nous"
        lead="Une question sur une commande, un produit ou la pose ? Écrivez-nous, notre équipe vous répond."
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactMessageForm
          form="contact"
          title="Envoyez-nous un message"
          lead="Les champs marqués d'un astérisque sont obligatoires."
          subjects={contactSubjects}
          failed={formMessages.messageFailed}
        />
        <PageSection title="Nos coordonnées">
          <ContactDetailsPanel />
        </PageSection>
      </Container>
    </>
  )
}
