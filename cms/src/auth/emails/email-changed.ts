import { renderEmail, unprovenGreeting, type EmailContent } from '../../emails/layout.ts'

/**
 * Sent to the current address when a change is asked: nothing changes until the new address's
 * link is opened where the account is signed in, and the owner can stop it from here.
 */
export function emailChangeRequestedEmail(firstName: string | null | undefined, newEmail: string, cancelUrl: string): EmailContent {
  return renderEmail("Changement d'adresse e-mail demandé – Ma Boutique Protection", unprovenGreeting(firstName), {
    paragraphs: [
      `Une demande a été faite pour que ${newEmail} devienne l'adresse e-mail de votre compte Ma Boutique Protection.`,
      "Rien ne change tant que le lien envoyé à cette nouvelle adresse n'a pas été ouvert dans un navigateur connecté à votre compte.",
    ],
    action: { label: 'Annuler ce changement', url: cancelUrl },
    footnote: "Si vous n'êtes pas à l'origine de cette demande, annulez-la et changez votre mot de passe.",
  })
}

/** Sent to the new address: opened where the account is signed in, it makes the address the account's. */
export function emailChangeConfirmationEmail(firstName: string | null | undefined, newEmail: string, url: string): EmailContent {
  return renderEmail('Confirmez votre nouvelle adresse e-mail – Ma Boutique Protection', unprovenGreeting(firstName), {
    paragraphs: [
      `Pour que ${newEmail} devienne l'adresse de votre compte Ma Boutique Protection, ouvrez ce lien dans le navigateur où vous êtes connecté à votre compte.`,
      "D'ici là, votre adresse actuelle reste celle du compte. Ce lien est valable pendant 7 jours.",
    ],
    action: { label: 'Confirmer ma nouvelle adresse', url },
    footnote: "Si vous n'avez rien demandé, ignorez ce message : rien ne changera.",
  })
}
