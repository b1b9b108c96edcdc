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

/** One category's models and the words they are made of. */
export type CategoryIndex = { models: IndexedModel[]; vocabulary: string[]; words: ReadonlySet<string> }

const wordsOf = (folded: string) => folded.split(/[^a-z0-9]+/).filter(Boolean)
const compact = (folded: string) => folded.replace(/[^a-z0-9+]/g, '')

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
  const words = new Set(indexed.flatMap((entry) => [...entry.words]))
  return { models: indexed, vocabulary: [...words], words }
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

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

/**
 * The models of these categories that answer `text`, best first; among equals the shorter name
 * (the model itself before its Pro and Max), then alphabetical.
 */
export function searchIndexes(indexes: readonly CategoryIndex[], text: string, { limit, typos }: SearchOptions): SearchHit[] {
  const folded = foldText(text).trim().replace(/\s+/g, ' ')
  const queryWords = wordsOf(folded)
  if (queryWords.length === 0) return []
  const query = { folded, compact: compact(folded) }
  const known = new Set(queryWords.filter((word) => indexes.some((index) => index.words.has(word))))
  const hits: SearchHit[] = []
  for (const index of indexes) {
    const perWord = matchVocabulary(queryWords, index.vocabulary, typos, known)
    for (const entry of index.models) {
      const found = score(entry, query, perWord)
      if (found !== null) hits.push({ model: entry.model, score: found })
    }
  }
  return hits
    .sort((a, b) => b.score - a.score || a.model.name.length - b.model.name.length || collator.compare(a.model.name, b.model.name))
    .slice(0, limit)
}
