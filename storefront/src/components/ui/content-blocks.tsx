import type { ReactNode } from 'react'

import { PageSection } from './page-section'
import { ScrollableTableFrame } from './scrollable-table-frame'
import { cn } from '../../lib/cn'

type TextRow = { id: string; text: string }
type TitledRow = { id: string; title: string; text: string }

/** Steps in their order, numbered (a claim, a delivery, a return, the manufacturing). */
export function NumberedSteps({ steps }: { steps: readonly TitledRow[] }) {
  return (
    <ol className={cn('mt-6 grid gap-4 sm:grid-cols-2', steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {steps.map((step, index) => (
        <li key={step.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">
            <span className="sr-only">Étape {index + 1} : </span>
            {step.title}
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

/** Titled paragraphs side by side (values, advantages, assistance services), each with what `aside` puts above its title. */
export function CardGrid<Row extends TitledRow>({ items, aside }: { items: readonly Row[]; aside?: (item: Row) => ReactNode }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          {aside?.(item)}
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** Short texts, one per line (important information, exclusions, tips…). */
export function BulletList({ items, tone = 'brand' }: { items: readonly TextRow[]; tone?: 'brand' | 'warning' }) {
  return (
    <ul className="mt-4 space-y-2 text-slate-700">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3">
          <span
            aria-hidden="true"
            className={cn('mt-2 size-2 shrink-0 rounded-full', tone === 'warning' ? 'bg-amber-500' : 'bg-brand-600')}
          />
          {item.text}
        </li>
      ))}
    </ul>
  )
}

/** A titled block of text of the CMS (a commitment, a mission) as one paragraph under its heading. */
export function TextBlock({ block }: { block: { title: string; text: string } }) {
  return (
    <PageSection title={block.title} className="max-w-3xl">
      <p className="mt-3 leading-relaxed text-slate-700">{block.text}</p>
    </PageSection>
  )
}

type TableRow = { id: string; cells: readonly [string, ...string[]] }

/**
 * A table whose first column names each row (a product type, a zone). On a phone it is wider than
 * the screen and scrolls sideways: its frame is a region named by `label`, which the keyboard can
 * focus and scroll.
 */
export function DataTable({ columns, rows, label }: { columns: readonly string[]; rows: readonly TableRow[]; label: string }) {
  return (
    <ScrollableTableFrame label={label} className="mt-4 rounded-2xl border border-slate-200">
      <table className="w-full min-w-md text-left text-sm">
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {rows.map(({ id, cells: [name, ...values] }) => (
            <tr key={id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {name}
              </th>
              {values.map((value, index) => (
                <td key={index} className="px-4 py-3">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTableFrame>
  )
}
