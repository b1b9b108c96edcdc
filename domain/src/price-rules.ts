/**
 * Price rules on the CMS price table, in integer cents. No zod here: the storefront's first
 * download uses them (the table's schema is in ./pricing.ts).
 */
import type { BackOptionId, ConsoleBackId, ConsoleProtectionId, ProtectionId } from './catalogue.ts'
import { toCents } from './money.ts'
import type { Pricing } from './pricing.ts'

const protectionKey = { 'hd-tpu': 'hdTpu', 'blue-light': 'blueLight', 'anti-spy': 'antiSpy' } as const
const backOptionKey = { integral: 'backIntegral', 'integral-photo': 'backIntegralPhoto' } as const

/** A protection's price in cents in a phone, tablet or laptop table. */
export function protectionPriceCents(table: Pricing['laptop'], protection: ProtectionId): number {
  return toCents(table[protectionKey[protection]])
}

/** A back option's price in cents in the phone or tablet table. */
export function backOptionPriceCents(table: Pricing['phone'], back: BackOptionId): number {
  return toCents(table[backOptionKey[back]])
}

const consoleProtectionKey = { hd: 'hd', blue_light: 'blueLight' } as const
const consoleBackKey = { basic: 'backBasic', photo: 'backPhoto' } as const

/** The names of these prices in the table (@shop/domain/sales names a price by its path). */
export const protectionField = (table: 'phone' | 'tablet' | 'laptop', protection: ProtectionId) => `${table}.${protectionKey[protection]}`
export const backOptionField = (table: 'phone' | 'tablet', back: BackOptionId) => `${table}.${backOptionKey[back]}`
export const consoleProtectionField = (protection: ConsoleProtectionId) => `console.${consoleProtectionKey[protection]}`
export const consoleBackField = (back: ConsoleBackId) => `console.${consoleBackKey[back]}`

export function consoleProtectionPriceCents(table: Pricing['console'], protection: ConsoleProtectionId): number {
  return toCents(table[consoleProtectionKey[protection]])
}

export function consoleBackPriceCents(table: Pricing['console'], back: ConsoleBackId): number {
  return toCents(table[consoleBackKey[back]])
}

/** What a model's price depends on besides the table: its protections (all when unknown), its kind. */
export type PricedModelFacts = { protections?: readonly ProtectionId[] | null; kind?: 'console' | 'controller' | null }

const allProtections: readonly ProtectionId[] = ['hd-tpu', 'blue-light', 'anti-spy']

/**
 * The lowest and highest starting price of a model of a catalogue collection, in cents: its
 * cheapest and dearest protection, the watch packs, a console's or controller's base, the car
 * protector. One rule for the cards, the search results and the category bands.
 */
export function modelPriceRangeCents(
  collection: 'phones' | 'tablets' | 'laptops' | 'watches' | 'consoles' | 'car-models',
  pricing: Pricing,
  model: PricedModelFacts = {},
): { fromCents: number; toCents: number } {
  const range = (cents: number[]) =>
    cents.length ? { fromCents: Math.min(...cents), toCents: Math.max(...cents) } : { fromCents: 0, toCents: 0 }
  switch (collection) {
    case 'phones':
    case 'tablets':
    case 'laptops': {
      const table = collection === 'phones' ? pricing.phone : collection === 'tablets' ? pricing.tablet : pricing.laptop
      return range((model.protections ?? allProtections).map((id) => protectionPriceCents(table, id)))
    }
    case 'watches':
      return range(pricing.watchPacks.map((pack) => toCents(pack.price)))
    case 'consoles':
      return range([toCents(model.kind === 'controller' ? pricing.console.controllerBase : pricing.console.consoleBase)])
    case 'car-models':
      return range([toCents(pricing.car.hdTpu)])
  }
}
