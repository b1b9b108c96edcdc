import type { MouseEvent } from 'react'

import { cn } from '../../lib/cn'
import { scrollToElement } from '../../lib/scroll'

type TocEntry = { id: string; label: string }

type TableOfContentsProps = {
  entries: readonly TocEntry[]
  /** The entry of the section being read (`useScrollSpy`). */
  activeId: string | null
  title?: string
  className?: string
}

/**
 * The page's sections as anchor links: a click scrolls smoothly to the section (and focuses it)
 * and puts its anchor in the address, so the link can be shared. Not printed.
 */
export function TableOfContents({ entries, activeId, title = 'Sommaire', className }: TableOfContentsProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id)
    if (!section) return
    event.preventDefault()
    window.history.replaceState(window.history.state, '', `#${id}`)
    scrollToElement(section)
  }
  return (
    <nav aria-label={title} className={cn('print:hidden', className)}>
      <p className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</p>
      <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
        {entries.map((entry) => {
          const active = entry.id === activeId
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                onClick={(event) => go(event, entry.id)}
                aria-current={active ? 'location' : undefined}
                className={cn(
                  '-ml-px block border-l-2 py-1.5 pl-3 transition-colors',
                  active ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {entry.label}
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
