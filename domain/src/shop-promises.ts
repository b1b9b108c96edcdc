/**
 * The promises the storefront's fixed places make (home hero, reassurance band, footers, FAQ
 * leads, checkout): each is worded from the data that makes it true on the day it is read
 * (delivery modes, site settings), and disappears or changes when the data no longer backs it.
 * No zod here: the home page's first download uses it (tests/lint/first-download.test.ts).
 */
import type { DeliveryMode } from './delivery.ts'
import { formatCents } from './money.ts'
import { paymentMethodsText, type PaymentMethodId } from './payment-methods.ts'

/** The site settings the promises read (`GET /api/page-content/shop-promises`, parsed by @shop/domain/content). */
export type ShopPromises = {
  warrantyDays: number
  emailReplyDelay: string
  paymentMethods: PaymentMethodId[]
  /** The seller's telephone, which the law wants shown before the order (L221-5); null in a development shop without one. */
  phone: string | null
}

/** 1 → '1 jour ouvré', 2–3 → '2 à 3 jours ouvrés'. */
export function deliveryDelayText({ minDays, maxDays }: Pick<DeliveryMode, 'minDays' | 'maxDays'>): string {
  if (minDays === maxDays) return `${minDays} jour${minDays > 1 ? 's' : ''} ouvré${minDays > 1 ? 's' : ''}`
  return `${minDays} à ${maxDays} jours ouvrés`
}

/** The offered mode a customer pays least for (the first of equal ones), or null when none is offered. */
function cheapestDelivery(modes: readonly DeliveryMode[]): DeliveryMode | null {
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

/** A contact form's lead: the reply delay once the settings are read. */
export const writeToUsLead = (emailReplyDelay: string | undefined) =>
  emailReplyDelay ? `Écrivez-nous : nous vous répondons ${replyDelayText(emailReplyDelay)}.` : 'Écrivez-nous.'

export function replyPromise(emailReplyDelay: string): ShopPromise {
  return { title: 'Service client réactif', text: `Réponse à vos e-mails ${replyDelayText(emailReplyDelay)}.` }
}

/** The checkout's note on paying: the methods the settings announce, not the card alone. */
export const paymentNote = (methods: readonly PaymentMethodId[]) =>
  `Paiement sécurisé par ${paymentMethodsText(methods)}, sur la page de notre prestataire de paiement.`
