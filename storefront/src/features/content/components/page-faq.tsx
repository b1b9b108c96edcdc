import { useState } from 'react'

import type { FaqPage } from '@shop/domain/content-pages'

import { Accordion } from '../../../components/ui/accordion'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useFaqs } from '../api/get-faqs'
import { usePreview } from '../hooks/use-preview'

type PageFaqProps = {
  page: Exclude<FaqPage, 'faq'>
  /** One open answer for the whole page: several lists of one page share it (/livraison). */
  openId?: string | null
  onOpenChange?: (id: string | null) => void
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** A service page's own questions as staff publish them in the CMS, one answer open at a time. */
export function PageFaq({ page, openId, onOpenChange, headingLevel, className }: PageFaqProps) {
  const preview = usePreview()
  const faqs = useFaqs({ page, preview })
  const [ownOpenId, setOwnOpenId] = useState<string | null>(null)
  if (faqs.isPending) return <Spinner className="py-6" />
  if (faqs.isError) return <QueryError error={faqs.error} onRetry={() => void faqs.refetch()} />
  return (
    <Accordion
      className={className}
      headingLevel={headingLevel}
      items={faqs.data.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))}
      openId={openId === undefined ? ownOpenId : openId}
      onOpenChange={onOpenChange ?? setOwnOpenId}
    />
  )
}
