import { useRef, type KeyboardEvent, type ReactNode } from 'react'

import { cn } from '../../lib/cn'

type TabItem<Id extends string> = { id: Id; label: ReactNode }

type TabsProps<Id extends string> = {
  /** What the tabs choose between, for screen readers ('Catégories'). */
  label: string
  items: readonly TabItem<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  /** From `useId()`: ties the tabs to their `<TabPanel>`. */
  idPrefix: string
  className?: string
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`
const tabPanelId = (prefix: string) => `${prefix}-panel`

/**
 * A tab list in the ARIA pattern: one tab in the Tab order (the selected one), arrows, Home and
 * End move between tabs and select them.
 */
export function Tabs<Id extends string>({ label, items, selected, onSelect, idPrefix, className }: TabsProps<Id>) {
  const list = useRef<HTMLDivElement>(null)

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === selected)
    const last = items.length - 1
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = items[(next + items.length) % items.length]
    if (!target) return
    onSelect(target.id)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, target.id))}`)?.focus()
  }

  return (
    <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} className={cn('flex flex-wrap gap-2', className)}>
      {items.map((item) => {
        const active = item.id === selected
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={active}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
            className={cn(
              'rounded-full border px-4 py-2 text-sm font-medium transition-colors',
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800',
            )}
          >
            {item.label}
          </button>
        )
      })}
    </div>
  )
}

/** The content the selected tab shows. */
export function TabPanel({
  idPrefix,
  selected,
  children,
  className,
}: {
  idPrefix: string
  selected: string
  children: ReactNode
  className?: string
}) {
  return (
    <div role="tabpanel" id={tabPanelId(idPrefix)} aria-labelledby={tabId(idPrefix, selected)} tabIndex={0} className={className}>
      {children}
    </div>
  )
}
