import type { ReactNode } from 'react'

import { cn } from '../../lib/cn'
import { FloatingActions } from './floating-actions'
import { Header } from './header'
import { ScrollToTopButton } from './scroll-to-top-button'
import { SkipLink } from './skip-link'

type AppLayoutProps = {
  children: ReactNode
  headerActions: ReactNode
  /** On phones: what stays in the header's bar, and what floats at the bottom right. */
  mobileHeaderActions: ReactNode
  floatingActions: ReactNode
  /** A page's own floating button, at every screen size (the home page's assistant). */
  floatingHelp?: ReactNode
  /** No floating button on phones, for a page whose controls fill the screen's bottom. */
  noFloatingOnPhones?: boolean
  /** The site footer (loaded lazily by the app). */
  footer: ReactNode
  /** Banners and dialogs rendered above the page (cookie banner…). */
  overlays?: ReactNode
  isNavigating?: boolean
}

/** The shell every page shares: skip link, fixed header, main landmark, footer and helpers. */
export function AppLayout({
  children,
  headerActions,
  mobileHeaderActions,
  floatingActions,
  floatingHelp,
  noFloatingOnPhones = false,
  footer,
  overlays,
  isNavigating = false,
}: AppLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <div
        aria-hidden="true"
        className={cn(
          'fixed inset-x-0 top-0 z-[55] h-1 origin-left bg-brand-600 transition-transform duration-500',
          isNavigating ? 'scale-x-75' : 'scale-x-0 duration-0',
        )}
      />
      <Header actions={headerActions} mobileActions={mobileHeaderActions} />
      {/* At least a screen high: the footer starts below the fold, so a page whose content comes
          late (a customer's own pages) does not push it down in view. */}
      <main id="contenu" tabIndex={-1} className="min-h-dvh flex-1 pt-16 outline-none md:pt-28 print:pt-0">
        {children}
      </main>
      {footer}
      <FloatingActions mobileActions={floatingActions} hiddenOnPhones={noFloatingOnPhones}>
        <ScrollToTopButton />
        {floatingHelp}
      </FloatingActions>
      {overlays}
    </div>
  )
}
