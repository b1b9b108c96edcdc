import { useId, type ReactNode } from 'react'

import { cn } from '../../lib/cn'

type PageSectionProps = { title: ReactNode; children: ReactNode; className?: string }

/** A part of a page under its `<h2>`, named by it for assistive technology. */
export function PageSection({ title, children, className }: PageSectionProps) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
