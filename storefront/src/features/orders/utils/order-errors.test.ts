import { describe, expect, it } from 'vitest'

import { ApiError, invalidResponse } from '../../../lib/api-client'
import { cancelError, invoiceDownloadError, ordersLoadError } from './order-errors'

describe('orders page error texts (spec core §8)', () => {
  it('prefers the server text when loading the orders', () => {
    expect(ordersLoadError(new ApiError(401, 'Session invalide', { fromServer: true }))).toBe('Session invalide')
    expect(ordersLoadError(new ApiError(0, 'x'))).toBe('Erreur de connexion au serveur')
    expect(ordersLoadError(new ApiError(500, 'x'))).toBe('Erreur lors du chargement des commandes')
    expect(ordersLoadError(new ApiError(502, 'x', { statusText: 'Bad Gateway' }))).toBe('Erreur 502: Bad Gateway')
    expect(ordersLoadError(invalidResponse())).toBe('Erreur lors du chargement des commandes')
  })

  it('tells a refused cancellation from an unexpected failure', () => {
    const refused = new ApiError(409, 'Cette commande ne peut plus être annulée.', { fromServer: true })
    expect(cancelError(refused)).toBe('Cette commande ne peut plus être annulée.')
    expect(cancelError(new ApiError(0, 'x'))).toBe("Erreur lors de l'annulation")
    expect(cancelError(new TypeError('boom'))).toBe('Erreur inattendue')
    expect(invoiceDownloadError(new ApiError(502, 'x'))).toBe('Erreur lors du téléchargement de la facture')
  })
})
