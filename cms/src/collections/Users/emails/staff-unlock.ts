import { renderEmail, type EmailContent } from '../../../emails/layout.ts'

export function staffUnlockEmail(name: string | null | undefined, url: string): EmailContent {
  return renderEmail(
    'Connexions ralenties sur votre accès – Administration Ma Boutique Protection',
    name ? `Bonjour ${name},` : 'Bonjour,',
    {
      paragraphs: [
        "Plusieurs mots de passe erronés ont été saisis pour votre accès à l'administration de Ma Boutique Protection : les connexions à ce compte sont ralenties de quelques secondes.",
        "Pour retrouver une connexion immédiate, débloquez votre compte avec ce lien. Il est valable pendant 1 heure et ne peut être utilisé qu'une seule fois.",
      ],
      action: { label: 'Débloquer mon compte', url },
      footnote:
        "Si ces essais ne viennent pas de vous, quelqu'un tente de deviner votre mot de passe : choisissez-en un long, que vous n'utilisez nulle part ailleurs.",
    },
  )
}
