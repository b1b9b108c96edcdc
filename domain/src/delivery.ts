/**
 * Delivery modes (CMS collection `delivery-modes`): what each costs and when the parcel should
 * arrive. The server prices the chosen mode with this rule for the quote, the order, Stripe, the
 * invoice and the e-mails alike; the period is given before ordering (Code de la consommation
 * L216-1), in Paris working days.
 */
import * as z from 'zod'

import './zod-french.ts'

import { formatCents } from './money.ts'
import type { OrderStatus } from './order-status.ts'
import { slugPattern } from './slug.ts'
import { addWorkingDays, isWorkingDay, parisDate, parisMinutes } from './working-days.ts'
import { onFirstUse } from './first-use.ts'

export const deliveryMessages = {
  unavailable: "Ce mode de livraison n'est pas disponible. Veuillez en choisir un autre.",
  noneOffered: "Aucun mode de livraison n'est proposé pour le moment. Veuillez réessayer plus tard.",
  free: 'Gratuite',
  maxBeforeMin: 'Le délai maximal doit être supérieur ou égal au délai minimal.',
  outsideZone: 'Nous livrons uniquement en France métropolitaine, Corse comprise : vérifiez le code postal.',
} as const

/**
 * Where a mode delivers (ISO 3166-1 codes). The checkout takes addresses in France only (the
 * order's country is France), so a mode is offered there when it serves FR.
 */
export const deliveryCountries = [{ value: 'FR', label: 'France métropolitaine' }] as const
export type DeliveryCountry = (typeof deliveryCountries)[number]['value']
export const checkoutCountry: DeliveryCountry = 'FR'

/**
 * The postal codes of metropolitan France, Corsica (20xxx) included: the modes' delays hold there.
 * The overseas departments (97xxx), Monaco and the overseas collectivities (98xxx) are not served.
 */
const deliveredPostalCode = /^(?:0[1-9]|[1-8]\d|9[0-5])\d{3}$/

export function isDeliveredPostalCode(value: string): boolean {
  return deliveredPostalCode.test(value.replace(/\s/g, ''))
}

/** Orders placed before 14h30 on a working day leave the same day (the delivery page and FAQ say so). */
const sameDayDispatchBeforeMinutes = 14 * 60 + 30

/** A working-day delay a mode may promise. */
export const maxDeliveryDays = 30

/** How a request names a mode: its code, set by staff. */
export const deliveryModeCodeSchema = z
  .string({ error: deliveryMessages.unavailable })
  .max(60, { error: deliveryMessages.unavailable })
  .regex(slugPattern, { error: deliveryMessages.unavailable })

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** A mode as the shop offers it (`GET /api/catalogue-delivery-modes`), in display order. */
const deliveryModeSchema = z.object({
  code: z.string(),
  name: z.string(),
  priceCents: z.number().int().min(0),
  minDays: z.number().int().min(0),
  maxDays: z.number().int().min(0),
  description: z.string(),
})
export type DeliveryMode = z.infer<typeof deliveryModeSchema>
export const deliveryModesAnswerSchema = z.object({ modes: z.array(deliveryModeSchema) })
export type DeliveryModesAnswer = z.infer<typeof deliveryModesAnswerSchema>

/** The first and last day (YYYY-MM-DD, Paris) the parcel is expected. */
const deliveryEstimateSchema = z.object({ earliest: day, latest: day })
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>

/** A mode offered to an order placed now, with the period it would have. */
export const offeredDeliverySchema = deliveryModeSchema.extend(deliveryEstimateSchema.shape)
export type OfferedDelivery = z.infer<typeof offeredDeliverySchema>

/** The mode an order goes with: its name and price as charged, and its period. */
export const chosenDeliverySchema = deliveryModeSchema
  .pick({ code: true, name: true, minDays: true, maxDays: true })
  .extend({ shippingCents: z.number() })
  .extend(deliveryEstimateSchema.shape)
export type ChosenDelivery = z.infer<typeof chosenDeliverySchema>

/** An order's delivery as the customer's pages read it (amount in euros); null for an order placed before modes existed. */
export const orderDeliverySchema = z
  .object({ mode: z.string(), shipping_amount: z.number() })
  .extend(deliveryEstimateSchema.shape)
  .nullable()
export type OrderDelivery = z.infer<typeof orderDeliverySchema>

/** The day the parcel leaves: the order's own day before 14h30 on a working day, else the next working day. */
export function dispatchDay(orderedAt: Date): string {
  const today = parisDate(orderedAt)
  return isWorkingDay(today) && parisMinutes(orderedAt) < sameDayDispatchBeforeMinutes ? today : addWorkingDays(today, 1)
}

function periodFrom(leaves: string, mode: Pick<DeliveryMode, 'minDays' | 'maxDays'>): DeliveryEstimate {
  return { earliest: addWorkingDays(leaves, mode.minDays), latest: addWorkingDays(leaves, mode.maxDays) }
}

/** When a parcel sent by this mode for an order placed at `orderedAt` should arrive. */
export function deliveryEstimate(mode: Pick<DeliveryMode, 'minDays' | 'maxDays'>, orderedAt: Date): DeliveryEstimate {
  return periodFrom(dispatchDay(orderedAt), mode)
}

export type DeliveryChoice = { ok: true; delivery: ChosenDelivery } | { ok: false; error: string }

/**
 * The shop's one delivery rule: the mode asked for among those offered (the first offered when
 * none is asked for, so that a client that never asks keeps ordering), charged its price, with
 * its period from the order's time. A mode that is unknown, inactive or not offered is refused.
 */
export function chooseDelivery(offered: readonly DeliveryMode[], code: string | undefined, orderedAt: Date): DeliveryChoice {
  const mode = code === undefined ? offered[0] : offered.find((candidate) => candidate.code === code)
  if (!mode) return { ok: false, error: code === undefined ? deliveryMessages.noneOffered : deliveryMessages.unavailable }
  const { code: chosen, name, minDays, maxDays, priceCents } = mode
  return { ok: true, delivery: { code: chosen, name, minDays, maxDays, shippingCents: priceCents, ...deliveryEstimate(mode, orderedAt) } }
}

/** Every offered mode with its period for an order placed at `orderedAt` (the choice at /commande). */
export function offeredDeliveries(offered: readonly DeliveryMode[], orderedAt: Date): OfferedDelivery[] {
  const leaves = dispatchDay(orderedAt)
  return offered.map((mode) => ({ ...mode, ...periodFrom(leaves, mode) }))
}

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }))

/** '2026-12-01' → 'mardi 1er décembre' (French writes the first of the month 1er). */
export function formatDeliveryDay(value: string): string {
  return dayFormat()
    .format(new Date(`${value}T00:00:00Z`))
    .replace(/ 1 /, ' 1er ')
}

/** « Livraison estimée entre le mardi 1er décembre et le jeudi 3 décembre », or « le … » for a single day. */
export function deliveryPeriodText({ earliest, latest }: DeliveryEstimate): string {
  return earliest === latest
    ? `Livraison estimée le ${formatDeliveryDay(earliest)}`
    : `Livraison estimée entre le ${formatDeliveryDay(earliest)} et le ${formatDeliveryDay(latest)}`
}

/** 0 → 'Gratuite', 999 → '9,99 €'. */
export function deliveryPriceText(cents: number): string {
  return cents === 0 ? deliveryMessages.free : formatCents(cents)
}

/** An order still on its way: its estimated delivery is worth showing. */
export function awaitsDelivery(status: OrderStatus): boolean {
  return status === 'pending' || status === 'confirmed' || status === 'processing' || status === 'shipped'
}
