/**
 * French VAT on the shop's prices, which are all TTC (tax included) at the standard 20 % rate.
 * Amounts are integer cents; the tax is taken out of a TTC amount, rounded to the cent, and the
 * HT amount is what remains, so that HT + TVA always equals the TTC the customer paid.
 */
export const vatRatePercent = 20

export type VatBreakdown = { ratePercent: number; htCents: number; vatCents: number; ttcCents: number }

export function vatIncluded(ttcCents: number, ratePercent = vatRatePercent): VatBreakdown {
  const vatCents = Math.round((ttcCents * ratePercent) / (100 + ratePercent))
  return { ratePercent, htCents: ttcCents - vatCents, vatCents, ttcCents }
}
