import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

/** The longest text one e-mail adds to a thread; staff see that it was cut. */
export const replyTextMaxLength = 20_000
/** RFC 5322's line limit: a longer line (a paragraph sent quoted-printable) is wrapped, not lost. */
export const replyLineMaxLength = 998
/** How long the parser may take on one e-mail; a real reply takes a few milliseconds. */
export const replyParseTimeoutMs = 2_000
const replyWorkerStartTimeoutMs = 10_000

/** What a thread keeps of an e-mail's text: its first 20,000 characters. */
function keptText(text: string): { text: string; cut: boolean } {
  const whole = text.replace(/\r\n?/g, '\n').trim()
  const kept = whole.slice(0, replyTextMaxLength).trimEnd()
  return { text: kept, cut: kept.length < whole.length }
}

/**
 * The parser's expressions backtrack over the whole text and over each line: it reads what is
 * kept, with each line longer than a mail line may be wrapped (at a space when there is one).
 */
function wrapped(text: string): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const parts: string[] = []
      let rest = line
      while (rest.length > replyLineMaxLength) {
        const space = rest.lastIndexOf(' ', replyLineMaxLength)
        parts.push(rest.slice(0, space > 0 ? space : replyLineMaxLength))
        rest = rest.slice(space > 0 ? space + 1 : replyLineMaxLength)
      }
      return [...parts, rest]
    })
    .join('\n')
}

/**
 * The worker beside this module: built JavaScript in production (cms/dist/server), TypeScript
 * when the sources run (unit tests), which Node 20 loads through tsx's loader registered first.
 */
function parserWorker(): Worker {
  const here = import.meta.url
  const file = new URL(`./reply-text-worker${path.extname(fileURLToPath(here))}`, here)
  const limits = { resourceLimits: { maxOldGenerationSizeMb: 64 } }
  if (file.pathname.endsWith('.js')) return new Worker(file, limits)
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}) })`
  return new Worker(boot, { ...limits, eval: true })
}

/**
 * The parser's answer, or null when it took too long or failed: its worker is ended either way.
 * Its start has a limit of its own: loading a module is no parse, and takes longer on a busy machine.
 */
function parseOffThread(text: string): Promise<string | null> {
  return new Promise((resolve) => {
    const worker = parserWorker()
    const done = (result: string | null) => {
      clearTimeout(timer)
      void worker.terminate()
      resolve(result)
    }
    let timer = setTimeout(() => done(null), replyWorkerStartTimeoutMs)
    worker.on('message', (message: { ready?: true; parsed?: string }) => {
      if (!message.ready) return done(message.parsed ?? null)
      clearTimeout(timer)
      timer = setTimeout(() => done(null), replyParseTimeoutMs)
      worker.postMessage(text)
    })
    worker.once('error', () => done(null))
    worker.once('exit', () => done(null))
  })
}

const withoutLineEndSpaces = (text: string) => text.replace(/[ \t]+$/gm, '')

let parsing: Promise<unknown> = Promise.resolve()

/** One parse at a time: however many e-mails arrive together, one core is left to HTTP and the jobs. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const turn = parsing.then(task)
  parsing = turn.catch(() => undefined)
  return turn
}

/**
 * What the customer wrote this time: the quoted history (`> …`, « Le … a écrit : », Outlook's
 * « -----Message d'origine----- ») and the signature left out, as mail clients fold them away. A
 * reply typed between quoted lines, which that rule could leave empty, is kept whole rather than
 * lost, and so is a text the parser could not read in its time. Attachments are not kept: staff
 * read how many there were, to ask for them otherwise.
 */
export async function replyText(text: string, attachments: number): Promise<string> {
  const kept = keptText(text)
  const input = wrapped(kept.text)
  const parsed = (input ? await inTurn(() => parseOffThread(input)) : null)?.trim()
  // Nothing left out (or nothing left): the text as written, its long lines unwrapped. The parser
  // drops the spaces that end lines: that alone leaves nothing out.
  const whole = !parsed || withoutLineEndSpaces(parsed) === withoutLineEndSpaces(input.trim())
  const fresh = whole ? kept.text : parsed
  // Cut inside the new text rather than in the quoted history under it: staff should know.
  const body = kept.cut && whole ? `${fresh}\n[…] (message tronqué)` : fresh
  const note = attachments > 0 ? `Pièces jointes non conservées : ${attachments}` : ''
  return [body, note].filter(Boolean).join('\n\n') || '(message sans texte)'
}
