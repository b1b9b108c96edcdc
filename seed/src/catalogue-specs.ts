import type { CatalogueCollection } from '@shop/domain/catalogue'

import { carModels } from './data/car-models.ts'
import { consoles } from './data/consoles.ts'
import { laptops } from './data/laptops.ts'
import { phones } from './data/phones.ts'
import { tablets } from './data/tablets.ts'
import { watches } from './data/watches.ts'
import type { DeviceKind } from './illustrations.ts'

/** How one seed record becomes a catalogue document and its illustration. */
export type CatalogueSpec = {
  collection: CatalogueCollection
  label: string
  records: readonly { name: string; brand: string }[]
  kindOf: (record: never) => DeviceKind
  toData: (record: never) => Record<string, unknown>
}

function modelName(name: string, brand: string): string {
  return name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : name
}

export const catalogueSpecs: CatalogueSpec[] = [
  {
    collection: 'phones',
    label: 'Téléphones',
    records: phones,
    kindOf: () => 'phone',
    toData: (record: (typeof phones)[number]) => ({ ...record, popular: record.popular ?? false }),
  },
  {
    collection: 'tablets',
    label: 'Tablettes',
    records: tablets,
    kindOf: () => 'tablet',
    toData: (record: (typeof tablets)[number]) => ({ ...record, popular: record.popular ?? false }),
  },
  {
    collection: 'watches',
    label: 'Montres connectées',
    records: watches,
    kindOf: () => 'watch',
    toData: (record: (typeof watches)[number]) => ({ ...record }),
  },
  {
    collection: 'consoles',
    label: 'Consoles et manettes',
    records: consoles,
    kindOf: (record: (typeof consoles)[number]) => record.kind,
    toData: (record: (typeof consoles)[number]) => ({
      ...record,
      model: modelName(record.name, record.brand),
    }),
  },
  {
    collection: 'laptops',
    label: 'Ordinateurs',
    records: laptops,
    kindOf: () => 'laptop',
    toData: (record: (typeof laptops)[number]) => ({ ...record }),
  },
  {
    collection: 'car-models',
    label: 'Écrans auto',
    records: carModels,
    kindOf: () => 'car',
    toData: (record: (typeof carModels)[number]) => ({ ...record }),
  },
]
