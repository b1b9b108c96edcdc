import { checkoutCountry } from '@shop/domain/delivery'

/**
 * The delivery modes the shop opens with (spec catalogue-and-content §9: standard free in 2 to 3
 * working days, express at 9,99 € the next working day: not « 24 h », which a Friday-afternoon order
 * delivered on Tuesday would belie). A relay point is not offered: the shop has no relay
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
    name: 'Livraison express',
    price: 9.99,
    minDays: 1,
    maxDays: 1,
    countries: [checkoutCountry],
    description:
      'Expédiée le jour même pour une commande passée avant 14h30 un jour ouvré, sinon le jour ouvré suivant ; livrée le jour ouvré qui suit l’expédition. La date estimée est affichée avant la commande.',
    active: true,
    position: 2,
  },
]
