import escapeHtml from 'escape-html'

const shopName = 'Ma Boutique Protection'

export type EmailContent = { subject: string; html: string; text: string }

/** A table of figures (an order's lines and totals): right-aligned columns are the amounts. */
type Table = { head: string[]; rows: string[][]; alignRight: number[] }

type Block = {
  paragraphs: string[]
  table?: Table
  after?: string[]
  action?: { label: string; url: string }
  /** A row of links to pick one from (the five ratings of the satisfaction e-mail), in place of one action. */
  choices?: { label: string; url: string }[]
  footnote?: string
  /** A link below the signature (the newsletter's unsubscribe link). */
  footerLink?: { label: string; url: string }
}

function tableHtml(table: Table): string {
  const cell = (tag: 'th' | 'td', value: string, column: number) =>
    `<${tag} style="padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:${table.alignRight.includes(column) ? 'right' : 'left'}">${escapeHtml(value)}</${tag}>`
  const head = `<tr>${table.head.map((value, column) => cell('th', value, column)).join('')}</tr>`
  const rows = table.rows.map((row) => `<tr>${row.map((value, column) => cell('td', value, column)).join('')}</tr>`).join('')
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${head}${rows}</table>`
}

/** In text, a line reads `Article — Quantité : 2 — …`; a total with its amount alone reads `Total TTC : 30,00 €`. */
function tableText(table: Table): string[] {
  const line = ([first = '', ...rest]: string[]) => {
    const filled = rest.flatMap((value, index) => (value ? [{ label: table.head[index + 1], value }] : []))
    if (filled.length === 1 && rest[rest.length - 1]) return `${first} : ${filled[0]?.value}`
    return [first, ...filled.map(({ label, value }) => `${label} : ${value}`)].join(' — ')
  }
  return [...table.rows.map(line), '']
}

/**
 * A name or a subject as one line: a line break typed into a form must not start a line of its own
 * in the text part, where it could pass for the shop's words (a forged total, a link).
 */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Long enough for a first name, too short for a sentence. */
const greetedNameMaxLength = 30

/**
 * The greeting of an e-mail to an address nobody proved, whose name anybody could have typed
 * along with it: the shop's mail must not carry a stranger's words («Cliquez sur http://…») to
 * whoever owns the address. Only the name's first word is kept, when it is a word (letters,
 * apostrophes and hyphens: nothing a link or a domain is made of) of at most 30 characters.
 */
export function unprovenGreeting(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? ''
  const word = first.length <= greetedNameMaxLength && /^\p{L}[\p{L}'’-]*$/u.test(first)
  return word ? `Bonjour ${first},` : 'Bonjour,'
}

/** One look for every e-mail of the shop: a simple, accessible HTML body and its text twin. */
export function renderEmail(rawSubject: string, rawGreeting: string, block: Block): EmailContent {
  const subject = oneLine(rawSubject)
  const greeting = oneLine(rawGreeting)
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`
  const paragraphs = [
    ...block.paragraphs.map(paragraph),
    block.table ? tableHtml(block.table) : '',
    ...(block.after ?? []).map(paragraph),
  ].join('')
  const action = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#475569">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(block.action.url)}</p>`
    : ''
  const choices = block.choices
    ? `<p style="margin:24px 0">${block.choices
        .map(
          (choice) =>
            `<a href="${escapeHtml(choice.url)}" style="background:#0f766e;color:#ffffff;padding:10px 14px;border-radius:6px;text-decoration:none;display:inline-block;margin:0 6px 8px 0">${escapeHtml(choice.label)}</a>`,
        )
        .join(' ')}</p>`
    : ''
  const footnote = block.footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(block.footnote)}</p>` : ''
  const footerLink = block.footerLink
    ? `<p style="margin:16px 0 0;font-size:12px;color:#475569"><a href="${escapeHtml(block.footerLink.url)}" style="color:#475569">${escapeHtml(block.footerLink.label)}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="font-size:20px;margin:0 0 24px;color:#0f766e">${shopName}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs}${action}${choices}${footnote}
<p style="margin:24px 0 0;font-size:13px;color:#475569">L'équipe ${shopName}</p>${footerLink}
</td></tr></table></td></tr></table></body></html>`
  const text = [
    shopName,
    '',
    greeting,
    '',
    ...block.paragraphs.flatMap((line) => [line, '']),
    ...(block.table ? tableText(block.table) : []),
    ...(block.after ?? []).flatMap((line) => [line, '']),
    ...(block.action ? [`${block.action.label} : ${block.action.url}`, ''] : []),
    ...(block.choices ?? []).flatMap((choice) => [`${choice.label} : ${choice.url}`, '']),
    ...(block.footnote ? [block.footnote, ''] : []),
    `L'équipe ${shopName}`,
    ...(block.footerLink ? ['', `${block.footerLink.label} : ${block.footerLink.url}`] : []),
  ].join('\n')
  return { subject, html, text }
}
