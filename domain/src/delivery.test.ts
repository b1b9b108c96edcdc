import { describe, expect, it } from 'vitest'

import {
  chooseDelivery,
  deliveryEstimate,
  deliveryMessages,
  deliveryPeriodText,
  deliveryPriceText,
  dispatchDay,
  formatDeliveryDay,
  isDeliveredPostalCode,
  type DeliveryMode,
} from './delivery.ts'
import { deliveryDelayText } from './shop-promises.ts'
import { formatCents } from './money.ts'

const standard: DeliveryMode = { code: 'standard', name: 'Livraison standard', priceCents: 0, minDays: 2, maxDays: 3, description: '' }
const express: DeliveryMode = { code: 'express', name: 'Livraison express 24 h', priceCents: 999, minDays: 1, maxDays: 1, description: '' }

// Paris is UTC+1 in winter: 13:29 UTC is 14:29 in Paris.
const thursdayMorning = new Date('2026-12-03T09:00:00Z')

describe('dispatchDay', () => {
  it('is the same working day before 14h30 in Paris, the next working day after', () => {
    expect(dispatchDay(new Date('2026-12-03T13:29:00Z'))).toBe('2026-12-03')
    expect(dispatchDay(new Date('2026-12-03T13:30:00Z'))).toBe('2026-12-04')
    expect(dispatchDay(new Date('2026-12-04T15:00:00Z'))).toBe('2026-12-07') // Friday afternoon: Monday
    expect(dispatchDay(new Date('2026-12-05T09:00:00Z'))).toBe('2026-12-07') // Saturday morning: Monday
    expect(dispatchDay(new Date('2026-12-24T12:00:00Z'))).toBe('2026-12-24')
    expect(dispatchDay(new Date('2026-12-24T14:00:00Z'))).toBe('2026-12-28') // past Christmas and the weekend
  })
})

describe('deliveryEstimate', () => {
  it('counts the mode’s working days from the day the parcel leaves', () => {
    expect(deliveryEstimate(standard, thursdayMorning)).toEqual({ earliest: '2026-12-07', latest: '2026-12-08' })
    expect(deliveryEstimate(express, thursdayMorning)).toEqual({ earliest: '2026-12-04', latest: '2026-12-04' })
    // Ordered on Friday 1 May 2026 (a holiday): leaves Monday 4, express on Tuesday 5.
    expect(deliveryEstimate(express, new Date('2026-05-01T08:00:00Z'))).toEqual({ earliest: '2026-05-05', latest: '2026-05-05' })
  })
})

describe('chooseDelivery', () => {
  const offered = [standard, express]

  it('charges the chosen mode its price, with its period', () => {
    expect(chooseDelivery(offered, 'express', thursdayMorning)).toEqual({
      ok: true,
      delivery: {
        code: 'express',
        name: 'Livraison express 24 h',
        minDays: 1,
        maxDays: 1,
        shippingCents: 999,
        earliest: '2026-12-04',
        latest: '2026-12-04',
      },
    })
  })

  it('takes the first offered mode when none is asked for', () => {
    expect(chooseDelivery(offered, undefined, thursdayMorning)).toMatchObject({
      ok: true,
      delivery: { code: 'standard', shippingCents: 0 },
    })
  })

  it('refuses a mode that is not offered, and says when none is', () => {
    expect(chooseDelivery(offered, 'teleportation', thursdayMorning)).toEqual({ ok: false, error: deliveryMessages.unavailable })
    expect(chooseDelivery([], undefined, thursdayMorning)).toEqual({ ok: false, error: deliveryMessages.noneOffered })
  })
})

describe('isDeliveredPostalCode', () => {
  it('takes metropolitan France and Corsica, not the overseas departments nor Monaco', () => {
    expect(['75011', '01000', '20000', '20 200', '95880'].filter(isDeliveredPostalCode)).toEqual([
      '75011',
      '01000',
      '20000',
      '20 200',
      '95880',
    ])
    expect(['97400', '97100', '98000', '98800', '00100', '7501', 'SW1A 1AA'].filter(isDeliveredPostalCode)).toEqual([])
  })
})

describe('texts', () => {
  it('writes the period, the delay and the price in French', () => {
    expect(formatDeliveryDay('2026-12-01')).toBe('mardi 1er décembre')
    expect(formatDeliveryDay('2026-12-11')).toBe('vendredi 11 décembre')
    expect(deliveryPeriodText({ earliest: '2026-12-07', latest: '2026-12-08' })).toBe(
      'Livraison estimée entre le lundi 7 décembre et le mardi 8 décembre',
    )
    expect(deliveryPeriodText({ earliest: '2026-12-04', latest: '2026-12-04' })).toBe('Livraison estimée le vendredi 4 décembre')
    expect(deliveryDelayText(standard)).toBe('2 à 3 jours ouvrés')
    expect(deliveryDelayText(express)).toBe('1 jour ouvré')
    expect(deliveryPriceText(0)).toBe('Gratuite')
    expect(deliveryPriceText(999)).toBe(formatCents(999))
  })
})
