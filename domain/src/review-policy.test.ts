import { describe, expect, it } from 'vitest'

import { reviewerName, reviewPolicy, reviewRemovalReasons } from './review-policy.ts'

describe('reviews on the pages', () => {
  it('name their author by first name and the initial of the last word only', () => {
    expect(reviewerName('Marie Dupont')).toBe('Marie D.')
    expect(reviewerName('  Jean-Pierre   de la tour ')).toBe('Jean-Pierre T.')
    expect(reviewerName('Élodie  émond')).toBe('Élodie É.')
    expect(reviewerName('Cher')).toBe('Cher')
  })

  it('state the retention the chore applies and every reason a review may be removed for', () => {
    const policy = reviewPolicy(18).join(' ')
    expect(policy).toContain('Chaque avis reste publié 18 mois après sa date, puis il est retiré du site et son commentaire est effacé.')
    for (const reason of Object.values(reviewRemovalReasons)) expect(policy).toContain(reason)
    expect(policy).toContain('Aucune contrepartie')
    expect(policy).toContain('négatifs compris')
  })
})
