import type { ReactNode } from 'react'

import { Breadcrumbs, type Crumb } from './breadcrumbs'
import { Container } from './container'

type PageIntroProps = { title: string; lead?: ReactNode; eyebrow?: string; breadcrumbs?: readonly Crumb[]; children?: ReactNode }

/** The band at the top of an inner page: its one `<h1>` and an optional introduction. */
export function PageIntro({ title, lead, eyebrow, breadcrumbs, children }: PageIntroProps) {
  return (
    <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
      <Container className="py-10 sm:py-14">
        {breadcrumbs ? (
          <div className="mb-4">
            <Breadcrumbs items={breadcrumbs} />
          </div>
        ) : null}
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{lead}</p> : null}
        {children}
      </Container>
    </div>
  )
}
