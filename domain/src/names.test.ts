import { describe, expect, it } from 'vitest'

import { displayName, greetingName, splitName, splitNameKeeping } from './names.ts'

describe('names (spec core §3)', () => {
  it('shows first and last name, else the e-mail before @, else Utilisateur', () => {
    expect(displayName({ first_name: 'Léa', last_name: 'Martin', email: 'lea@x.fr' })).toBe('Léa Martin')
    expect(displayName({ first_name: '', last_name: null, email: 'lea.martin@x.fr' })).toBe('lea.martin')
    expect(displayName({})).toBe('Utilisateur')
  })

  it('splits a full name at the first space', () => {
    expect(splitName('  Jean-Pierre de la Tour ')).toEqual({ firstName: 'Jean-Pierre', lastName: 'de la Tour' })
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' })
  })

  it('greets by name, else by the whole e-mail when the display name is only a fallback', () => {
    expect(greetingName({ name: 'Léa Martin', email: 'lea@x.fr' })).toBe('Léa Martin')
    expect(greetingName({ name: 'lea.martin', email: 'lea.martin@x.fr' })).toBe('lea.martin@x.fr')
    expect(greetingName({ name: 'Utilisateur', email: 'lea@x.fr' })).toBe('lea@x.fr')
  })

  it('keeps the stored first and last name when the full name is saved again', () => {
    const stored = { firstName: 'Marie Claire', lastName: 'Dupont' }
    expect(splitNameKeeping('Marie Claire Dupont', stored)).toEqual(stored)
    expect(splitNameKeeping('  Marie   Claire  Dupont ', stored)).toEqual(stored)
    expect(splitNameKeeping('Marie Claire Martin', stored)).toEqual({ firstName: 'Marie Claire', lastName: 'Martin' })
    expect(splitNameKeeping('Anne Dupont', stored)).toEqual({ firstName: 'Anne', lastName: 'Dupont' })
    expect(splitNameKeeping('Jean Paul Durand', stored)).toEqual({ firstName: 'Jean', lastName: 'Paul Durand' })
    expect(splitNameKeeping('Jean Durand', { firstName: '', lastName: '' })).toEqual({ firstName: 'Jean', lastName: 'Durand' })
  })
})
