import type { ConsoleSeed } from '../types.ts'
import { rows } from './table.ts'

// brand | kind | name | year | what the film protects
const table = `
Nintendo | console | Nintendo Switch 2 | 2025 | l'écran LCD de 7,9 pouces
Nintendo | console | Nintendo Switch OLED | 2021 | l'écran OLED de 7 pouces
Nintendo | console | Nintendo Switch | 2017 | l'écran de 6,2 pouces
Nintendo | console | Nintendo Switch Lite | 2019 | l'écran de 5,5 pouces
Nintendo | console | Nintendo 3DS XL | 2015 | les deux écrans
PlayStation | console | PlayStation Portal | 2023 | l'écran LCD de 8 pouces
PlayStation | console | PlayStation Vita | 2012 | l'écran OLED de 5 pouces
Steam | console | Steam Deck OLED | 2023 | l'écran HDR OLED de 7,4 pouces
Steam | console | Steam Deck LCD | 2022 | l'écran LCD de 7 pouces
Xbox | console | ROG Xbox Ally X | 2025 | l'écran IPS de 7 pouces
Xbox | console | ROG Xbox Ally | 2025 | l'écran IPS de 7 pouces
Nintendo | controller | Manette Nintendo Switch Pro | 2017 | la coque et les poignées
Nintendo | controller | Joy-Con (paire) | 2017 | les faces avant des deux Joy-Con
Nintendo | controller | Joy-Con 2 (paire) | 2025 | les faces avant des deux Joy-Con 2
Nintendo | controller | Manette Nintendo Switch 2 Pro | 2025 | la coque et les poignées
PlayStation | controller | DualSense | 2020 | la coque et le pavé tactile
PlayStation | controller | DualSense Edge | 2023 | la coque et le pavé tactile
PlayStation | controller | DualShock 4 | 2013 | la coque et le pavé tactile
Xbox | controller | Manette sans fil Xbox | 2020 | la coque et les gâchettes
Xbox | controller | Manette Xbox Elite Series 2 | 2019 | la coque et les poignées
Xbox | controller | Manette Xbox Elite Series 2 Core | 2022 | la coque et les poignées
Xbox | controller | Manette sans fil Xbox Adaptive | 2018 | le plateau supérieur
Steam | controller | Steam Controller | 2015 | la coque et les pavés tactiles
Steam | controller | Steam Controller (2e génération) | 2025 | la coque et les pavés tactiles
`

export const consoles: ConsoleSeed[] = rows(table).map(([brand = '', kind = '', name = '', year = '', surface = '']) => ({
  name,
  brand: brand as ConsoleSeed['brand'],
  kind: kind as ConsoleSeed['kind'],
  year: Number(year),
  description:
    kind === 'console'
      ? `Protection hydrogel pour ${surface}, sans gêner les commandes ni le dock.`
      : `Skin de protection pour ${surface}, personnalisable avec votre photo.`,
}))
