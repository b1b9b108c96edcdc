import { describe, expect, it } from 'vitest'

import { orderMessages } from '@shop/domain/orders'

import { ApiError, invalidResponse } from '../../../lib/api-client'
import { checkoutErrors } from './checkout-errors'

describe('checkout error list (spec core §8)', () => {
  it('says when to retry after too many tries', () => {
    const error = new ApiError(429, 'Trop de requêtes.', { retryAfter: 42, fromServer: true })
    expect(checkoutErrors(error, orderMessages.validationFailed)).toEqual(['Trop de requêtes. Réessayez dans 42 secondes.'])
  })

  it('lists the details, else the error, else the fallback', () => {
    const details = ['Le nom est requis', 'La ville est requise']
    expect(checkoutErrors(new ApiError(400, 'Données invalides', { details, fromServer: true }), orderMessages.validationFailed)).toEqual(
      details,
    )
    expect(checkoutErrors(new ApiError(400, 'Données invalides', { fromServer: true }), orderMessages.validationFailed)).toEqual([
      'Données invalides',
    ])
    expect(checkoutErrors(new ApiError(400, 'x'), orderMessages.validationFailed)).toEqual(['Erreur de validation'])
  })

  it('turns a missing or unreadable answer into the checkout failure', () => {
    const failed = ['Erreur lors du traitement de votre commande. Veuillez réessayer.']
    expect(checkoutErrors(new ApiError(0, 'x'), orderMessages.validationFailed)).toEqual(failed)
    expect(checkoutErrors(invalidResponse(), orderMessages.validationFailed)).toEqual(failed)
    expect(checkoutErrors(new TypeError('boom'), orderMessages.validationFailed)).toEqual(failed)
  })
})
