import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '../payload-types.ts'
import { missingSellerMentions } from './seller.ts'

const complete = {
  phone: '01 84 60 12 34',
  publicationDirector: 'Camille Martin',
  host: { name: 'OVH SAS', address: '2 rue Kellermann\n59100 Roubaix', phone: '1007' },
  mediator: { name: 'CM2C' },
} as SiteSetting

describe('the mentions production wants before taking an order', () => {
  it('names each one the settings leave empty or blank', () => {
    expect(missingSellerMentions(complete)).toEqual([])
    expect(
      missingSellerMentions({ ...complete, phone: null, publicationDirector: '  ', host: { ...complete.host, address: '' }, mediator: {} }),
    ).toEqual(['Téléphone', 'Directeur de la publication', 'Hébergeur (adresse)', 'Médiateur de la consommation (nom)'])
  })
})
