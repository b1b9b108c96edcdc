import type { ReactNode } from 'react'

import { Logo } from './logo'
import { SkipLink } from './skip-link'

type AdminLayoutProps = {
  children: ReactNode
  /** Who is signed in and the way out, once known (none on the login page). */
  account?: ReactNode
  /** Banners and dialogs rendered above the page (toasts). */
  overlays?: ReactNode
}

/**
 * The administration's shell (/admin-login, /dashboard): its own header and nothing of the shop's
 * (menus, cart, account, floating buttons, footer, cookie banner: staff are not shopping there).
 */
export function AdminLayout({ children, account, overlays }: AdminLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
          <Logo area="Administration" />
          {account}
        </div>
      </header>
      <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {overlays}
    </div>
  )
}
