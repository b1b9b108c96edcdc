import { useId, type ReactNode } from 'react'

import { cn } from '../../lib/cn'
import { ChevronDownIcon } from './icons'

type AccordionItem = { id: string; title: ReactNode; content: ReactNode }

type AccordionProps = {
  items: readonly AccordionItem[]
  /** The one open item (or none). Held by the caller: several lists of one page can share it. */
  openId: string | null
  onOpenChange: (id: string | null) => void
  /** The level of the headings that hold the buttons, after the page's own headings. */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/**
 * Questions and answers, one open at a time: opening one closes the other, clicking the open one
 * closes it. Closed answers still print, so a printed page keeps them.
 */
export function Accordion({ items, openId, onOpenChange, headingLevel = 3, className }: AccordionProps) {
  const prefix = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <div className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white', className)}>
      {items.map((item) => {
        const open = item.id === openId
        const buttonId = `${prefix}-${item.id}-button`
        const panelId = `${prefix}-${item.id}-panel`
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold text-slate-900">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onOpenChange(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left hover:bg-slate-50 sm:px-5"
              >
                <span>{item.title}</span>
                <ChevronDownIcon className={cn('size-5 shrink-0 text-brand-700 transition-transform print:hidden', open && 'rotate-180')} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={cn('px-4 pb-4 text-sm leading-relaxed text-slate-700 sm:px-5', !open && 'hidden print:block')}
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
