import type { ComponentType, SVGProps } from 'react'

import type { FaqCategory } from '@shop/domain/catalogue'

import { ClockIcon, LayersIcon, PhoneIcon, ShieldIcon, TruckIcon, WrenchIcon } from '../../../components/ui/icons'

/** The icon and the sentence under each category's heading in the grouped view (spec catalogue §2). */
export const faqCategoryDetails: Record<FaqCategory, { Icon: ComponentType<SVGProps<SVGSVGElement>>; intro: string }> = {
  installation: { Icon: WrenchIcon, intro: 'Poser votre protection sans bulles ni poussières, étape par étape.' },
  durabilite: { Icon: ClockIcon, intro: 'Combien de temps dure votre protection et comment la garder intacte.' },
  'types-produits': { Icon: LayersIcon, intro: 'Hydrogel HD, anti-lumière bleue, anti-espion : choisir la protection qui vous convient.' },
  garantie: { Icon: ShieldIcon, intro: 'Ce que couvre notre garantie et comment en bénéficier.' },
  'commande-livraison': { Icon: TruckIcon, intro: 'Paiement, expédition, suivi et retours de vos commandes.' },
  utilisation: { Icon: PhoneIcon, intro: 'Vivre au quotidien avec votre écran protégé.' },
}
