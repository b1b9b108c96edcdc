import { cn } from '../../lib/cn'

type SpinnerProps = { label?: string; className?: string }

/** A polite loading indicator with a French text for screen readers. */
export function Spinner({ label = 'Chargement…', className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-slate-600', className)}>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-700" />
      <span className="text-sm">{label}</span>
    </div>
  )
}
