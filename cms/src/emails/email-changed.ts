import { renderEmail, type EmailContent } from './layout.ts'

/** Sent to the former address: a change the owner did not make must not go unnoticed. */
export function emailChangedEmail(firstName: string | null | undefined, newEmail: string): EmailContent {
  return renderEmail('Votre adresse e-mail a été modifiée – Ma Boutique Protection', firstName ? `Bonjour ${firstName},` : 'Bonjour,', {
    paragraphs: [
      `L'adresse e-mail de votre compte Ma Boutique Protection est désormais ${newEmail}.`,
      'Les autres appareils connectés au compte ont été déconnectés.',
    ],
    footnote: "Si vous n'êtes pas à l'origine de ce changement, contactez-nous sans attendre en répondant à ce message.",
  })
}
