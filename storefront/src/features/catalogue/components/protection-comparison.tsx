import { protectionIds, protectionNames, type ProtectionId } from '@shop/domain/catalogue'

import { ScrollableTableFrame } from '../../../components/ui/scrollable-table-frame'

type Row = { label: string; values: Record<ProtectionId, string> }

/** Side-by-side comparison of the three protection types (claims of spec core §1). */
const rows: readonly Row[] = [
  { label: 'Transparence', values: { 'hd-tpu': '99,9 %', 'blue-light': 'Élevée', 'anti-spy': 'Légèrement teintée' } },
  { label: 'Filtre lumière bleue', values: { 'hd-tpu': '—', 'blue-light': 'Jusqu’à 90 %', 'anti-spy': '—' } },
  { label: 'Confidentialité', values: { 'hd-tpu': '—', 'blue-light': '—', 'anti-spy': 'Angle de 30°' } },
  { label: 'Auto-cicatrisant', values: { 'hd-tpu': 'Oui', 'blue-light': 'Oui', 'anti-spy': 'Oui' } },
  {
    label: 'Durée de vie',
    values: { 'hd-tpu': '12 à 18 mois', 'blue-light': 'Jusqu’à 24 mois', 'anti-spy': 'Jusqu’à 24 mois' },
  },
]

export function ProtectionComparison() {
  return (
    <ScrollableTableFrame label="Comparatif des types de protection" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Comparatif des types de protection</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Caractéristique
            </th>
            {protectionIds.map((id) => (
              <th key={id} scope="col" className="px-4 py-3 font-semibold">
                {protectionNames[id]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {row.label}
              </th>
              {protectionIds.map((id) => (
                <td key={id} className="px-4 py-3">
                  {row.values[id]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTableFrame>
  )
}
