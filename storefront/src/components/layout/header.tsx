import { useEffect, useId, useState, type ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router'

import { headerHideThreshold, mobileQuery } from '../../config/layout'
import { mainNav } from '../../config/navigation'
import { paths } from '../../config/paths'
import { useHideOnScroll } from '../../hooks/use-hide-on-scroll'
import { cn } from '../../lib/cn'
import { CloseIcon, MenuIcon } from '../ui/icons'
import { Logo } from './logo'

type HeaderProps = {
  /** Search, cart and account buttons shown in the header on tablets and desktops. */
  actions: ReactNode
  /** What stays in the header's bar on phones (search), the cart and account buttons floating. */
  mobileActions: ReactNode
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-12 items-center border-b-2 px-1 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-brand-700',
  )

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cn('block rounded-lg px-3 py-3 text-base font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100')

/**
 * Fixed header: logo, the seven main links and the actions. At 768 px or narrower the links
 * move into a slide-down menu, and the header hides while scrolling down past 120 px.
 */
export function Header({ actions, mobileActions }: HeaderProps) {
  const menuId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  // Tracked on every width, applied by a phone-only class: the header reads no media query while
  // rendering, so hydrating a page rendered for no particular width does not draw it twice.
  const hidden = useHideOnScroll(!menuOpen, headerHideThreshold)
  const location = useLocation()

  // Close the mobile menu on navigation and when leaving the mobile layout.
  useEffect(() => setMenuOpen(false), [location.pathname])
  useEffect(() => {
    const mobile = window.matchMedia(mobileQuery)
    const close = () => setMenuOpen(false)
    mobile.addEventListener('change', close)
    return () => mobile.removeEventListener('change', close)
  }, [])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-300 print:hidden',
        hidden && 'max-md:-translate-y-full focus-within:translate-y-0',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="hidden items-center gap-2 md:flex">{actions}</div>
        <div className="flex items-center gap-1 md:hidden">
          {mobileActions}
          <button
            type="button"
            className="inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            Menu
          </button>
        </div>
      </div>

      <nav aria-label="Navigation principale" className="hidden border-t border-slate-100 md:block">
        <ul className="mx-auto flex max-w-7xl gap-5 overflow-x-auto px-4 sm:px-6 lg:gap-8 lg:px-8">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === paths.home} className={desktopLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {menuOpen ? (
        <nav
          id={menuId}
          aria-label="Menu mobile"
          className="max-h-[calc(100dvh-4rem)] animate-slide-down overflow-y-auto border-t border-slate-200 bg-white shadow-lg md:hidden"
        >
          <ul className="space-y-1 px-4 py-3">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={mobileLink} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
