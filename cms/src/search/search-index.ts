import type { CatalogueModel } from '@shop/domain/catalogue-reads'

import { foldText } from '../catalogue-reads/listing.ts'
import { typoBudget, typoDistance } from './typo-distance.ts'

/** A model with the forms of its text that matching compares, computed once per cache fill. */
type IndexedModel = {
  model: CatalogueModel
  /** Words of name, brand and model, folded (no accents, lower case). */
  words: ReadonlySet<string>
  /** Name and model without spaces or punctuation ('iphone15'), '+' kept: 'S9 FE+' is not 'S9 FE'. */
  compactName: string
  compactModel: string
  description: string
}

/** A posting list: the positions, ascending, of the models of a category that bear a key. */
type Postings = Map<string, number[]>

/**
 * One category's models, the words they are made of, and what finds the few that may answer a
 * query without scoring them all: the models bearing each word, the compact names and models in
 * order (for the ones a query begins), and the models bearing each three-letter run of their
 * compact name or model, and of their description (for the ones that hold the query).
 */
export type CategoryIndex = {
  models: IndexedModel[]
  vocabulary: string[]
  words: ReadonlySet<string>
  byWord: Postings
  compactNames: { text: string; position: number }[]
  compactTrigrams: Postings
  descriptionTrigrams: Postings
}

const wordsOf = (folded: string) => folded.split(/[^a-z0-9]+/).filter(Boolean)
const compact = (folded: string) => folded.replace(/[^a-z0-9+]/g, '')

function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>()
  for (let i = 0; i + 3 <= text.length; i++) trigrams.add(text.slice(i, i + 3))
  return trigrams
}

function post(postings: Postings, key: string, position: number): void {
  const list = postings.get(key)
  if (!list) postings.set(key, [position])
  else if (list.at(-1) !== position) list.push(position)
}

export function indexCategory(models: readonly CatalogueModel[]): CategoryIndex {
  const indexed = models.map((model) => {
    const name = foldText(model.name)
    return {
      model,
      words: new Set(wordsOf(`${name} ${foldText(model.brand)} ${foldText(model.model)}`)),
      compactName: compact(name),
      compactModel: compact(foldText(model.model)),
      description: foldText(model.description),
    }
  })
  const byWord: Postings = new Map()
  const compactTrigrams: Postings = new Map()
  const descriptionTrigrams: Postings = new Map()
  const compactNames: CategoryIndex['compactNames'] = []
  indexed.forEach((entry, position) => {
    for (const word of entry.words) post(byWord, word, position)
    for (const text of [entry.compactName, entry.compactModel]) {
      compactNames.push({ text, position })
      for (const trigram of trigramsOf(text)) post(compactTrigrams, trigram, position)
    }
    for (const trigram of trigramsOf(entry.description)) post(descriptionTrigrams, trigram, position)
  })
  compactNames.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.position - b.position))
  const words = new Set(byWord.keys())
  return { models: indexed, vocabulary: [...words], words, byWord, compactNames, compactTrigrams, descriptionTrigrams }
}

/**
 * How well a model answers, best first: its very name or model; its name begun; every word as
 * typed; the last word begun (typing); words with typos (fewer first); its description. The
 * score orders tiers; within one, typos cost.
 */
const tiers = { exactName: 1000, namePrefix: 800, allWords: 600, typing: 500, typos: 300, description: 100 } as const

type WordMatch = { exact: boolean; typos: number }

export type SearchOptions = { limit: number; typos: boolean }

export type SearchHit = { model: CatalogueModel; score: number }

/**
 * For each query word, the words of the vocabulary it may stand for and at what cost: itself;
 * a word it begins, if it is the last one typed; a word within its typo allowance.
 */
function matchVocabulary(
  queryWords: string[],
  vocabulary: readonly string[],
  typos: boolean,
  known: ReadonlySet<string>,
): Map<string, WordMatch>[] {
  return queryWords.map((word, position) => {
    const last = position === queryWords.length - 1
    // A word some model bears as typed is no typo: 'fold' is the Galaxy Z Fold, not a Ford.
    const budget = typos && !known.has(word) ? typoBudget(word) : 0
    const matches = new Map<string, WordMatch>()
    for (const candidate of vocabulary) {
      if (candidate === word) matches.set(candidate, { exact: true, typos: 0 })
      else if (last && candidate.startsWith(word)) matches.set(candidate, { exact: false, typos: 0 })
      else if (budget > 0) {
        const distance = typoDistance(word, candidate, budget)
        if (distance <= budget) matches.set(candidate, { exact: false, typos: distance })
      }
    }
    return matches
  })
}

