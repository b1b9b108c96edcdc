import type { ReactNode } from 'react'

type FloatingActionsProps = {
  /** Shown on every screen size, from the top of the column down (back to top, the assistant). */
  children: ReactNode
  /** Phones only, at the bottom of the column: the header's cart and account buttons (spec core §2). */
  mobileActions: ReactNode
}

/**
 * Every floating button in one column at the bottom right. The left of the screen, where forms
 * put their checkboxes and labels, stays clear; the footer keeps room at the end of the page so
 * that its last line scrolls above the column.
 */
export function FloatingActions({ children, mobileActions }: FloatingActionsProps) {
  return (
    <div className="fixed right-4 above-cookie-banner bottom-4 z-30 flex flex-col items-end gap-3 md:right-6 md:bottom-6 print:hidden">
      {children}
      <div className="contents md:hidden">{mobileActions}</div>
    </div>
  )
}
