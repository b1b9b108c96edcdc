import { and, count, desc, eq, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { AssistantAnswer } from '@shop/domain/assistant'
import { faqPages } from '@shop/domain/content-pages'
import type { Pricing } from '@shop/domain/pricing'

import { dbOf } from '../database/db.ts'
import { faqs } from '../database/payload-schema.ts'
import { searchCatalogue } from '../search/search-catalogue.ts'

type FaqHit = { question: string; answer: string; page: string; lexemes: number; inQuestion: number; inDocument: number }

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

/** The text search configuration of migration faq_search. */
const shopFrench = sql`'public.shop_french'`

/** An entry's stems, question weighing more (migration faq_search, whose index it matches). */
const faqDocument = sql`shop_faq_document(${faqs.question}, ${faqs.answer})`

/**
 * The published FAQ entries (every page's) sharing the most stems with the question, French
 * stemming on unaccented words (migration faq_search). Each hit says how many of the question's
 * stems it holds, in its own question and anywhere.
 */
async function findFaqEntries(payload: Payload, question: string): Promise<FaqHit[]> {
  const anyWord = words(question).join(' or ')
  if (!anyWord) return []
  const db = await dbOf(payload)
  // A row of values is no query builder's (a select needs a table): the question parsed once,
  // declared with its columns' names so that the queries below read them typed.
  const asked = db
    .$with('q', { query: sql`query`.as('query'), lexemes: sql<string[]>`lexemes`.as('lexemes') })
    .as(
      sql`select websearch_to_tsquery(${shopFrench}, ${anyWord}) as query, tsvector_to_array(to_tsvector(${shopFrench}, ${question})) as lexemes`,
    )
  /** How many of the question's stems are among `stems`. */
  const heldIn = (stems: SQL) =>
    sql<number>`(${db
      .select({ held: count() })
      .from(sql`unnest(${asked.lexemes}) as lexeme`)
      .where(sql`lexeme = any (${stems})`)})::int`
  const hits = db.$with('hits').as(
    db
      .select({
        // Both required: empty only in a draft.
        question: sql<string>`${faqs.question}`.as('question'),
        answer: sql<string>`${faqs.answer}`.as('answer'),
        page: sql<string>`${faqs.page}::text`.as('page'),
        position: faqs.position,
        lexemes: sql<number>`cardinality(${asked.lexemes})`.as('lexemes'),
        inQuestion: heldIn(sql`tsvector_to_array(to_tsvector(${shopFrench}, ${faqs.question}))`).as('in_question'),
        inDocument: heldIn(sql`tsvector_to_array(${faqDocument})`).as('in_document'),
      })
      .from(faqs)
      .crossJoin(asked)
      .where(and(eq(faqs._status, 'published'), sql`${faqDocument} @@ ${asked.query}`)),
  )
  return db
    .with(asked, hits)
    .select({
      question: hits.question,
      answer: hits.answer,
      page: hits.page,
      lexemes: hits.lexemes,
      inQuestion: hits.inQuestion,
      inDocument: hits.inDocument,
    })
    .from(hits)
    .orderBy(desc(sql`2 * ${hits.inQuestion} + ${hits.inDocument}`), hits.position)
    .limit(3)
}

/** Share of the question's stems an entry answers, its own question counting double. */
const faqScore = (hit: FaqHit) => (hit.lexemes === 0 ? 0 : (hit.inQuestion + hit.inDocument) / (2 * hit.lexemes))

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
