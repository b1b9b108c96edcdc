import { JobCancelledError } from 'payload'
import { describe, expect, it } from 'vitest'

import { openSealedLinks, sealedLink } from './sealed-links.ts'

const secret = 'un-secret-de-test-de-trente-deux-caracteres'
const url = 'https://boutique.example/suivi#commande=MBP-05012026-0007&cle=abc_DEF-123'

describe('sealed links', () => {
  it('hides the link from the queued body and gives it back as the e-mail leaves, escaped in HTML', () => {
    const sealed = sealedLink(secret, url)
    expect(sealed).not.toContain('abc_DEF-123')
    expect(sealedLink(secret, url)).not.toBe(sealed)
    expect(openSealedLinks(secret, `Suivre : ${sealed}\n`, 'text')).toBe(`Suivre : ${url}\n`)
    expect(openSealedLinks(secret, `<a href="${sealed}">${sealed}</a>`, 'html')).toBe(
      `<a href="${url.replace('&', '&amp;')}">${url.replace('&', '&amp;')}</a>`,
    )
  })

  it('fails the e-mail for a link sealed under another secret, or forged', () => {
    const sealed = sealedLink('un-autre-secret-de-trente-deux-caracteres', url)
    expect(() => openSealedLinks(secret, sealed, 'text')).toThrow(JobCancelledError)
    const forged = sealed.replace(/\.([\w-]+)\./, '.AAAA.')
    expect(() => openSealedLinks(secret, forged, 'text')).toThrow(JobCancelledError)
  })
})
