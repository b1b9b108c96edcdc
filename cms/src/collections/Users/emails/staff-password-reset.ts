import { renderEmail, type EmailContent } from '../../../emails/layout.ts'

export function staffPasswordResetEmail(name: string | null | undefined, url: string): EmailContent {
  return renderEmail(
    'Réinitialisation de votre mot de passe – Administration Ma Boutique Protection',
    name ? `Bonjour ${name},` : 'Bonjour,',
    {
      paragraphs: [
        "Vous avez demandé à réinitialiser le mot de passe de votre accès à l'administration de Ma Boutique Protection.",
        "Ce lien est valable pendant 1 heure et ne peut être utilisé qu'une seule fois.",
      ],
      action: { label: 'Choisir un nouveau mot de passe', url },
      footnote: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
  )
}
