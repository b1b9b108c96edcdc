import { describe, expect, it } from 'vitest'

import { satisfactionTokenPattern } from '@shop/domain/satisfaction'

import { readSatisfactionToken, satisfactionToken } from './satisfaction-token.ts'

const secret = 'un-secret-de-test-de-32-caracteres-au-moins'

describe('satisfaction tokens', () => {
  it('carry their order and rating, in the shape the request schema accepts', () => {
    const token = satisfactionToken(secret, 42, 4)
    expect(token).toMatch(satisfactionTokenPattern)
    expect(readSatisfactionToken(secret, token)).toEqual({ orderId: 42, rating: 4 })
  })

  it('are refused once changed, or signed with another secret', () => {
    const [id, , signature] = satisfactionToken(secret, 42, 4).split('.')
    expect(readSatisfactionToken(secret, `${id}.5.${signature}`)).toBeNull()
    expect(readSatisfactionToken(secret, `43.4.${signature}`)).toBeNull()
    expect(readSatisfactionToken(`${secret}!`, satisfactionToken(secret, 42, 4))).toBeNull()
    expect(readSatisfactionToken(secret, `42.6.${signature}`)).toBeNull()
  })
})