/** Every query word must find one of the model's words; the worst of them rates the model. */
function wordsScore(entry: IndexedModel, perWord: Map<string, WordMatch>[]): number | null {
  let typos = 0
  let allExact = true
  for (const matches of perWord) {
    let best: WordMatch | undefined
    for (const word of entry.words) {
      const match = matches.get(word)
      if (match && (!best || match.typos < best.typos || (match.typos === best.typos && match.exact))) best = match
    }
    if (!best) return null
    typos += best.typos
    allExact &&= best.exact
  }
  if (typos > 0) return tiers.typos - 10 * typos
  return allExact ? tiers.allWords : tiers.typing
}

function score(entry: IndexedModel, query: { folded: string; compact: string }, perWord: Map<string, WordMatch>[]): number | null {
  if (query.compact === entry.compactName || query.compact === entry.compactModel) return tiers.exactName
  if (entry.compactName.startsWith(query.compact) || entry.compactModel.startsWith(query.compact)) return tiers.namePrefix
  // 'iphone15' finds 'iPhone 15 Pro' too.
  if (query.compact.length >= 3 && (entry.compactName.includes(query.compact) || entry.compactModel.includes(query.compact))) {
    return tiers.allWords
  }
  const words = wordsScore(entry, perWord)
  if (words !== null) return words
  return query.folded.length >= 3 && entry.description.includes(query.folded) ? tiers.description : null
}

/** The models whose compact name or model begins with `prefix` (or is it). */
function beginning(index: CategoryIndex, prefix: string, into: Set<number>): void {
  const names = index.compactNames
  let low = 0
  let high = names.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (names[middle]!.text < prefix) low = middle + 1
    else high = middle
  }
  for (let i = low; i < names.length && names[i]!.text.startsWith(prefix); i++) into.add(names[i]!.position)
}

/** The models bearing every three-letter run of `text`: those that may hold it, to be checked. */
function holding(postings: Postings, text: string, into: Set<number>): void {
  const lists: number[][] = []
  for (const trigram of trigramsOf(text)) {
    const list = postings.get(trigram)
    if (!list) return
    lists.push(list)
  }
  for (const position of intersect(lists)) into.add(position)
}

/** The positions in every list, the shortest list first: as many steps as it has positions. */
function intersect(lists: number[][]): number[] {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length)
  if (!shortest) return []
  const sets = others.map((list) => new Set(list))
  return shortest.filter((position) => sets.every((set) => set.has(position)))
}

/** The models with a word matching each query word (the matches being from the vocabulary). */
function bearingWords(index: CategoryIndex, perWord: Map<string, WordMatch>[], into: Set<number>): void {
  const lists = perWord.map((matches) => {
    const positions = new Set<number>()
    for (const word of matches.keys()) for (const position of index.byWord.get(word) ?? []) positions.add(position)
    return [...positions]
  })
  for (const position of intersect(lists)) into.add(position)
}

/**
 * The models that may answer, found through the index rather than by scoring every model: each
 * tier of `score` needs its name or model begun by the query, or holding it, or a word for each
 * query word, or its description holding the query. Scoring them all gives the same answer.
 */
function candidates(index: CategoryIndex, query: { folded: string; compact: string }, perWord: Map<string, WordMatch>[]): number[] {
  const found = new Set<number>()
  beginning(index, query.compact, found)
  if (query.compact.length >= 3) holding(index.compactTrigrams, query.compact, found)
  bearingWords(index, perWord, found)
  if (query.folded.length >= 3) holding(index.descriptionTrigrams, query.folded, found)
  // In catalogue order, as a pass over all the models would meet them: equal hits keep that order.
  return [...found].sort((a, b) => a - b)
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

/**
 * The models of these categories that answer `text`, best first; among equals the shorter name
 * (the model itself before its Pro and Max), then alphabetical. Each hit names its category's index.
 */
export function searchIndexes<Index extends CategoryIndex>(
  indexes: readonly Index[],
  text: string,
  { limit, typos }: SearchOptions,
): (SearchHit & { index: Index })[] {
  const folded = foldText(text).trim().replace(/\s+/g, ' ')
  const queryWords = wordsOf(folded)
  if (queryWords.length === 0) return []
  const query = { folded, compact: compact(folded) }
  const known = new Set(queryWords.filter((word) => indexes.some((index) => index.words.has(word))))
  const hits: (SearchHit & { index: Index })[] = []
  for (const index of indexes) {
    const perWord = matchVocabulary(queryWords, index.vocabulary, typos, known)
    for (const position of candidates(index, query, perWord)) {
      const entry = index.models[position] as IndexedModel
      const found = score(entry, query, perWord)
      if (found !== null) hits.push({ model: entry.model, score: found, index })
    }
  }
  return hits
    .sort((a, b) => b.score - a.score || a.model.name.length - b.model.name.length || collator.compare(a.model.name, b.model.name))
    .slice(0, limit)
}
