import { renderEmail, unprovenGreeting, type EmailContent } from '../../emails/layout.ts'

/** Sent at sign-up: proof that the mailbox is the customer's (a later change has its own, ./email-changed.ts). */
export function emailVerificationEmail(firstName: string | null | undefined, url: string): EmailContent {
  return renderEmail('Confirmez votre adresse e-mail – Ma Boutique Protection', unprovenGreeting(firstName), {
    paragraphs: [
      'Cette adresse vient d’être associée à un compte Ma Boutique Protection. Confirmez-la pour sécuriser le compte.',
      'Ce lien est valable pendant 7 jours.',
    ],
    action: { label: 'Confirmer mon adresse e-mail', url },
    footnote:
      "Si vous n'avez pas créé ce compte, ouvrez tout de même le lien : il vous permet de choisir le mot de passe du compte, et quiconque l'aurait créé à votre place en perd l'accès.",
  })
}
