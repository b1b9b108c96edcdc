import type { ConsoleKind, FaqCategory, LegalPageSlug } from '@shop/domain/catalogue'
import type { FaqPage } from '@shop/domain/content-pages'

/**
 * Seed records as written in ./data. Names are full display names including the brand
 * ('Apple iPhone 16 Pro Max'); slugs are derived from them by the CMS.
 */
export type PhoneSeed = {
  name: string
  brand: string
  model: string
  year: number
  description: string
  popular?: boolean
}

export type TabletSeed = PhoneSeed

export type WatchSeed = {
  name: string
  brand: string
  model: string
  /** Case size as shown to shoppers, e.g. '45 mm'. */
  size: string
  year: number
  description: string
}

export type ConsoleSeed = {
  name: string
  brand: 'Nintendo' | 'PlayStation' | 'Xbox' | 'Steam'
  kind: ConsoleKind
  year: number
  description: string
}

export type LaptopSeed = {
  name: string
  brand: string
  model: string
  year: number
  /** Screen diagonals in inches offered for this model, e.g. [13.6, 15.3]. */
  sizes: number[]
  popular: boolean
  description: string
}

export type CarModelSeed = {
  name: string
  brand: string
  model: string
  year: 2024
  /** Diagonal in inches as text, e.g. '10.25"'. */
  screenSize: string
  description: string
}

/** An FAQ entry of the /faq page (with its tab) or of a service page's own FAQ. */
export type FaqSeed = {
  page?: FaqPage
  category?: FaqCategory
  question: string
  answer: string
}

type LegalSectionSeed = {
  anchor: string
  title: string
  /** Body in Markdown (paragraphs, bullet lists, **bold**); converted to rich text when seeding. */
  markdown: string
}

export type LegalPageSeed = {
  slug: LegalPageSlug
  title: string
  summary: string
  /** ISO date of the last revision. */
  lastUpdated: string
  /** Shown under the title when the document is versioned (the privacy policy). */
  version?: string
  sections: LegalSectionSeed[]
}
