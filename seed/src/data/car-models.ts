import type { CarModelSeed } from '../types.ts'
import { frenchNumber, rows } from './table.ts'

// brand | model | central screen (inches)
const table = `
Tesla | Model 3 | 15.4
Tesla | Model Y | 15.4
Tesla | Model S | 17
BMW | Série 3 | 14.9
BMW | X1 | 10.7
BMW | i4 | 14.9
Mercedes | Classe C | 11.9
Mercedes | Classe E | 14.4
Mercedes | EQA | 10.25
Audi | A3 | 10.1
Audi | Q4 e-tron | 11.6
Audi | A6 | 14.5
Volkswagen | Golf 8 | 12.9
Volkswagen | ID.3 | 12.9
Volkswagen | Tiguan | 15
Peugeot | 208 | 10
Peugeot | 3008 | 21
Peugeot | 2008 | 10
Renault | Clio 5 | 9.3
Renault | Mégane E-Tech | 12
Renault | Scenic E-Tech | 12
Ford | Puma | 12
Ford | Mustang Mach-E | 15.5
Ford | Kuga | 13.2
Nissan | Qashqai | 12.3
Nissan | Juke | 8
Nissan | Ariya | 12.3
Hyundai | Tucson | 10.25
Hyundai | Kona | 12.3
Hyundai | Ioniq 5 | 12.3
Kia | Sportage | 12.3
Kia | EV6 | 12.3
Kia | Niro | 10.25
Honda | Civic | 9
Honda | HR-V | 9
Toyota | Yaris Cross | 10.5
Toyota | C-HR | 12.3
Toyota | RAV4 | 10.5
Mazda | CX-60 | 12.3
Mazda | MX-30 | 8.8
`

export const carModels: CarModelSeed[] = rows(table).map(([brand = '', model = '', inches = '']) => ({
  name: `${brand} ${model}`,
  brand,
  model,
  year: 2024,
  screenSize: `${inches}"`,
  description: `Écran central tactile de ${frenchNumber(inches)} pouces : film HD TPU anti-reflets et anti-rayures.`,
}))
