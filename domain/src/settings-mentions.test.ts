import { describe, expect, it } from 'vitest'

import { namesSettingsMentions, withSettingsMentions, type SettingsMentions } from './settings-mentions.ts'

const identity: SettingsMentions = {
  paymentMethods: ['card', 'paypal'],
  phone: '01 84 60 12 34',
  publicationDirector: 'Camille Martin',
  host: { name: 'OVH SAS', address: '2 rue Kellermann\n59100 Roubaix\nFrance', phone: '+33 9 72 10 10 07' },
  mediator: { name: 'CM2C', address: '49 rue de Ponthieu\n75008 Paris', website: 'https://www.cm2c.net' },
  emailReplyDelay: '48h',
  submissionRetentionMonths: 24,
  warrantyDays: 60,
  deliveryModes: [
    { code: 'standard', name: 'Livraison standard', priceCents: 199, minDays: 2, maxDays: 3, description: '' },
    { code: 'express', name: 'Livraison express', priceCents: 999, minDays: 1, maxDays: 1, description: '' },
  ],
}

describe('the seller’s mentions in the shop’s texts', () => {
  it('replaces every placeholder by the settings’ value', () => {
    expect(
      withSettingsMentions(
        'Tél. {téléphone}. Directeur : {directeur de la publication}. Hébergeur : {hébergeur}. Médiateur : {médiateur}. Vous réglez par {moyens de paiement}. Ou {moyens de paiement}. Réponse {délai de réponse}, conservée {conservation des demandes}. Garantie {durée de garantie}. {modes de livraison}.',
        identity,
      ),
    ).toBe(
      'Tél. 01 84 60 12 34. Directeur : Camille Martin. Hébergeur : OVH SAS, 2 rue Kellermann, 59100 Roubaix, France, tél. +33 9 72 10 10 07. Médiateur : CM2C, 49 rue de Ponthieu, 75008 Paris, https://www.cm2c.net. Vous réglez par la carte bancaire (CB, Visa, Mastercard, American Express) ou PayPal. Ou la carte bancaire (CB, Visa, Mastercard, American Express) ou PayPal. Réponse sous 48h, conservée 24 mois. Garantie 60 jours. Livraison standard : 1,99\u00a0€, en 2 à 3 jours ouvrés ; Livraison express : 9,99\u00a0€, en 1 jour ouvré.',
    )
  })

  it('says a mention is missing rather than leave a placeholder', () => {
    expect(withSettingsMentions('Tél. {téléphone} ; hébergeur {hébergeur}.', { ...identity, phone: null, host: { name: null } })).toBe(
      'Tél. (non renseigné) ; hébergeur (non renseigné).',
    )
  })

  it('leaves other texts alone', () => {
    expect(namesSettingsMentions('Rien à remplacer.')).toBe(false)
    expect(withSettingsMentions('Rien à remplacer.', identity)).toBe('Rien à remplacer.')
  })
})
