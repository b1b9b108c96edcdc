import { useExternalStore } from '../lib/external-store'
import { promoCodeStore } from '../stores/promo-code-store'

/** The promo code the cart carries (null without one), in sync with local storage and other tabs. */
export function usePromoCode(): [string | null, (code: string | null) => void] {
  return [useExternalStore(promoCodeStore), promoCodeStore.set]
}
