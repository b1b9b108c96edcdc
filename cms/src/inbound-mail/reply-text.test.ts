import { describe, expect, it } from 'vitest'

import { replyText, replyTextMaxLength } from './reply-text.ts'

describe('replyText', () => {
  it('keeps what the customer wrote above the quoted e-mail, as Gmail and Apple Mail quote it in French', () => {
    const gmail = [
      'Merci, le film est bien arrivé.',
      'Il reste une petite bulle.',
      '',
      'Le lun. 5 janv. 2026 à 10:12, Ma Boutique Protection <',
      'support+sup-05012026-000042.0123456789abcdef0123456789abcdef@maboutiqueprotection.fr> a écrit :',
      '> Bonjour Camille,',
      '> Nous avons bien reçu votre message.',
    ].join('\r\n')
    expect(replyText(gmail, 0)).toBe('Merci, le film est bien arrivé.\nIl reste une petite bulle.')
  })

  it("leaves out Outlook's original message and the signature", () => {
    const outlook = [
      'Bonjour,',
      'Voici ma réponse.',
      '',
      "-----Message d'origine-----",
      'De : Ma Boutique Protection',
      'Objet : Votre demande',
      "Texte d'origine",
    ].join('\n')
    expect(replyText(outlook, 0)).toBe('Bonjour,\nVoici ma réponse.')
    expect(replyText('Parfait, merci.\n\n-- \nCamille Martin\n06 12 34 56 78', 0)).toBe('Parfait, merci.')
  })

  it('keeps a reply typed between quoted lines, and a whole quote rather than nothing', () => {
    expect(replyText('> Votre numéro de commande ?\nMBP-05012026-0001\n> Merci', 0)).toBe('MBP-05012026-0001')
    expect(replyText('> rien que la citation', 0)).toBe('> rien que la citation')
  })

  it('says how many attachments were left out, and cuts a text too long to read', () => {
    expect(replyText('Voici la photo.', 2)).toBe('Voici la photo.\n\nPièces jointes non conservées : 2')
    expect(replyText('', 1)).toBe('Pièces jointes non conservées : 1')
    expect(replyText('  ', 0)).toBe('(message sans texte)')
    const long = replyText('a'.repeat(replyTextMaxLength + 10), 0)
    expect(long).toBe(`${'a'.repeat(replyTextMaxLength)}\n[…] (message tronqué)`)
  })
})
