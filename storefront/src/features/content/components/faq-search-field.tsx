import { useId } from 'react'

import { SearchIcon } from '../../../components/ui/icons'
import { cn } from '../../../lib/cn'

type FaqSearchFieldProps = { value: string; onChange: (value: string) => void; className?: string }

/** The search box over a page's questions. */
export function FaqSearchField({ value, onChange, className }: FaqSearchFieldProps) {
  const id = useId()
  return (
    <div className={cn('relative max-w-xl', className)}>
      <label htmlFor={id} className="sr-only">
        Rechercher une question
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Rechercher une question…"
        className="block h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
    </div>
  )
}
