import { useExternalStore } from '../../lib/external-store'
import { dismissToast, toastStore, type ToastTone } from '../../lib/toast-store'
import { cn } from '../../lib/cn'
import { CloseIcon } from './icons'

const tones: Record<ToastTone, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-slate-200 bg-white text-slate-900',
}

/** The live region where toasts appear; screen readers announce each one. */
export function Toaster() {
  const toasts = useExternalStore(toastStore)
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-[70] flex flex-col items-center gap-2 px-4 md:top-32 print:hidden"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-md animate-fade-in items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg',
            tones[toast.tone],
          )}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label="Fermer la notification"
            className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  )
}
