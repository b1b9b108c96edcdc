import type { ReactNode } from 'react'

import { cn } from '../../lib/cn'

/**
 * The frame of a table that can be wider than the screen: it scrolls sideways, and so that the
 * keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable) it is a focusable
 * region named for the table.
 */
export function ScrollableTableFrame({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600', className)}
    >
      {children}
    </div>
  )
}
