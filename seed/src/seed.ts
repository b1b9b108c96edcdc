import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { specPricing } from '@shop/domain/pricing'
import { slugify } from '@shop/domain/slug'

import { catalogueSpecs, type CatalogueSpec } from './catalogue-specs.ts'
import { faqs } from './data/faqs.ts'
import { pageFaqs } from './data/page-faqs.ts'
import { legalPages } from './data/legal-pages.ts'
import { categoryPages } from './data/category-pages.ts'
import { deliveryModes } from './data/delivery-modes.ts'
import { aboutPage, deliveryPage, installationGuide, printableGuide, warrantyPage } from './data/service-pages.ts'
import { siteSettings } from './data/site-settings.ts'
import { renderDeviceIllustration } from './illustrations.ts'
import { createProgress, type Progress } from './progress.ts'

export type SeedReport = Record<string, { created: number; kept: number }>

/**
 * What the seed needs from the shop and takes from its caller rather than importing: the seed is
 * data and the shop's servers and scripts run it, so it knows nothing of cms/src.
 */
export type SeedTools = {
  /** The installation guide on paper, uploaded as the guide's downloadable resource. */
  renderGuidePdf: (guide: typeof installationGuide, shopName: string) => Promise<Buffer>
}

const concurrency = 4

async function eachWithConcurrency<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
}

/** Every value of one field across a collection, drafts included. */
async function existingValues(payload: Payload, collection: string, field: string): Promise<Set<string>> {
  const result = await payload.find({
    collection: collection as 'phones',
    limit: 0,
    depth: 0,
    draft: true,
    pagination: false,
    select: { [field]: true },
  })
  return new Set(result.docs.map((doc) => String((doc as unknown as Record<string, unknown>)[field])))
}

async function seedCatalogue(payload: Payload, spec: CatalogueSpec, progress: Progress) {
  const existing = await existingValues(payload, spec.collection, 'slug')
  const missing = spec.records.filter((record) => !existing.has(slugify(record.name)))
  progress.start(spec.label, missing.length)
  await eachWithConcurrency(missing, async (record) => {
    const slug = slugify(record.name)
    const image = await renderDeviceIllustration(spec.kindOf(record as never), record.brand, record.name)
    const media = await payload.create({
      collection: 'media',
      data: { alt: record.name },
      file: { data: image, mimetype: 'image/png', name: `${spec.collection}-${slug}.png`, size: image.length },
    })
    try {
      await payload.create({
        collection: spec.collection,
        data: { ...spec.toData(record as never), slug, image: media.id, _status: 'published' } as never,
      })
    } catch (error) {
      await payload.delete({ collection: 'media', id: media.id })
      throw error
    }
    progress.tick()
  })
  progress.done(`${spec.label} : ${missing.length} créés, ${spec.records.length - missing.length} déjà présents`)
  return { created: missing.length, kept: spec.records.length - missing.length }
}

async function seedFaqs(payload: Payload, progress: Progress) {
  const existing = await existingValues(payload, 'faqs', 'question')
  const all = [...faqs, ...pageFaqs]
  const missing = all.map((faq, position) => ({ ...faq, position })).filter((faq) => !existing.has(faq.question))
  progress.start('FAQ', missing.length)
  for (const faq of missing) {
    await payload.create({ collection: 'faqs', data: { page: 'faq', ...faq, _status: 'published' } })
    progress.tick()
  }
  progress.done(`FAQ : ${missing.length} créées, ${all.length - missing.length} déjà présentes`)
  return { created: missing.length, kept: all.length - missing.length }
}

async function seedLegalPages(payload: Payload, progress: Progress) {
  const existing = await existingValues(payload, 'legal-pages', 'slug')
  const missing = legalPages.filter((page) => !existing.has(page.slug))
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  progress.start('Pages légales', missing.length)
  for (const page of missing) {
    await payload.create({
      collection: 'legal-pages',
      data: {
        ...page,
        sections: page.sections.map((section) => ({
          anchor: section.anchor,
          title: section.title,
          content: convertMarkdownToLexical({ editorConfig, markdown: section.markdown }),
        })),
        _status: 'published',
      } as never,
    })
    progress.tick()
  }
  progress.done(`Pages légales : ${missing.length} créées, ${legalPages.length - missing.length} déjà présentes`)
  return { created: missing.length, kept: legalPages.length - missing.length }
}

