import { UserIcon } from '../../../components/ui/icons'
import { openAuthDialog } from '../../../hooks/use-auth-dialog'

type LoginButtonProps = { floating?: boolean }

/** 'Connexion' for anonymous visitors: in the header, or as a floating round button on mobile. */
export function LoginButton({ floating = false }: LoginButtonProps) {
  if (floating) {
    return (
      <button
        type="button"
        onClick={() => openAuthDialog('login')}
        aria-label="Connexion"
        className="inline-flex size-14 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-lg hover:bg-brand-50"
      >
        <UserIcon className="size-6" />
      </button>
    )
  }
  return (
    <button
      type="button"
      onClick={() => openAuthDialog('login')}
      className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <UserIcon className="size-5" />
      Connexion
    </button>
  )
}
