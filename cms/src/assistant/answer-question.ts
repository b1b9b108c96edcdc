import type { Payload } from 'payload'

import type { AssistantAnswer } from '@shop/domain/assistant'
import { faqPages } from '@shop/domain/content-pages'
import type { Pricing } from '@shop/domain/pricing'

import { searchCatalogue } from '../search/search-catalogue.ts'

type FaqHit = { question: string; answer: string; page: string; lexemes: number; in_question: number; in_document: number }

/**
 * Words that say "a protection for…" without naming the device: left out of the catalogue
 * search, so that 'une protection pour iPhone 15' looks for 'iPhone 15'.
 */
const productWords = new Set(
  `protection protections protege proteger film films verre trempe ecran ecrans hydrogel skin skins coque
   pour mon ma mes le la les un une des de du d l avec sur compatible compatibles avez vous je cherche
   il y a t existe quel quelle quels quelles prix acheter commander ai besoin bonjour svp merci`.split(/\s+/),
)

const normalised = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const words = (text: string) => normalised(text).match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * The published FAQ entries (every page's) sharing the most stems with the question, French
 * stemming on unaccented words (migration faq_search). Each hit says how many of the question's
 * stems it holds, in its own question and anywhere.
 */
async function findFaqEntries(payload: Payload, question: string): Promise<FaqHit[]> {
  const anyWord = words(question).join(' or ')
  if (!anyWord) return []
  const { rows } = await payload.db.pool.query<FaqHit>(
    `WITH q AS (
       SELECT websearch_to_tsquery('public.shop_french', $1) AS query,
              tsvector_to_array(to_tsvector('public.shop_french', $2)) AS lexemes
     ), hits AS (
       SELECT f.question, f.answer, f.page::text AS page, f.position,
              cardinality(q.lexemes) AS lexemes,
              (SELECT count(*) FROM unnest(q.lexemes) l
                 WHERE l = ANY (tsvector_to_array(to_tsvector('public.shop_french', f.question))))::int AS in_question,
              (SELECT count(*) FROM unnest(q.lexemes) l
                 WHERE l = ANY (tsvector_to_array(shop_faq_document(f.question, f.answer))))::int AS in_document
       FROM faqs f, q
       WHERE f._status = 'published' AND shop_faq_document(f.question, f.answer) @@ q.query
     )
     SELECT question, answer, page, lexemes, in_question, in_document FROM hits
     ORDER BY 2 * in_question + in_document DESC, position
     LIMIT 3`,
    [anyWord, question],
  )
  return rows
}

/** Share of the question's stems an entry answers, its own question counting double. */
const faqScore = (hit: FaqHit) => (hit.lexemes === 0 ? 0 : (hit.in_question + hit.in_document) / (2 * hit.lexemes))

const faqLink = (page: string) => (faqPages.find(({ value }) => value === page) ?? faqPages[0]).path

/**
 * The assistant's answer: FAQ entries that answer most of the question, and catalogue models the
 * question names. A question about a device puts its models first. Nothing good enough: the
 * contact form (fallback).
 */
export async function answerQuestion(payload: Payload, pricing: Pricing, question: string): Promise<AssistantAnswer> {
  const deviceWords = words(question).filter((word) => !productWords.has(word))
  const [faqHits, products] = await Promise.all([
    findFaqEntries(payload, question),
    deviceWords.length > 0 ? searchCatalogue(payload, deviceWords.join(' '), 'all', 2, false) : Promise.resolve([]),
  ])
  const faqAnswers = faqHits
    .filter((hit) => faqScore(hit) >= 0.5)
    .slice(0, 2)
    .map((hit) => ({ kind: 'faq' as const, title: hit.question, text: hit.answer, link: faqLink(hit.page) }))
  const productAnswers = products.map((product) => ({
    kind: 'product' as const,
    title: product.name,
    text: `À partir de ${product.price}. ${product.description}`.trim(),
    link: product.categoryPath,
  }))
  const bestFaq = faqHits[0] ? faqScore(faqHits[0]) : 0
  const answers = bestFaq >= 0.75 ? [...faqAnswers, ...productAnswers] : [...productAnswers, ...faqAnswers]
  return { answers: answers.slice(0, 3), fallback: answers.length === 0 }
}
