import { formatDate } from '@shop/domain/dates'
import { inactiveAccountYears } from '@shop/domain/inactive-accounts'

import { renderEmail, type EmailContent } from '../../emails/layout.ts'

/** To an account nobody signed into nor ordered with for almost 3 years: sign in, or it is erased from `erasureFrom`. */
export function inactiveAccountEmail(firstName: string | null | undefined, erasureFrom: Date, signInUrl: string): EmailContent {
  return renderEmail('Votre compte sera bientôt supprimé – Ma Boutique Protection', firstName ? `Bonjour ${firstName},` : 'Bonjour,', {
    paragraphs: [
      `Votre compte Ma Boutique Protection n'a servi ni à une connexion ni à une commande depuis près de ${inactiveAccountYears} ans. Comme l'annonce notre politique de confidentialité, un compte inutilisé pendant ${inactiveAccountYears} ans est supprimé.`,
      `Sans connexion de votre part, votre compte sera supprimé à partir du ${formatDate(erasureFrom.toISOString())} : vos informations personnelles seront effacées et les factures de vos commandes conservées pour la durée légale de 10 ans.`,
      'Pour conserver votre compte, il vous suffit de vous connecter avant cette date.',
    ],
    action: { label: 'Me connecter', url: signInUrl },
    footnote: "Si vous ne souhaitez plus de compte, vous n'avez rien à faire.",
  })
}
