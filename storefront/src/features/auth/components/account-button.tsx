import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'

import { UserIcon } from '../../../components/ui/icons'
import { paths } from '../../../config/paths'
import { cn } from '../../../lib/cn'
import { useSignedInSession } from '../../../hooks/use-session'
import { useLogout } from '../hooks/use-logout'
import { LoginButton } from './login-button'

const itemClasses = 'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100'

/**
 * Signed in: the user menu (Mon profil, Mes commandes, Se déconnecter), from the header or, on
 * phones, from the floating button (opening upwards); else 'Connexion'.
 */
export function AccountButton({ floating = false }: { floating?: boolean }) {
  const session = useSignedInSession()
  if (!session) return <LoginButton floating={floating} />
  return <UserMenu name={session.client?.name ?? 'Utilisateur'} floating={floating} />
}

function UserMenu({ name, floating }: { name: string; floating: boolean }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const container = useRef<HTMLDivElement>(null)
  const location = useLocation()
  const logout = useLogout()

  useEffect(() => setOpen(false), [location.pathname])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div ref={container} className="relative">
      {floating ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={`Mon compte (${name})`}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-14 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-lg hover:bg-brand-50"
        >
          <UserIcon className="size-6" />
        </button>
      ) : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex h-11 max-w-56 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <UserIcon className="size-5 shrink-0 text-brand-700" />
          <span className="truncate">{name}</span>
        </button>
      )}
      {open ? (
        <div
          id={menuId}
          className={cn(
            'absolute right-0 w-56 animate-fade-in rounded-xl border border-slate-200 bg-white p-2 shadow-xl',
            floating ? 'bottom-full mb-2' : 'mt-2',
          )}
        >
          <Link to={paths.profile} className={itemClasses}>
            Mon profil
          </Link>
          <Link to={paths.orders} className={itemClasses}>
            Mes commandes
          </Link>
          <button type="button" onClick={logout} className={itemClasses}>
            Se déconnecter
          </button>
        </div>
      ) : null}
    </div>
  )
}
