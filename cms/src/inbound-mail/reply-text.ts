import EmailReplyParser from 'email-reply-parser'

/** The longest text one e-mail adds to a thread; staff see that it was cut. */
export const replyTextMaxLength = 20_000

/**
 * What the customer wrote this time: the quoted history (`> …`, « Le … a écrit : », Outlook's
 * « -----Message d'origine----- ») and the signature left out, as mail clients fold them away. A
 * reply typed between quoted lines, which that rule could leave empty, is kept whole rather than
 * lost. Attachments are not kept: staff read how many there were, to ask for them otherwise.
 */
export function replyText(text: string, attachments: number): string {
  const whole = text.replace(/\r\n?/g, '\n').trim()
  const fresh = new EmailReplyParser().parseReply(whole).trim() || whole
  const body = fresh.length > replyTextMaxLength ? `${fresh.slice(0, replyTextMaxLength)}\n[…] (message tronqué)` : fresh
  const note = attachments > 0 ? `Pièces jointes non conservées : ${attachments}` : ''
  return [body, note].filter(Boolean).join('\n\n') || '(message sans texte)'
}
