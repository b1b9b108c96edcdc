import { useId, useState } from 'react'

import { faqCategories, type FaqCategory } from '@shop/domain/catalogue'
import type { Faq } from '@shop/domain/content'

import { Accordion } from '../../../components/ui/accordion'
import { Button } from '../../../components/ui/button'
import { SearchIcon } from '../../../components/ui/icons'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { usePageMeta } from '../../../hooks/use-page-meta'
import { useFaqs } from '../api/get-faqs'
import { usePreview } from '../hooks/use-preview'
import { faqCategoryDetails } from './faq-categories'

type Tab = 'all' | FaqCategory

const tabs = [{ id: 'all' as const, label: 'Toutes' }, ...faqCategories.map(({ value, label }) => ({ id: value, label }))]

const fold = (text: string) => text.toLocaleLowerCase('fr-FR')

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
  const searchId = useId()
  const [search, setSearch] = useState('')
  const [tab, setTab] = useState<Tab>('all')
  const [openId, setOpenId] = useState<string | null>(null)

  usePageMeta({
    title: 'Foire aux questions',
    description:
      'Installation, durabilité, garantie, livraison : les réponses aux questions les plus fréquentes sur nos protections d’écran.',
    structuredData: faqs.data ? structuredData(faqs.data) : undefined,
  })

  const term = fold(search.trim())
  const shown = (faqs.data ?? []).filter(
    (faq) => (tab === 'all' || faq.category === tab) && (!term || fold(faq.question).includes(term) || fold(faq.answer).includes(term)),
  )
  const toItems = (list: readonly Faq[]) => list.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))
  const showAll = () => {
    setSearch('')
    setTab('all')
  }

  return (
    <div>
      <div className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          Rechercher une question
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Rechercher une question…"
          className="block h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>

      <Tabs label="Catégories de questions" items={tabs} selected={tab} onSelect={setTab} idPrefix={tabsId} className="mt-6" />

      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-slate-700">
        {term && faqs.data ? resultCount(shown.length) : ''}
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
