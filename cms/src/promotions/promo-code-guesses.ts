import type { Payload } from 'payload'

import { promoCodeGuessesPerClient, promoMessages } from '@shop/domain/promotions'

import { countGuess, refuseWhenFull } from '../security/full-limits.ts'
import { findActivePromoCode } from './promo-codes.ts'

/**
 * Codes are not to be guessed, by a quote or by a checkout: each unknown one a client tries
 * counts; once its guesses are used up, a code that exists is refused as well (429), so that the
 * answer does not tell it apart. `clientKey`: the caller's network (http/client-key.ts).
 */
export async function holdBackGuesses(payload: Payload, clientKey: string, promoCode: string): Promise<void> {
  const guesses = { scope: 'promo-code-ip', key: clientKey, max: promoCodeGuessesPerClient }
  if (await findActivePromoCode(payload, promoCode)) await refuseWhenFull(payload, guesses, promoMessages.tooManyTries)
  else await countGuess(payload, guesses, promoMessages.tooManyTries)
}
