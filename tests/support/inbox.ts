import type { CaughtAttachment, MailboxReply } from '../fakes/smtp-catcher.ts'

export type Mail = {
  to: string[]
  subject: string
  text: string
  html: string
  listUnsubscribe: string | null
  messageId: string | null
  replyTo: string | null
  attachments: CaughtAttachment[]
}

/**
 * The last mail the shop sent to `address` whose subject contains `subject` (any subject if not
 * given), read from the test SMTP catcher; waits for it, since mails leave from the queue after the answer.
 */
export async function waitForMail(inboxUrl: string, address: string, subject = '', timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = ((await (await fetch(`${inboxUrl}?to=${encodeURIComponent(address)}`)).json()) as Mail[]).filter((mail) =>
      mail.subject.includes(subject),
    )
    const last = mails[mails.length - 1]
    if (last) return last
    if (Date.now() > deadline) throw new Error(`aucun e-mail « ${subject} » pour ${address}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Every mail the shop sent to `address` so far. */
export async function mailsTo(inboxUrl: string, address: string): Promise<Mail[]> {
  return (await (await fetch(`${inboxUrl}?to=${encodeURIComponent(address)}`)).json()) as Mail[]
}

/** How the test mail server answers for `address` from now on (tests/fakes/smtp-catcher.ts). */
export async function answerMailbox(inboxUrl: string, address: string, reply: MailboxReply): Promise<void> {
  const res = await fetch(new URL(`/mailboxes/${encodeURIComponent(address)}`, inboxUrl), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reply }),
  })
  if (!res.ok) throw new Error(`boîte ${address} : ${res.status}`)
}

/** The SMTP address of the test mail server, for another shop instance to send through it too. */
export async function smtpUrlOf(inboxUrl: string): Promise<string> {
  return ((await (await fetch(new URL('/smtp', inboxUrl))).json()) as { smtpUrl: string }).smtpUrl
}

/**
 * The first link to `path` in a mail's text, and the secrets its fragment carries (domain's
 * pathWithSecret): a browser never sends the fragment, so no access log keeps them.
 */
export function mailedLink(mail: Mail, path: string): { url: URL; secrets: URLSearchParams } {
  const found = new RegExp(`https?://[^\\s/]+${path.replace(/[.?]/g, '\\$&')}(?=[#?\\s])\\S*`).exec(mail.text)?.[0]
  if (!found) throw new Error(`pas de lien ${path} dans : ${mail.text}`)
  const url = new URL(found)
  return { url, secrets: new URLSearchParams(url.hash.slice(1)) }
}
