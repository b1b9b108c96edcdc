import { cn } from '../../lib/cn'

export type FormNotice = { tone: 'success' | 'error'; text: string } | null

/** The message under a form: a success or an error, announced when it changes. */
export function FormMessage({ notice, className }: { notice: FormNotice; className?: string }) {
  if (!notice) return null
  return (
    <p
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3 py-2 text-sm font-medium',
        notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800',
        className,
      )}
    >
      {notice.text}
    </p>
  )
}
