import type { TitledText } from '@shop/domain/category-pages'

import { ShieldIcon } from '../../../components/ui/icons'

/** Benefits, reasons: a card each, side by side from tablets up. */
export function TitledCards({ items }: { items: readonly TitledText[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <ShieldIcon className="size-6 text-brand-700" aria-hidden="true" />
          <h3 className="mt-3 font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
