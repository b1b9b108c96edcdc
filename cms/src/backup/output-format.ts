/** `0 fichier`, `1 fichier`, `2 fichiers`: in French, zero takes the singular too. */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count > 1 ? 's' : ''}`
