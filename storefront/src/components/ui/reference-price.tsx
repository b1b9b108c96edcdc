import { formatCents } from '@shop/domain/money'

import { cn } from '../../lib/cn'

/** A reduction's reference price, crossed out before the price it reduces (read « au lieu de … »). */
export function ReferencePrice({ cents, className }: { cents: number; className?: string }) {
  return (
    <s className={cn('mr-1.5 text-slate-500', className)}>
      <span className="sr-only">au lieu de </span>
      {formatCents(cents)}
    </s>
  )
}
