import { describe, expect, it } from 'vitest'

import { ApiError } from '../../../lib/api-client'
import { loginErrorMessage, registerErrorMessage, resetConfirmErrorMessage, resetRequestErrorMessage } from './auth-errors'

describe('auth error texts (spec core §8)', () => {
  it('prefers the server text, else the status text', () => {
    expect(loginErrorMessage(new ApiError(401, 'Identifiants incorrects', { fromServer: true }))).toBe('Identifiants incorrects')
    expect(loginErrorMessage(new ApiError(404, 'x'))).toBe('Compte introuvable')
    expect(loginErrorMessage(new ApiError(502, 'x'))).toBe('Erreur serveur. Réessayez plus tard.')
    expect(loginErrorMessage(new ApiError(418, 'x'))).toBe('Erreur de connexion inattendue')
    expect(registerErrorMessage(new ApiError(409, 'x'))).toBe('Un compte existe déjà avec cet email')
    expect(registerErrorMessage(new ApiError(429, 'x'))).toBe('Trop de tentatives. Attendez avant de réessayer.')
  })

  it('names network failures, aborts and the unexpected', () => {
    expect(loginErrorMessage(new ApiError(0, 'x'))).toBe('Impossible de contacter le serveur. Vérifiez votre connexion internet.')
    expect(registerErrorMessage(new DOMException('stop', 'AbortError'))).toBe('Création du compte interrompue. Réessayez.')
    expect(loginErrorMessage(new TypeError('boom'))).toBe('Erreur technique inattendue. Réessayez plus tard.')
    expect(registerErrorMessage(new TypeError('boom'))).toBe('Erreur technique lors de la création du compte. Réessayez plus tard.')
  })

  it('says « Email ou mot de passe incorrect » for a refusal whose text is empty', () => {
    expect(loginErrorMessage(new ApiError(401, '', { fromServer: true }))).toBe('Email ou mot de passe incorrect')
  })

  it('names an answer that said neither success nor what failed', () => {
    const unreadable = new ApiError(0, 'x', { kind: 'invalid-response' })
    expect(loginErrorMessage(unreadable)).toBe('Erreur de connexion inconnue')
    expect(registerErrorMessage(unreadable)).toBe('Erreur lors de la création du compte')
  })

  it('keeps the reset texts of the spec', () => {
    expect(resetRequestErrorMessage(new ApiError(500, 'x'))).toBe("Erreur lors de l'envoi des instructions")
    expect(resetRequestErrorMessage(new ApiError(0, 'x'))).toBe('Erreur de connexion. Réessayez plus tard.')
    expect(resetConfirmErrorMessage(new ApiError(500, 'x'))).toBe('Erreur lors de la réinitialisation')
    expect(resetConfirmErrorMessage(new ApiError(400, 'Lien expiré', { fromServer: true }))).toBe('Lien expiré')
  })
})
