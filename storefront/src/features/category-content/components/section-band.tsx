import type { ReactNode } from 'react'

import { Container } from '../../../components/ui/container'
import { PageSection } from '../../../components/ui/page-section'
import { cn } from '../../../lib/cn'

/** A full-width band of a category page under its heading. */
export function SectionBand({ title, tinted = false, children }: { title: string; tinted?: boolean; children: ReactNode }) {
  return (
    <div className={cn('py-12 sm:py-16', tinted && 'bg-slate-50')}>
      <Container>
        <PageSection title={title}>{children}</PageSection>
      </Container>
    </div>
  )
}
