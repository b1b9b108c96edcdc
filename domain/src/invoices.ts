import * as z from 'zod'

import './zod-french.ts'

/**
 * Invoices and credit notes (avoirs) share one unbroken sequence per calendar year of Paris,
 * `FA-YYYY-NNNNNN` (Code de commerce R123-237: a chronological numbering without gaps).
 */
export const invoiceKinds = ['invoice', 'credit_note'] as const
export type InvoiceKind = (typeof invoiceKinds)[number]

export const invoiceKindLabels: Record<InvoiceKind, string> = { invoice: 'Facture', credit_note: 'Avoir' }

/**
 * What an invoice covers: an invoice and a full credit note the whole order; a credit note may
 * also cover the articles of a withdrawal from part of the order, and later what that withdrawal
 * left (when the rest is refunded too). One of each per order.
 */
export const invoiceScopes = ['order', 'withdrawal', 'rest'] as const
export type InvoiceScope = (typeof invoiceScopes)[number]

export const invoiceScopeLabels: Record<InvoiceScope, string> = {
  order: 'Toute la commande',
  // A claim refunded under the warranty credits its articles the same way (cms dashboard/tickets/settle-claim.ts).
  withdrawal: "Articles d'une rétractation ou d'une garantie",
  rest: 'Reste de la commande après un remboursement partiel',
}

export const invoiceMessages = {
  invoiceNotFound: 'Facture introuvable',
  legalFormRequired: 'Indiquez la forme juridique (ex. SAS au capital de 1 000 €).',
  siretInvalid: 'Le SIRET doit comporter 14 chiffres, sans espaces, et être un numéro valide.',
  vatNumberInvalid: "Le numéro de TVA intracommunautaire s'écrit FR suivi de 11 caractères (ex. FR65912345675).",
} as const

export const invoiceNumberPattern = /^FA-(\d{4})-(\d{6})$/

export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`invoice sequence out of range: ${sequence}`)
  }
  return `FA-${year}-${String(sequence).padStart(6, '0')}`
}

/** Luhn's checksum, which every SIREN and SIRET satisfies (La Poste's establishments aside). */
function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

export const legalFormSchema = z
  .string({ error: invoiceMessages.legalFormRequired })
  .trim()
  .min(1, { error: invoiceMessages.legalFormRequired })
  .max(120)

export const siretSchema = z
  .string({ error: invoiceMessages.siretInvalid })
  .regex(/^\d{14}$/, { error: invoiceMessages.siretInvalid })
  .refine(passesLuhn, { error: invoiceMessages.siretInvalid })

/** FR, a two-digit key computed from the SIREN (or two letters for some bodies), then the SIREN. */
export const vatNumberSchema = z
  .string({ error: invoiceMessages.vatNumberInvalid })
  .regex(/^FR[0-9A-Z]{2}\d{9}$/, { error: invoiceMessages.vatNumberInvalid })
  .refine(
    (value) => {
      const key = value.slice(2, 4)
      if (!/^\d{2}$/.test(key)) return true
      return Number(key) === (12 + 3 * (Number(value.slice(4)) % 97)) % 97
    },
    { error: invoiceMessages.vatNumberInvalid },
  )
