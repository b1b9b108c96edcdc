/**
 * Sale prices: staff schedule a reduction in percent on a protection type, a category or a model;
 * the shop records every price it applies (the price table's changes and the sales' runs) and
 * derives from them, per price, its history and the reference of L112-1-1 (./reference-price.ts).
 * No zod here: the catalogue's dialogs use these rules (the answer's schema is in ./pricing.ts).
 */
import type { CatalogueCollection, ProtectionId } from './catalogue.ts'
import { toCents } from './money.ts'
import type { Pricing } from './pricing.ts'
import { appliedPriceAt, referencePriceCents, type AppliedPrice } from './reference-price.ts'

export const saleTargetKinds = ['protection', 'category', 'model'] as const
export type SaleTargetKind = (typeof saleTargetKinds)[number]

/** What a sale reduces: a protection type wherever it is sold, every price of a category, or one model's. */
export type SaleTarget =
  | { kind: 'protection'; protection: ProtectionId }
  | { kind: 'category'; collection: CatalogueCollection }
  | { kind: 'model'; collection: CatalogueCollection; slug: string }

export const saleRules = { minPercent: 1, maxPercent: 90 } as const

export const saleMessages = {
  percentInvalid: `La remise doit être un nombre entier de ${saleRules.minPercent} à ${saleRules.maxPercent} %.`,
  endBeforeStart: 'La fin de la promotion doit être après son début.',
  protectionRequired: 'Choisissez le type de protection en promotion.',
  categoryRequired: 'Choisissez la catégorie en promotion.',
  modelRequired: 'Choisissez le modèle en promotion.',
  referenceNotice: 'Prix de référence : le plus bas des 30 derniers jours',
} as const

/** A price of the table, named by its path: 'phone.hdTpu', 'console.consoleBase', 'watchPacks.pack-6'. */
export type PriceField = string

/** The model a price is asked for, as '<collection>/<slug>'. */
export type ModelKey = `${CatalogueCollection}/${string}`

export const modelKey = (collection: CatalogueCollection, slug: string): ModelKey => `${collection}/${slug}`

const tableCollections = {
  phone: 'phones',
  tablet: 'tablets',
  laptop: 'laptops',
  console: 'consoles',
  watchPacks: 'watches',
  car: 'car-models',
} as const satisfies Record<keyof Pricing, CatalogueCollection>

/** Which protection type a field of the table sells, if any (a console's HD film is the HD TPU's kin). */
const fieldProtections: Record<string, ProtectionId> = {
  hdTpu: 'hd-tpu',
  hd: 'hd-tpu',
  blueLight: 'blue-light',
  antiSpy: 'anti-spy',
}

/** Every price of the table by field, in cents. */
export function priceFields(pricing: Pricing): Map<PriceField, number> {
  const fields = new Map<PriceField, number>()
  for (const [table, prices] of Object.entries(pricing) as [keyof Pricing, unknown][]) {
    if (table === 'watchPacks') for (const pack of pricing.watchPacks) fields.set(`watchPacks.${pack.type}`, toCents(pack.price))
    else for (const [name, euros] of Object.entries(prices as Record<string, number>)) fields.set(`${table}.${name}`, toCents(euros))
  }
  return fields
}

function fieldCollection(field: PriceField): CatalogueCollection | undefined {
  return tableCollections[field.split('.')[0] as keyof Pricing]
}

/** Whether a sale on `target` reduces `field`, for `model` (null: the price of the whole category). */
export function saleCovers(target: SaleTarget, field: PriceField, model: ModelKey | null): boolean {
  switch (target.kind) {
    case 'protection':
      return fieldProtections[field.split('.')[1] ?? ''] === target.protection
    case 'category':
      return fieldCollection(field) === target.collection
    case 'model':
      return model === modelKey(target.collection, target.slug) && fieldCollection(field) === target.collection
  }
}

/** A price the staff saved in the table, applied from `from`. */
export type PriceChange = { field: PriceField; from: Date; cents: number }

/** A sale as it was applied: from its start to its end (null while it runs), with its percent. */
export type SaleRun = { percent: number; target: SaleTarget; from: Date; to: Date | null; until: Date | null }

const reducedCents = (cents: number, percent: number): number => Math.round((cents * (100 - percent)) / 100)

/** The deepest reduction running at `at` on this price; 0 when none. */
function percentAt(runs: readonly SaleRun[], field: PriceField, model: ModelKey | null, at: Date): number {
  let best = 0
  for (const run of runs) {
    if (run.from <= at && (run.to === null || at < run.to) && saleCovers(run.target, field, model)) best = Math.max(best, run.percent)
  }
  return best
}

/**
 * The prices applied to one price of one model (or of the category), from the table's changes and
 * the sales' runs: an entry at each change, start and end, the same price in a row counted once.
 * A price whose first change was never recorded has been applied since before the records.
 */
export function appliedHistory(
  field: PriceField,
  model: ModelKey | null,
  changes: readonly PriceChange[],
  runs: readonly SaleRun[],
): AppliedPrice[] {
  const own = changes.filter((change) => change.field === field).sort((a, b) => a.from.getTime() - b.from.getTime())
  const covering = runs.filter((run) => saleCovers(run.target, field, model))
  const moments = [...own.map((change) => change.from), ...covering.flatMap((run) => (run.to ? [run.from, run.to] : [run.from]))]
  const times = [...new Set(moments.map((moment) => moment.getTime()))].sort((a, b) => a - b)
  const history: AppliedPrice[] = []
  for (const time of times) {
    const at = new Date(time)
    const base = own.findLast((change) => change.from <= at)
    if (!base) continue
    const percent = percentAt(covering, field, model, at)
    const entry = { from: at, cents: reducedCents(base.cents, percent), onSale: percent > 0 }
    const last = history.at(-1)
    if (!last || last.cents !== entry.cents || last.onSale !== entry.onSale) history.push(entry)
  }
  return history
}

