import type { TabletSeed } from '../types.ts'
import { frenchNumber, rows } from './table.ts'

// brand | model | year | screen (inches) | panel | popular
const table = `
Apple | iPad Pro 13 pouces (M4) | 2024 | 13 | Ultra Retina XDR OLED | popular
Apple | iPad Pro 11 pouces (M4) | 2024 | 11 | Ultra Retina XDR OLED
Apple | iPad Pro 12,9 pouces (6e génération) | 2022 | 12.9 | Liquid Retina XDR
Apple | iPad Pro 11 pouces (4e génération) | 2022 | 11 | Liquid Retina
Apple | iPad Pro 12,9 pouces (5e génération) | 2021 | 12.9 | Liquid Retina XDR
Apple | iPad Pro 11 pouces (3e génération) | 2021 | 11 | Liquid Retina
Apple | iPad Air 13 pouces (M3) | 2025 | 13 | Liquid Retina
Apple | iPad Air 11 pouces (M3) | 2025 | 11 | Liquid Retina | popular
Apple | iPad Air 13 pouces (M2) | 2024 | 13 | Liquid Retina
Apple | iPad Air 11 pouces (M2) | 2024 | 11 | Liquid Retina
Apple | iPad Air (5e génération) | 2022 | 10.9 | Liquid Retina
Apple | iPad Air (4e génération) | 2020 | 10.9 | Liquid Retina
Apple | iPad (A16) | 2025 | 11 | Liquid Retina | popular
Apple | iPad (10e génération) | 2022 | 10.9 | Liquid Retina
Apple | iPad (9e génération) | 2021 | 10.2 | Retina
Apple | iPad (8e génération) | 2020 | 10.2 | Retina
Apple | iPad mini (A17 Pro) | 2024 | 8.3 | Liquid Retina
Apple | iPad mini (6e génération) | 2021 | 8.3 | Liquid Retina
Samsung | Galaxy Tab S10 Ultra | 2024 | 14.6 | Dynamic AMOLED 2X
Samsung | Galaxy Tab S10+ | 2024 | 12.4 | Dynamic AMOLED 2X
Samsung | Galaxy Tab S10 FE | 2025 | 10.9 | LCD
Samsung | Galaxy Tab S9 Ultra | 2023 | 14.6 | Dynamic AMOLED 2X
Samsung | Galaxy Tab S9+ | 2023 | 12.4 | Dynamic AMOLED 2X
Samsung | Galaxy Tab S9 | 2023 | 11 | Dynamic AMOLED 2X | popular
Samsung | Galaxy Tab S9 FE+ | 2023 | 12.4 | LCD
Samsung | Galaxy Tab S9 FE | 2023 | 10.9 | LCD
Samsung | Galaxy Tab S8 Ultra | 2022 | 14.6 | Super AMOLED
Samsung | Galaxy Tab S8 | 2022 | 11 | LCD
Samsung | Galaxy Tab S7 FE | 2021 | 12.4 | LCD
Samsung | Galaxy Tab A9+ | 2023 | 11 | LCD
Samsung | Galaxy Tab A9 | 2023 | 8.7 | LCD
Samsung | Galaxy Tab A8 | 2022 | 10.5 | LCD
Microsoft | Surface Pro (11e édition) | 2024 | 13 | PixelSense Flow
Microsoft | Surface Pro 9 | 2022 | 13 | PixelSense Flow
Microsoft | Surface Pro 8 | 2021 | 13 | PixelSense Flow
Microsoft | Surface Go 4 | 2023 | 10.5 | PixelSense
Microsoft | Surface Go 3 | 2021 | 10.5 | PixelSense
Xiaomi | Pad 7 Pro | 2025 | 11.2 | LCD 3,2K
Xiaomi | Pad 6 | 2023 | 11 | LCD 144 Hz
Xiaomi | Redmi Pad Pro | 2024 | 12.1 | LCD 2,5K
`

export const tablets: TabletSeed[] = rows(table).map(([brand = '', model = '', year = '', size = '', panel = '', popular]) => ({
  name: `${brand} ${model}`,
  brand,
  model,
  year: Number(year),
  description: `Écran ${panel} de ${frenchNumber(size)} pouces : film hydrogel découpé au millimètre, compatible stylet.`,
  popular: popular === 'popular',
}))
