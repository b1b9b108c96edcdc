import type { LaptopSeed } from '../types.ts'
import { rows } from './table.ts'

// brand | model | year | sizes (inches, comma-separated) | popular
const table = `
Apple | MacBook Air 13 pouces (M4) | 2025 | 13.6 | popular
Apple | MacBook Air 15 pouces (M4) | 2025 | 15.3
Apple | MacBook Air 13 pouces (M3) | 2024 | 13.6
Apple | MacBook Air 15 pouces (M3) | 2024 | 15.3
Apple | MacBook Air 13 pouces (M2) | 2022 | 13.6
Apple | MacBook Air (M1) | 2020 | 13.3
Apple | MacBook Pro 14 pouces (M4) | 2024 | 14.2 | popular
Apple | MacBook Pro 16 pouces (M4) | 2024 | 16.2
Apple | MacBook Pro 14 pouces (M3) | 2023 | 14.2
Apple | MacBook Pro 16 pouces (M3) | 2023 | 16.2
Dell | XPS 13 (9350) | 2024 | 13.4 | popular
Dell | XPS 14 (9440) | 2024 | 14.5
Dell | XPS 16 (9640) | 2024 | 16.3
Dell | Inspiron 14 (7440) | 2024 | 14
Dell | Inspiron 15 (3530) | 2023 | 15.6
Dell | Latitude 7450 | 2024 | 14
HP | Spectre x360 14 | 2024 | 14 | popular
HP | Spectre x360 16 | 2024 | 16
HP | EliteBook 840 G11 | 2024 | 14
HP | Pavilion Plus 14 | 2023 | 14
HP | Envy x360 15 | 2023 | 15.6
HP | OmniBook X 14 | 2024 | 14
Lenovo | ThinkPad X1 Carbon Gen 12 | 2024 | 14 | popular
Lenovo | ThinkPad T14 Gen 5 | 2024 | 14
Lenovo | Yoga Slim 7i (Gen 9) | 2024 | 14
Lenovo | Yoga 9i 2-en-1 (Gen 9) | 2024 | 14
Lenovo | IdeaPad Slim 5 (Gen 9) | 2024 | 14,16
Lenovo | Legion Pro 5 (Gen 9) | 2024 | 16
Asus | Zenbook 14 OLED (UX3405) | 2024 | 14 | popular
Asus | Zenbook S 16 (UM5606) | 2024 | 16
Asus | Vivobook 15 (X1504) | 2023 | 15.6
Asus | ROG Zephyrus G14 (2024) | 2024 | 14
Asus | ROG Strix G16 (2024) | 2024 | 16
Microsoft | Surface Laptop 7 13,8 pouces | 2024 | 13.8 | popular
Microsoft | Surface Laptop 7 15 pouces | 2024 | 15
Microsoft | Surface Laptop 5 | 2022 | 13.5,15
Microsoft | Surface Laptop Studio 2 | 2023 | 14.4
Samsung | Galaxy Book4 Pro | 2024 | 14,16 | popular
Samsung | Galaxy Book4 Edge | 2024 | 14,16
Samsung | Galaxy Book3 360 | 2023 | 13.3,15.6
`

export const laptops: LaptopSeed[] = rows(table).map(([brand = '', model = '', year = '', sizes = '', popular]) => {
  const inches = sizes.split(',').map(Number)
  const listed = inches.map((size) => String(size).replace('.', ',')).join(' ou ')
  return {
    name: `${brand} ${model}`,
    brand,
    model,
    year: Number(year),
    sizes: inches,
    popular: popular === 'popular',
    description: `Écran de ${listed} pouces : film mat ou brillant, anti-traces, découpé aux dimensions exactes.`,
  }
})
