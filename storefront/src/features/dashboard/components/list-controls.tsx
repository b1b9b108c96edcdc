import { useEffect, useId, useState, type ReactNode } from 'react'

import { Button } from '../../../components/ui/button'
import { inputClasses } from '../../../components/ui/text-field'
import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { cn } from '../../../lib/cn'

/** The search box of a list: the server is asked 300 ms after the last key. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (text: string) => void }) {
  const id = useId()
  const [text, setText] = useState(value)
  const debounced = useDebouncedValue(text, 300)
  useEffect(() => {
    if (debounced !== value) onSearch(debounced)
    // Only the typed text drives the search; the URL's value follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])
  return (
    <div className="min-w-56 flex-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={cn(inputClasses(false), 'mt-1')}
      />
    </div>
  )
}

/** A compact labelled select for a list's filter or sort. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  allLabel?: string
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={cn(inputClasses(false), 'mt-1')}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses(false), 'mt-1')}
      />
    </div>
  )
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-end gap-3">{children}</div>
}

/** Server-side pages: 'Page x sur y' with the previous and next buttons. */
export function Pager({
  page,
  totalPages,
  total,
  onPage,
}: {
  page: number
  totalPages: number
  total: number
  onPage: (page: number) => void
}) {
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p>
        {total} résultat{total > 1 ? 's' : ''} · Page {page} sur {totalPages}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Précédent
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Suivant
        </Button>
      </div>
    </nav>
  )
}

/** A table that scrolls sideways on small screens instead of squeezing its columns. */
export function DataTable({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 whitespace-nowrap">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

export function EmptyRow({ columns, text = 'Aucun résultat' }: { columns: number; text?: string }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-6 text-center text-slate-500">
        {text}
      </td>
    </tr>
  )
}