/**
 * A price on sale now: what it costs, its reference (null when nothing was sold at another price
 * in the 30 days before: the reduction is then not announced) and when the sale is to end.
 */
export type SaleOffer = {
  field: PriceField
  model: string | null
  percent: number
  cents: number
  referenceCents: number | null
  until: string | null
}

/**
 * The offers at `now`: every price a running sale reduces, for the whole category, and for each
 * model a model's sale reduces or reduced within the records (its history is its own).
 */
export function saleOffers(pricing: Pricing, changes: readonly PriceChange[], runs: readonly SaleRun[], now: Date): SaleOffer[] {
  const fields = priceFields(pricing)
  // The current table is the last change of a field whose changes were never recorded.
  const recorded = new Set(changes.map((change) => change.field))
  const allChanges = [
    ...changes,
    ...[...fields].filter(([field]) => !recorded.has(field)).map(([field, cents]) => ({ field, cents, from: new Date(0) })),
  ]
  const running = runs.filter((run) => run.from <= now && (run.to === null || now < run.to))
  if (running.length === 0) return []
  const models = [
    ...new Set(runs.flatMap((run) => (run.target.kind === 'model' ? [modelKey(run.target.collection, run.target.slug)] : []))),
  ]
  const offers: SaleOffer[] = []
  for (const model of [null, ...models]) {
    for (const field of fields.keys()) {
      if (!running.some((run) => saleCovers(run.target, field, model))) continue
      const history = appliedHistory(field, model, allChanges, runs)
      const current = appliedPriceAt(history, now)
      if (!current?.onSale) continue
      const percent = percentAt(running, field, model, now)
      const ends = running.filter((run) => saleCovers(run.target, field, model) && run.percent === percent && run.until)
      const until = ends.length ? new Date(Math.min(...ends.map((run) => run.until!.getTime()))).toISOString() : null
      offers.push({ field, model, percent, cents: current.cents, referenceCents: referencePriceCents(history, now), until })
    }
  }
  return offers
}

/** The offer on this price for this model: the model's own, else the category's. */
export function offerFor(offers: readonly SaleOffer[], field: PriceField, model: string | null): SaleOffer | undefined {
  return (
    offers.find((offer) => offer.field === field && offer.model === model) ??
    offers.find((offer) => offer.field === field && offer.model === null)
  )
}

/** The price table as it applies to one model now: every price on sale replaced by its sale price. */
export function pricingFor(pricing: Pricing, offers: readonly SaleOffer[], model: string | null): Pricing {
  if (offers.length === 0) return pricing
  const euros = (field: PriceField, current: number) => {
    const offer = offerFor(offers, field, model)
    return offer ? offer.cents / 100 : current
  }
  const table = <T extends Record<string, number>>(name: string, prices: T): T =>
    Object.fromEntries(Object.entries(prices).map(([key, value]) => [key, euros(`${name}.${key}`, value)])) as T
  return {
    phone: table('phone', pricing.phone),
    tablet: table('tablet', pricing.tablet),
    laptop: table('laptop', pricing.laptop),
    console: table('console', pricing.console),
    car: table('car', pricing.car),
    watchPacks: pricing.watchPacks.map((pack) => ({ ...pack, price: euros(`watchPacks.${pack.type}`, pack.price) })),
  }
}

/**
 * The offer on this price if the shop may announce it as a reduction: its reference is known and
 * above the price. `announcedPercent` is the reduction measured from that reference, the price
 * shown crossed out (L112-1-1; the CJEU, C-330/23 Aldi Süd, reads the same rule into the
 * percentage announced): it differs from the sale's own rate on the list price when an earlier
 * reduction of the 30 days lowered the reference.
 */
export function announcedReduction(
  offers: readonly SaleOffer[],
  field: PriceField,
  model: string | null,
): (SaleOffer & { referenceCents: number; announcedPercent: number }) | null {
  const offer = offerFor(offers, field, model)
  if (!offer || offer.referenceCents === null || offer.referenceCents <= offer.cents) return null
  const announcedPercent = Math.round(((offer.referenceCents - offer.cents) / offer.referenceCents) * 100)
  return { ...offer, referenceCents: offer.referenceCents, announcedPercent }
}

/** When the earliest of the reductions on these prices ends (schema.org's priceValidUntil); null when none runs. */
export function saleEnd(offers: readonly SaleOffer[], fields: readonly PriceField[], model: string | null): string | null {
  const ends = fields.flatMap((field) => offerFor(offers, field, model)?.until ?? [])
  return ends.length ? ends.reduce((earliest, until) => (until < earliest ? until : earliest)) : null
}

/** The fields of the table a catalogue collection's models are priced from. */
export function fieldsOf(pricing: Pricing, collection: CatalogueCollection): PriceField[] {
  return [...priceFields(pricing).keys()].filter((field) => fieldCollection(field) === collection)
}
