/**
 * The CMS content the storefront reads at run time through Payload's REST API (spec
 * catalogue-and-content §2, §3): FAQ entries, legal pages, the service pages' texts and the
 * contact details and social links of site-settings.
 */
import * as z from 'zod'

import { faqCategories, legalPageSlugs } from './catalogue.ts'
import { installationDeviceTypes, type InstallationDeviceType, type ServicePageSlug } from './content-pages.ts'
import { mediaFileSchema } from './media-files.ts'
import { paymentMethodIds, type PaymentMethodId } from './payment-methods.ts'
import type { ShopPromises } from './shop-promises.ts'

const faqCategoryValues = faqCategories.map(({ value }) => value) as [
  (typeof faqCategories)[number]['value'],
  ...(typeof faqCategories)[number]['value'][],
]

const documentId = z.union([z.number(), z.string()]).transform(String)

const faqSchema = z.object({
  id: documentId,
  question: z.string(),
  answer: z.string(),
  /** Set on the /faq page's entries only; a service page's FAQ has none. */
  category: z.enum(faqCategoryValues).nullish(),
})
export type Faq = z.infer<typeof faqSchema>

/** `GET /api/faqs`: Payload's page of documents. */
export const faqListAnswerSchema = z.object({ docs: z.array(faqSchema) })

const legalSectionSchema = z.object({
  id: documentId,
  anchor: z.string(),
  title: z.string(),
  /** The rich text as HTML, converted and made safe by the CMS (LegalPages `html` field). */
  html: z.string().catch(''),
})
export type LegalSection = z.infer<typeof legalSectionSchema>

const legalPageSchema = z.object({
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

/**
 * The service pages' globals (`GET /api/globals/<slug>?depth=0`), as the CMS fields of
 * `cms/src/globals/*` and `cms/src/fields/content-lists.ts` hold them. A list staff emptied reads
 * as no rows.
 */
const rowId = z.string()
const rows = <Row extends z.ZodType>(row: Row) =>
  z
    .array(row)
    .nullish()
    .transform((list) => list ?? [])
export const textRows = rows(z.object({ id: rowId, text: z.string() }))
export const titledTexts = rows(z.object({ id: rowId, title: z.string(), text: z.string() }))
export const titledBlock = z.object({ title: z.string(), text: z.string() })

const warrantyPageSchema = z.object({
  intro: z.string(),
  commitment: titledBlock,
  durations: rows(z.object({ id: rowId, product: z.string(), duration: z.string(), coverage: z.string() })),
  claimSteps: titledTexts,
  importantInfo: textRows,
  exclusions: textRows,
})

const deliveryPageSchema = z.object({
  zones: rows(z.object({ id: rowId, zone: z.string(), delay: z.string(), price: z.string() })),
  steps: titledTexts,
  returnPolicy: z.string(),
  returnSteps: titledTexts,
  returnExceptions: textRows,
})

const deviceTypeValues = installationDeviceTypes.map(({ value }) => value) as [InstallationDeviceType, ...InstallationDeviceType[]]

const installationGuideSchema = z.object({
  deviceTypes: rows(
    z.object({
      id: rowId,
      key: z.enum(deviceTypeValues),
      title: z.string(),
      description: z.string(),
      duration: z.string(),
      difficulty: z.string(),
      /** Uploaded by staff (the media library); none: the guide shows no video. */
      video: mediaFileSchema,
      videoPoster: z
        .object({ url: z.string().startsWith('/') })
        .nullish()
        .catch(null),
      kit: textRows,
      steps: titledTexts,
      tips: textRows,
      mistakes: textRows,
    }),
  ),
  assistance: titledTexts,
  /** The documents staff uploaded; a row whose file is gone is not offered. */
  resources: rows(z.object({ id: rowId, title: z.string(), description: z.string(), file: mediaFileSchema })).transform((list) =>
    list.flatMap(({ file, ...resource }) => (file ? [{ ...resource, file }] : [])),
  ),
})

const aboutPageSchema = z.object({
  intro: z.string(),
  mission: titledBlock,
  values: titledTexts,
  journey: rows(z.object({ id: rowId, date: z.string(), title: z.string(), text: z.string() })),
  quality: titledBlock,
  advantages: titledTexts,
  manufacturing: titledTexts,
})

/** The globals of the service pages, by slug. */
export const servicePageSchemas = {
  'warranty-page': warrantyPageSchema,
  'delivery-page': deliveryPageSchema,
  'installation-guide': installationGuideSchema,
  'about-page': aboutPageSchema,
} as const satisfies Record<ServicePageSlug, z.ZodType>
export type { ServicePageSlug }
export type ServicePage<Slug extends ServicePageSlug> = z.infer<(typeof servicePageSchemas)[Slug]>
export type InstallationDevice = ServicePage<'installation-guide'>['deviceTypes'][number]

// A method this version does not know is not announced.
const announcedPaymentMethods = z
  .array(z.string())
  .nullish()
  .transform((methods) =>
    (methods ?? []).filter((method): method is PaymentMethodId => (paymentMethodIds as readonly string[]).includes(method)),
  )

/** The shop's contact fields of site-settings: `GET /api/globals/site-settings?select[…]`. */
export const contactDetailsSchema = z.object({
  email: z.string(),
  supportEmail: z.string(),
  /** Empty: phone support is unavailable. */
  phone: z.string().nullish(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
  hours: rows(z.object({ id: rowId, days: z.string(), hours: z.string() })),
  emailReplyDelay: z.string(),
  /** How one pays (the checkout's note), read here rather than with the footer's promises: see get-contact-details.ts. */
  paymentMethods: announcedPaymentMethods,
})
export type ContactDetails = z.infer<typeof contactDetailsSchema>

/** The site settings the storefront's promises are worded from (@shop/domain/shop-promises). */
export const shopPromisesSchema = z.object({
  warrantyDays: z.number().int().min(0),
  emailReplyDelay: z.string(),
  phone: z
    .string()
    .nullish()
    .transform((phone) => phone || null),
  paymentMethods: announcedPaymentMethods,
}) satisfies z.ZodType<ShopPromises>
