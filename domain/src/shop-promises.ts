/**
 * The promises the storefront's fixed places make (home hero, reassurance band, footers, FAQ
 * leads, checkout): each is worded from the data that makes it true on the day it is read
 * (delivery modes, site settings), and disappears or changes when the data no longer backs it.
 */
import * as z from 'zod'

import { deliveryDelayText, type DeliveryMode } from './delivery.ts'
import { formatCents } from './money.ts'
import { paymentMethodIds, paymentMethodsText, type PaymentMethodId } from './payment-methods.ts'

/** The site settings the promises read (`GET /api/page-content/shop-promises`). */
export const shopPromisesSchema = z.object({
  warrantyDays: z.number().int().min(0),
  emailReplyDelay: z.string(),
  paymentMethods: z
    .array(z.string())
    .nullish()
    .transform((methods) => (methods ?? []).filter((method): method is PaymentMethodId => (paymentMethodIds as readonly string[]).includes(method))),
})
export type ShopPromises = z.infer<typeof shopPromisesSchema>

/** The offered mode a customer pays least for (the first of equal ones), or null when none is offered. */
export function cheapestDelivery(modes: readonly DeliveryMode[]): DeliveryMode | null {
  return modes.reduce<DeliveryMode | null>((best, mode) => (best === null || mode.priceCents < best.priceCents ? mode : best), null)
}

export type ShopPromise = { title: string; text: string }

/**
 * « Livraison offerte » only while a mode costs nothing; otherwise the lowest price. Null when no
 * mode is offered: nothing to promise.
 */
export function deliveryPromise(modes: readonly DeliveryMode[]): ShopPromise | null {
  const cheapest = cheapestDelivery(modes)
  if (!cheapest) return null
  const delay = deliveryDelayText(cheapest)
  return cheapest.priceCents === 0
    ? { title: 'Livraison offerte', text: `${cheapest.name} gratuite, en ${delay}, sans minimum d’achat.` }
    : { title: `Livraison dès ${formatCents(cheapest.priceCents)}`, text: `${cheapest.name} en ${delay}.` }
}

/** Whether any delivery is free: only then may a text say the goods are « livré gratuitement ». */
export const deliversFree = (modes: readonly DeliveryMode[]) => cheapestDelivery(modes)?.priceCents === 0

/** « Garantie 30 jours » from the settings; none when the shop gives no commercial warranty. */
export function warrantyPromise(days: number): ShopPromise | null {
  if (days <= 0) return null
  return { title: `Garantie ${days} jour${days > 1 ? 's' : ''}`, text: 'Remplacement gratuit en cas de défaut de fabrication.' }
}

/** « sous 24h »: the reply delay of the settings, as the contact page, the e-mails and the FAQ say it. */
export const replyDelayText = (emailReplyDelay: string) => `sous ${emailReplyDelay}`

export function replyPromise(emailReplyDelay: string): ShopPromise {
  return { title: 'Service client réactif', text: `Réponse à vos e-mails ${replyDelayText(emailReplyDelay)}.` }
}

/** The checkout's note on paying: the methods the settings announce, not the card alone. */
export const paymentNote = (methods: readonly PaymentMethodId[]) =>
  `Paiement sécurisé par ${paymentMethodsText(methods)}, sur la page de notre prestataire de paiement.`
