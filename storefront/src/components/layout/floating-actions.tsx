import type { ReactNode } from 'react'

/** Cart and account buttons floating at the bottom right on mobile (spec core §2). */
export function FloatingActions({ children }: { children: ReactNode }) {
  return (
    <div className="fixed right-4 bottom-[calc(1rem+var(--cookie-banner-height,0px))] z-30 flex flex-col items-end gap-3 md:hidden print:hidden">
      {children}
    </div>
  )
}
