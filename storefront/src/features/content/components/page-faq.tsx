import { useState, type ReactNode } from 'react'

import type { FaqPage } from '@shop/domain/content-pages'

import { Accordion } from '../../../components/ui/accordion'
import { PageSection } from '../../../components/ui/page-section'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useFaqs } from '../api/get-faqs'
import { usePreview } from '../../../hooks/use-preview'
import { matchesFaqSearch } from '../utils/faq-search'
import { FaqSearchField } from './faq-search-field'

type PageFaqProps = {
  page: Exclude<FaqPage, 'faq'>
  /** One open answer for the whole page: several lists of one page share it (/livraison). */
  openId?: string | null
  onOpenChange?: (id: string | null) => void
  headingLevel?: 2 | 3 | 4
  /** Shows only the questions whose question or answer holds this text. */
  search?: string
  className?: string
}

/** A service page's own questions as staff publish them in the CMS, one answer open at a time. */
export function PageFaq({ page, openId, onOpenChange, headingLevel, search = '', className }: PageFaqProps) {
  const preview = usePreview()
  const faqs = useFaqs({ page, preview })
  const [ownOpenId, setOwnOpenId] = useState<string | null>(null)
  if (faqs.isPending) return <Spinner className="py-6" />
  if (faqs.isError) return <QueryError error={faqs.error} onRetry={() => void faqs.refetch()} />
  const shown = faqs.data.filter(matchesFaqSearch(search))
  if (shown.length === 0 && search.trim()) {
    return (
      <div className={className}>
        <p role="status" className="rounded-2xl border border-dashed border-slate-300 p-6 text-center">
          <span className="block text-lg font-semibold text-slate-900">Aucun résultat trouvé</span>
          <span className="mt-1 block text-sm text-slate-600">Essayez d'autres mots-clés.</span>
        </p>
      </div>
    )
  }
  return (
    <Accordion
      className={className}
      headingLevel={headingLevel}
      items={shown.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))}
      openId={openId === undefined ? ownOpenId : openId}
      onOpenChange={onOpenChange ?? setOwnOpenId}
    />
  )
}

type PageFaqSectionProps = Pick<PageFaqProps, 'page' | 'openId' | 'onOpenChange'> & {
  title: string
  /** A search box over the questions (the installation guide's, spec catalogue §2). */
  searchable?: boolean
  /** What follows the questions: a link to the whole FAQ… */
  children?: ReactNode
  className?: string
}

/** A service page's questions under their own heading. */
export function PageFaqSection({ title, searchable = false, children, className, ...faq }: PageFaqSectionProps) {
  const [search, setSearch] = useState('')
  return (
    <PageSection title={title} className={className}>
      {searchable ? <FaqSearchField value={search} onChange={setSearch} className="mt-4" /> : null}
      <PageFaq {...faq} search={search} className="mt-4" />
      {children}
    </PageSection>
  )
}
