/**
 * The sections each category page and the home page show around the catalogue (spec
 * catalogue-and-content §2), edited by staff in the CMS global `category-pages` and read from
 * `GET /api/globals/category-pages?depth=1` (the server puts the same answer in the HTML it renders).
 */
import * as z from 'zod'

import { textRows, titledBlock, titledTexts } from './content.ts'

export const categoryPagesSlug = 'category-pages'

/** An uploaded picture as the page shows it: the 320 px card size when there is one. */
const pictureSchema = z
  .object({
    url: z.string(),
    alt: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    sizes: z
      .object({ card: z.object({ url: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() }).nullish() })
      .nullish(),
  })
  .transform(({ url, alt, width, height, sizes }) => {
    const card = sizes?.card
    const shown = card?.url ? { url: card.url, width: card.width, height: card.height } : { url, width, height }
    return { url: shown.url, alt: alt ?? '', width: shown.width ?? null, height: shown.height ?? null }
  })
/** Not uploaded, or not readable at this depth (an id): no picture. */
const picture = pictureSchema.nullish().catch(null)

export const categoryPagesSchema = z.object({
  phones: z.object({
    benefits: titledTexts,
    paymentBanner: titledBlock.nullish(),
  }),
  watches: z.object({
    packBanner: titledBlock.extend({ image: picture }).nullish(),
    benefitsTitle: z.string().nullish(),
    benefits: titledTexts,
    installTitle: z.string().nullish(),
    installSteps: titledTexts,
    helpTitle: z.string().nullish(),
    helpText: z.string().nullish(),
  }),
  consoles: z.object({
    reasonsTitle: z.string().nullish(),
    reasons: titledTexts,
    installTitle: z.string().nullish(),
    installSteps: titledTexts,
  }),
  carScreens: z.object({
    heroFeatures: textRows,
    heroImage: picture,
    whyTitle: z.string().nullish(),
    why: titledTexts,
    installTitle: z.string().nullish(),
    installSteps: titledTexts,
  }),
  home: z.object({
    installTitle: z.string().nullish(),
    installIntro: z.string().nullish(),
    installSteps: titledTexts,
    installImage: picture,
  }),
})
export type CategoryPages = z.infer<typeof categoryPagesSchema>
