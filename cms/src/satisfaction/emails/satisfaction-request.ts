import { ratingLabel, satisfactionRules, type Rating } from '@shop/domain/satisfaction'

import { renderEmail, type EmailContent } from '../../emails/layout.ts'

type RatedOrder = { orderNumber: string; name: string }

/**
 * A week after delivery, the one e-mail that asks how it went: five links, one per rating, each
 * recording its rating in one click. It is sent once per order and says so: there is no list to
 * leave, and no reminder follows.
 */
export function satisfactionRequestEmail(order: RatedOrder, links: { rating: Rating; url: string }[]): EmailContent {
  return renderEmail(`Votre avis sur la commande ${order.orderNumber} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Votre commande ${order.orderNumber} vous a été livrée il y a une semaine : nous espérons que vos protections vous donnent entière satisfaction.`,
      'Auriez-vous un instant pour nous dire ce que vous en pensez ? Un clic sur une note suffit, de 1 étoile (pas du tout satisfait) à 5 étoiles (très satisfait) ; vous pourrez ensuite ajouter un commentaire si vous le souhaitez.',
    ],
    choices: links.map(({ rating, url }) => ({ label: `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ${ratingLabel(rating)}`, url })),
    footnote:
      `Ce message unique fait suite à votre commande : vous ne recevrez aucune relance. ` +
      `Vous pouvez changer votre note pendant ${satisfactionRules.linkValidDays} jours en cliquant sur une autre. Merci pour votre confiance !`,
  })
}
