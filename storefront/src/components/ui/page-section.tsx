import { useId, type ReactNode } from 'react'

import { cn } from '../../lib/cn'

type PageSectionProps = { title: ReactNode; children: ReactNode; level?: 2 | 3; className?: string }

/** A part of a page under its heading (`<h2>`, or `<h3>` inside one), named by it for assistive technology. */
export function PageSection({ title, children, level = 2, className }: PageSectionProps) {
  const id = useId()
  const Heading = `h${level}` as const
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={cn('font-semibold tracking-tight text-slate-900', level === 2 ? 'text-2xl' : 'text-lg')}>
        {title}
      </Heading>
      {children}
    </section>
  )
}
