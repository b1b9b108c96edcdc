import { describe, expect, it } from 'vitest'

import { replyLineMaxLength, replyParseTimeoutMs, replyText, replyTextMaxLength } from './reply-text.ts'

/** A text that makes email-reply-parser's Dutch quote header backtrack without end (issue 44). */
const dutchTrap = (lines: number) => `${'Op ' + 'schreef '.repeat(10)}\n`.repeat(lines)

describe('replyText', () => {
  it('keeps what the customer wrote above the quoted e-mail, as Gmail and Apple Mail quote it in French', async () => {
    const gmail = [
      'Merci, le film est bien arrivé.',
      'Il reste une petite bulle.',
      '',
      'Le lun. 5 janv. 2026 à 10:12, Ma Boutique Protection <',
      'support+sup-05012026-000042.0123456789abcdef0123456789abcdef@maboutiqueprotection.fr> a écrit :',
      '> Bonjour Camille,',
      '> Nous avons bien reçu votre message.',
    ].join('\r\n')
    expect(await replyText(gmail, 0)).toBe('Merci, le film est bien arrivé.\nIl reste une petite bulle.')
  })

  it("leaves out Outlook's original message and the signature", async () => {
    const outlook = [
      'Bonjour,',
      'Voici ma réponse.',
      '',
      "-----Message d'origine-----",
      'De : Ma Boutique Protection',
      'Objet : Votre demande',
      "Texte d'origine",
    ].join('\n')
    expect(await replyText(outlook, 0)).toBe('Bonjour,\nVoici ma réponse.')
    expect(await replyText('Parfait, merci.\n\n-- \nCamille Martin\n06 12 34 56 78', 0)).toBe('Parfait, merci.')
  })

  it('keeps a reply typed between quoted lines, and a whole quote rather than nothing', async () => {
    expect(await replyText('> Votre numéro de commande ?\nMBP-05012026-0001\n> Merci', 0)).toBe('MBP-05012026-0001')
    expect(await replyText('> rien que la citation', 0)).toBe('> rien que la citation')
  })

  it('says how many attachments were left out, and cuts a text too long to read', async () => {
    expect(await replyText('Voici la photo.', 2)).toBe('Voici la photo.\n\nPièces jointes non conservées : 2')
    expect(await replyText('', 1)).toBe('Pièces jointes non conservées : 1')
    expect(await replyText('  ', 0)).toBe('(message sans texte)')
    const long = await replyText('a'.repeat(replyTextMaxLength + 10), 0)
    expect(long).toBe(`${'a'.repeat(replyTextMaxLength)}\n[…] (message tronqué)`)
  })

  it('cuts in the quoted history without a word, and keeps a paragraph longer than a mail line whole', async () => {
    const quoted = `Merci.\n\nLe lun. 5 janv. 2026 à 10:12, Ma Boutique Protection <support@maboutiqueprotection.fr> a écrit :\n${'> ligne citée\n'.repeat(3_000)}`
    expect(await replyText(quoted, 0)).toBe('Merci.')
    const paragraph = `${'Le film couvre bien tout l’écran, '.repeat(100)}merci.`
    expect(paragraph.length).toBeGreaterThan(replyLineMaxLength * 3)
    expect(await replyText(paragraph, 0)).toBe(paragraph)
  })

  it('reads a text that traps the parser apart and in its time, keeps it unparsed, and the event loop keeps turning', async () => {
    let longestPause = 0
    let last = performance.now()
    const ticks = setInterval(() => {
      const now = performance.now()
      longestPause = Math.max(longestPause, now - last)
      last = now
    }, 10)
    const startedAt = performance.now()
    try {
      const text = dutchTrap(200)
      expect(await replyText(text, 0)).toBe(text.trim())
      // 40 KB stalled the whole shop for 17 s; 150 KB for minutes.
      const cut = `${dutchTrap(460).slice(0, replyTextMaxLength).trim()}\n[…] (message tronqué)`
      expect(await replyText(dutchTrap(460), 0)).toBe(cut)
      expect(await replyText(dutchTrap(1_700), 0)).toBe(cut)
    } finally {
      clearInterval(ticks)
    }
    // Three parses given up at their limit at most, and the workers' start (tsx's loader, from the sources).
    expect(performance.now() - startedAt).toBeLessThan(3 * replyParseTimeoutMs + 10_000)
    expect(longestPause).toBeLessThan(500)
  }, 30_000)
})
