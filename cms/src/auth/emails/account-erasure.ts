import { renderEmail, type EmailContent } from '../../emails/layout.ts'

/** To an account without a password (made with Google): the mailbox proves the owner asks for the erasure. */
export function accountErasureEmail(firstName: string | null | undefined, url: string): EmailContent {
  return renderEmail(
    'Confirmez la suppression de votre compte – Ma Boutique Protection',
    firstName ? `Bonjour ${firstName},` : 'Bonjour,',
    {
      paragraphs: [
        'Vous avez demandé la suppression de votre compte Ma Boutique Protection. Ouvrez ce lien pour la confirmer : vos informations personnelles seront effacées et vous serez déconnecté partout.',
        'Ce lien est valable pendant 1 heure.',
      ],
      action: { label: 'Supprimer mon compte', url },
      footnote: "Si vous n'avez rien demandé, ignorez ce message : votre compte reste tel quel.",
    },
  )
}
