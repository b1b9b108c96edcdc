import type { ReactNode } from 'react'

import { useTyping } from '../../hooks/use-typing'
import { cn } from '../../lib/cn'

type FloatingActionsProps = {
  /** Shown on every screen size, from the top of the column down (back to top, the assistant). */
  children: ReactNode
  /** Phones only, at the bottom of the column: the header's cart and account buttons (spec core §2). */
  mobileActions: ReactNode
  /** Phones only: the page's own controls reach the bottom of the screen and none may sit under a button (/commande). */
  hiddenOnPhones?: boolean
}

/**
 * Every floating button in one column at the bottom right. The left of the screen, where forms
 * put their checkboxes and labels, stays clear; the footer keeps room at the end of the page so
 * that its last line scrolls above the column. On phones the column steps aside while the visitor
 * types: the keyboard then pushes the field they fill in to the bottom, under the column.
 */
export function FloatingActions({ children, mobileActions, hiddenOnPhones = false }: FloatingActionsProps) {
  const typing = useTyping()
  return (
    <div
      className={cn(
        'fixed right-4 above-cookie-banner bottom-4 z-30 flex flex-col items-end gap-3 md:right-6 md:bottom-6 print:hidden',
        (hiddenOnPhones || typing) && 'max-md:hidden',
      )}
    >
      {children}
      <div className="contents md:hidden">{mobileActions}</div>
    </div>
  )
}
