import type { ReactNode } from 'react'

import type { LegalPageSlug } from '@shop/domain/catalogue'
import type { LegalPage as LegalPageContent, LegalSection } from '@shop/domain/content'
import { formatDate } from '@shop/domain/dates'

import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs'
import { Container } from '../../../components/ui/container'
import { BackToTopButton, PrintButton } from '../../../components/ui/page-tools'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { TableOfContents } from '../../../components/ui/table-of-contents'
import { legalScrollOffset } from '../../../config/layout'
import { usePageMeta } from '../../../hooks/use-page-meta'
import { useScrollSpy } from '../../../hooks/use-scroll-spy'
import { useLegalPage } from '../api/get-legal-page'
import { usePreview } from '../../../hooks/use-preview'

type LegalPageProps = {
  slug: LegalPageSlug
  /** The page's name until its CMS title arrives (the pre-rendered heading). */
  title: string
  breadcrumbs: readonly Crumb[]
  /** A call to action under the introduction (the online withdrawal's entry point). */
  headerAction?: ReactNode
  /** What the shop adds under a section, by its anchor: a form, the cookie preferences panel… */
  sectionExtras?: Partial<Record<string, ReactNode>>
}

/**
 * A legal page as published in the CMS (spec catalogue §2): breadcrumbs, title, last update and
 * version, a sticky table of contents following the reading, the sections, print and back-to-top
 * buttons. Its texts are read when the page opens, never baked into the pre-rendered HTML.
 */
export function LegalPage({ slug, title, breadcrumbs, headerAction, sectionExtras = {} }: LegalPageProps) {
  const preview = usePreview()
  const page = useLegalPage(slug, { preview })
  const content = page.data

  return (
    <>
      <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white print:border-0 print:bg-none">
        <Container className="py-8 sm:py-10 print:p-0">
          <Breadcrumbs items={breadcrumbs} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{content?.title ?? title}</h1>
          {content ? <LegalPageHeader content={content} /> : <LegalPageHeaderPlaceholder />}
          {headerAction ? <div className="mt-6 print:hidden">{headerAction}</div> : null}
        </Container>
      </div>
      <Container className="py-10 print:p-0">
        {page.isPending ? (
          <div className="min-h-dvh">
            <Spinner className="py-16" />
          </div>
        ) : null}
        {page.isError ? <QueryError error={page.error} onRetry={() => void page.refetch()} /> : null}
        {page.isSuccess && content === null ? <p className="py-10 text-slate-700">Cette page n'est pas encore publiée.</p> : null}
        {content ? <LegalPageBody content={content} sectionExtras={sectionExtras} /> : null}
      </Container>
    </>
  )
}

/** The room the date and introduction take, kept while they load: the page must not jump. */
function LegalPageHeaderPlaceholder() {
  return (
    <div aria-hidden="true">
      <div className="mt-3 h-9 w-64 max-w-full rounded bg-slate-100" />
      <div className="mt-4 h-44 max-w-3xl rounded bg-slate-100 sm:h-24" />
    </div>
  )
}

function LegalPageHeader({ content }: { content: LegalPageContent }) {
  usePageMeta({ title: content.title, description: content.summary })
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        <p>
          Dernière mise à jour : <time dateTime={content.lastUpdated}>{formatDate(content.lastUpdated)}</time>
        </p>
        {content.version ? <p>Version {content.version}</p> : null}
        <PrintButton />
      </div>
      <p className="mt-4 max-w-3xl text-base text-slate-700 sm:text-lg">{content.summary}</p>
    </>
  )
}

function LegalPageBody({ content, sectionExtras }: { content: LegalPageContent; sectionExtras: Partial<Record<string, ReactNode>> }) {
  const entries = content.sections.map((section) => ({ id: section.anchor, label: section.title }))
  const activeId = useScrollSpy(
    entries.map((entry) => entry.id),
    legalScrollOffset,
  )
  return (
    <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 print:block">
      <aside className="mb-8 lg:mb-0">
        <TableOfContents
          entries={entries}
          activeId={activeId}
          className="lg:sticky lg:top-32 lg:max-h-[calc(100dvh-9rem)] lg:overflow-y-auto"
        />
      </aside>
      <div className="max-w-3xl">
        {content.sections.map((section) => (
          <LegalPageSection key={section.id} section={section} extra={sectionExtras[section.anchor]} />
        ))}
        <div className="mt-10 flex justify-end border-t border-slate-200 pt-6">
          <BackToTopButton />
        </div>
      </div>
    </div>
  )
}

function LegalPageSection({ section, extra }: { section: LegalSection; extra: ReactNode }) {
  return (
    <section
      id={section.anchor}
      tabIndex={-1}
      aria-labelledby={`${section.anchor}-title`}
      className="scroll-mt-[120px] pt-2 pb-8 outline-none"
    >
      <h2 id={`${section.anchor}-title`} className="text-2xl font-semibold text-slate-900">
        {section.title}
      </h2>
      {/* HTML the CMS converted from its rich text: escaped text, checked links, no script or style. */}
      <div className="rich-text mt-4" dangerouslySetInnerHTML={{ __html: section.html }} />
      {extra}
    </section>
  )
}
