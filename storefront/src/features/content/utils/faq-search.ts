import type { Faq } from '@shop/domain/content'

const fold = (text: string) => text.toLocaleLowerCase('fr-FR')

/** The FAQ searches of spec catalogue §5: a case-insensitive substring of the question or the answer. */
export function matchesFaqSearch(search: string): (faq: Faq) => boolean {
  const term = fold(search.trim())
  return (faq) => !term || fold(faq.question).includes(term) || fold(faq.answer).includes(term)
}
