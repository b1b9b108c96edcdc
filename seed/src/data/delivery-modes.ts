import { checkoutCountry } from '@shop/domain/delivery'

/**
 * The delivery modes the shop opens with (spec catalogue-and-content §9: standard free in 2 to 3
 * working days, express 24 h at 9,99 €). A relay point is not offered: the shop has no relay
 * network to hand parcels to. Written once by the seed; afterwards the staff own them.
 */
export const deliveryModes = [
  {
    code: 'standard',
    name: 'Livraison standard',
    price: 0,
    minDays: 2,
    maxDays: 3,
    countries: [checkoutCountry],
    description: 'Expédition en lettre suivie, avec numéro de suivi envoyé par e-mail dès le départ du colis.',
    active: true,
    position: 1,
  },
  {
    code: 'express',
    name: 'Livraison express 24 h',
    price: 9.99,
    minDays: 1,
    maxDays: 1,
    countries: [checkoutCountry],
    description: 'Pour les commandes passées avant 14h30 un jour ouvré, livraison le jour ouvré suivant.',
    active: true,
    position: 2,
  },
]
