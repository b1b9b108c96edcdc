/**
 * The CMS content the storefront reads at run time through Payload's REST API (spec
 * catalogue-and-content §2, §3): FAQ entries, legal pages and the social links of site-settings.
 */
import * as z from 'zod'

import { faqCategories, legalPageSlugs } from './catalogue.ts'

const faqCategoryValues = faqCategories.map(({ value }) => value) as [
  (typeof faqCategories)[number]['value'],
  ...(typeof faqCategories)[number]['value'][],
]

const documentId = z.union([z.number(), z.string()]).transform(String)

export const faqSchema = z.object({
  id: documentId,
  question: z.string(),
  answer: z.string(),
  /** Set on the /faq page's entries only; a service page's FAQ has none. */
  category: z.enum(faqCategoryValues).nullish(),
})
export type Faq = z.infer<typeof faqSchema>

/** `GET /api/faqs`: Payload's page of documents. */
export const faqListAnswerSchema = z.object({ docs: z.array(faqSchema) })

export const legalSectionSchema = z.object({
  id: documentId,
  anchor: z.string(),
  title: z.string(),
  /** The rich text as HTML, converted and made safe by the CMS (LegalPages `html` field). */
  html: z.string().catch(''),
})
export type LegalSection = z.infer<typeof legalSectionSchema>

export const legalPageSchema = z.object({
  slug: z.enum(legalPageSlugs),
  title: z.string(),
  summary: z.string(),
  /** ISO date-time of the last revision. */
  lastUpdated: z.string(),
  version: z.string().nullish(),
  sections: z.array(legalSectionSchema),
})
export type LegalPage = z.infer<typeof legalPageSchema>

/** `GET /api/legal-pages?where[slug][equals]=…`: none when the page is not published. */
export const legalPageListAnswerSchema = z.object({ docs: z.array(legalPageSchema) })

export const socialNetworks = ['facebook', 'instagram', 'tiktok', 'youtube'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

/** A web address staff typed: kept when it is https, dropped otherwise (no `javascript:` link). */
const httpsUrl = z
  .url({ protocol: /^https$/ })
  .nullish()
  .catch(null)

/** `GET /api/globals/site-settings?select[social]=true`. */
export const socialLinksAnswerSchema = z.object({
  social: z
    .object(Object.fromEntries(socialNetworks.map((network) => [network, httpsUrl])) as Record<SocialNetwork, typeof httpsUrl>)
    .nullish(),
})

/** `GET /api/globals/site-settings?select[mediator]=true`: the consumer mediator the legal notices name. */
export const consumerMediatorAnswerSchema = z.object({
  mediator: z
    .object({
      name: z.string().nullish(),
      address: z.string().nullish(),
      website: httpsUrl,
    })
    .nullish(),
})
export type ConsumerMediator = NonNullable<z.infer<typeof consumerMediatorAnswerSchema>['mediator']>
