import type { ReactNode } from 'react'

/** Cart and account buttons floating at the bottom right on mobile (spec core §2). */
export function FloatingActions({ children }: { children: ReactNode }) {
  return (
    <div className="fixed right-4 above-cookie-banner bottom-4 z-30 flex flex-col items-end gap-3 md:hidden print:hidden">{children}</div>
  )
}
