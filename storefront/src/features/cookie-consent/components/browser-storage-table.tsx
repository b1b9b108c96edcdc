import { browserStorage, storageKinds, storageOwners } from '@shop/domain/browser-storage'
import { storageCategories } from '@shop/domain/cookie-consent'

import { DataTable } from '../../../components/ui/content-blocks'

const columns = ['Nom', 'Type', 'Utilisé par', 'Catégorie', 'Finalité', 'Durée'] as const

/**
 * The cookie policy's table: what the shop really keeps in a browser, from the same list the
 * browser test holds the shop to. Staff edit the prose around it in the CMS, not the rows.
 */
export function BrowserStorageTable() {
  return (
    <DataTable
      label="Tableau des cookies"
      columns={columns}
      rows={browserStorage.map((item) => ({
        id: `${item.kind}:${item.name}`,
        cells: [
          item.name,
          storageKinds[item.kind],
          storageOwners[item.owner],
          storageCategories[item.category].label,
          item.purpose,
          item.lifetime,
        ],
      }))}
    />
  )
}
