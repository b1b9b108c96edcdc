import { Link } from 'react-router'

import { ChevronRightIcon } from './icons'

export type Crumb = { label: string; to?: string }

/** Where the page sits in the shop: links to its parents, the page itself last (no link). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Fil d'Ariane" className="text-sm text-slate-600 print:hidden">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-slate-900' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className="text-brand-700 underline-offset-2 hover:underline">
                  {item.label}
                </Link>
              )}
              {last ? null : <ChevronRightIcon className="size-4 text-slate-400" />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