async function seedDeliveryModes(payload: Payload, progress: Progress) {
  const existing = await existingValues(payload, 'delivery-modes', 'code')
  const missing = deliveryModes.filter((mode) => !existing.has(mode.code))
  progress.start('Modes de livraison', missing.length)
  for (const mode of missing) {
    await payload.create({ collection: 'delivery-modes', data: mode })
    progress.tick()
  }
  progress.done(`Modes de livraison : ${missing.length} créés, ${deliveryModes.length - missing.length} déjà présents`)
  return { created: missing.length, kept: deliveryModes.length - missing.length }
}

/** The guide, with its printable version rendered from its steps and uploaded to the media library. */
async function guideWithPrintable(payload: Payload, tools: SeedTools) {
  const pdf = await tools.renderGuidePdf(installationGuide, siteSettings.shopName)
  const file = await payload.create({
    collection: 'media',
    data: { alt: printableGuide.title },
    file: { data: pdf, mimetype: 'application/pdf', name: printableGuide.filename, size: pdf.length },
  })
  return { ...installationGuide, resources: [{ title: printableGuide.title, description: printableGuide.description, file: file.id }] }
}

/** Each global's first texts, built only when the global is seeded (the guide's then uploads its PDF). */
const servicePages: Record<string, (payload: Payload, tools: SeedTools) => object | Promise<object>> = {
  'warranty-page': () => warrantyPage,
  'delivery-page': () => deliveryPage,
  'installation-guide': guideWithPrintable,
  'about-page': () => aboutPage,
  'category-pages': () => categoryPages,
}

/** Globals are filled once; afterwards they belong to the staff. */
async function seedGlobals(payload: Payload, tools: SeedTools) {
  const pricing = (await payload.findGlobal({ slug: 'pricing', depth: 0 })) as { phone?: { hdTpu?: number | null } }
  const pricingSet = typeof pricing.phone?.hdTpu === 'number'
  if (!pricingSet) await payload.updateGlobal({ slug: 'pricing', data: specPricing as never })
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { shopName?: string | null }
  if (!settings.shopName) await payload.updateGlobal({ slug: 'site-settings', data: siteSettings as never })
  let pagesCreated = 0
  for (const [slug, pageData] of Object.entries(servicePages)) {
    // Drafts included: a page staff started writing is theirs, even unpublished.
    const page = (await payload.findGlobal({ slug: slug as 'warranty-page', depth: 0, draft: true })) as { updatedAt?: string | null }
    if (page.updatedAt) continue
    await payload.updateGlobal({
      slug: slug as 'warranty-page',
      data: { ...(await pageData(payload, tools)), _status: 'published' } as never,
    })
    pagesCreated += 1
  }
  const pagesKept = Object.keys(servicePages).length - pagesCreated
  console.log(
    `  Tarifs : ${pricingSet ? 'déjà définis' : 'importés'} ; paramètres du site : ${settings.shopName ? 'déjà définis' : 'importés'} ; pages de service : ${pagesCreated} importées, ${pagesKept} déjà définies`,
  )
  return {
    created: Number(!pricingSet) + Number(!settings.shopName) + pagesCreated,
    kept: Number(pricingSet) + Number(Boolean(settings.shopName)) + pagesKept,
  }
}

/**
 * Idempotent: records are matched by slug (question for the FAQ), so a second run creates
 * nothing and never overwrites what staff have edited.
 */
export async function runSeed(payload: Payload, tools: SeedTools, progress: Progress = createProgress()): Promise<SeedReport> {
  const report: SeedReport = { globals: await seedGlobals(payload, tools) }
  for (const spec of catalogueSpecs) report[spec.collection] = await seedCatalogue(payload, spec, progress)
  report.faqs = await seedFaqs(payload, progress)
  report['legal-pages'] = await seedLegalPages(payload, progress)
  report['delivery-modes'] = await seedDeliveryModes(payload, progress)
  return report
}
