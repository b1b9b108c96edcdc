import { useId, useState } from 'react'

import { faqCategories, type FaqCategory } from '@shop/domain/catalogue'
import type { Faq } from '@shop/domain/content'

import { Accordion } from '../../../components/ui/accordion'
import { Button } from '../../../components/ui/button'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { usePageMeta } from '../../../hooks/use-page-meta'
import { useFaqs } from '../api/get-faqs'
import { usePreview } from '../../../hooks/use-preview'
import { matchesFaqSearch } from '../utils/faq-search'
import { faqCategoryDetails } from './faq-categories'
import { FaqSearchField } from './faq-search-field'

type Tab = 'all' | FaqCategory

const tabs = [{ id: 'all' as const, label: 'Toutes' }, ...faqCategories.map(({ value, label }) => ({ id: value, label }))]

/** The spec's count line: the plural s whenever the count is not 1 (0 résultats, 2 résultats). */
function resultCount(count: number): string {
  const s = count === 1 ? '' : 's'
  return `${count} résultat${s} trouvé${s}`
}

function structuredData(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  }
}

/**
 * The /faq questions (spec catalogue §2, §4): a search (case-insensitive, in questions and
 * answers) combined with the category tabs; under 'Toutes' the questions grouped by category,
 * otherwise one list; one answer open at a time across the page.
 */
export function FaqBrowser() {
  const preview = usePreview()
  const faqs = useFaqs({ page: 'faq', preview })
  const tabsId = useId()
  const [search, setSearch] = useState('')
  const [tab, setTab] = useState<Tab>('all')
  const [openId, setOpenId] = useState<string | null>(null)

  usePageMeta({
    title: 'Foire aux questions',
    description:
      'Installation, durabilité, garantie, livraison : les réponses aux questions les plus fréquentes sur nos protections d’écran.',
    structuredData: faqs.data ? structuredData(faqs.data) : undefined,
  })

  const matches = matchesFaqSearch(search)
  const shown = (faqs.data ?? []).filter((faq) => (tab === 'all' || faq.category === tab) && matches(faq))
  const toItems = (list: readonly Faq[]) => list.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))
  const showAll = () => {
    setSearch('')
    setTab('all')
  }

  return (
    <div>
      <FaqSearchField value={search} onChange={setSearch} />

      <Tabs label="Catégories de questions" items={tabs} selected={tab} onSelect={setTab} idPrefix={tabsId} className="mt-6" />

      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-slate-700">
        {search.trim() && faqs.data ? resultCount(shown.length) : ''}
      </p>

      <TabPanel idPrefix={tabsId} selected={tab} className="mt-2 outline-none">
        {/* As tall as the list to come: the contact form below must not jump when it arrives. */}
        {faqs.isPending ? (
          <div className="min-h-dvh">
            <Spinner className="py-16" />
          </div>
        ) : null}
        {faqs.isError ? <QueryError error={faqs.error} onRetry={() => void faqs.refetch()} /> : null}
        {faqs.data && shown.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">Aucun résultat trouvé</p>
            <p className="mt-1 text-sm text-slate-600">Essayez d'autres mots-clés ou une autre catégorie.</p>
            <Button variant="secondary" className="mt-4" onClick={showAll}>
              Voir toutes les questions
            </Button>
          </div>
        ) : null}
        {shown.length > 0 && tab !== 'all' ? (
          <Accordion items={toItems(shown)} openId={openId} onOpenChange={setOpenId} headingLevel={2} />
        ) : null}
        {shown.length > 0 && tab === 'all'
          ? faqCategories.map(({ value, label }) => {
              const inCategory = shown.filter((faq) => faq.category === value)
              if (inCategory.length === 0) return null
              const { Icon, intro } = faqCategoryDetails[value]
              return (
                <section key={value} aria-labelledby={`${tabsId}-${value}`} className="mb-10">
                  <h2 id={`${tabsId}-${value}`} className="flex items-center gap-3 text-xl font-semibold text-slate-900">
                    <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon className="size-5" />
                    </span>
                    {label}
                  </h2>
                  <p className="mt-2 mb-4 text-sm text-slate-600">{intro}</p>
                  <Accordion items={toItems(inCategory)} openId={openId} onOpenChange={setOpenId} />
                </section>
              )
            })
          : null}
      </TabPanel>
    </div>
  )
}
