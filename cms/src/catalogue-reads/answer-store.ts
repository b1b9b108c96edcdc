import type { CachedAnswer } from './catalogue-cache.ts'

/**
 * What keeping an answer costs beyond its bytes: its key, tag and objects, and its map slot.
 * Measured at about 1 KiB of resident memory per kept answer: a search finding nothing answers
 * 14 bytes, and counted by its body alone, a budget of 8 MiB let 400,000 of them be kept.
 */
const entryBytes = 1024

/**
 * What an answer holds: its body, and the gzipped copy it gets when first asked for compressed
 * (http/cached-answer.ts), counted as half the body: JSON and HTML compress to a fifth or less.
 */
const bytesOf = (key: string, answer: CachedAnswer) => Math.ceil(answer.body.length * 1.5) + key.length + entryBytes

/**
 * Serialized answers within a budget of bytes rather than of entries (a rendered page weighs a
 * hundred search answers): past it, the oldest kept go first.
 */
export class AnswerStore {
  private readonly answers = new Map<string, CachedAnswer>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedAnswer | undefined {
    return this.answers.get(key)
  }

  set(key: string, answer: CachedAnswer): void {
    this.delete(key)
    // An answer larger than the whole budget is served, not kept.
    if (bytesOf(key, answer) > this.maxBytes) return
    this.answers.set(key, answer)
    this.bytes += bytesOf(key, answer)
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  clear(): void {
    this.answers.clear()
    this.bytes = 0
  }

  /** The bytes the kept answers count for, and how many there are. */
  get usage(): { bytes: number; count: number } {
    return { bytes: this.bytes, count: this.answers.size }
  }

  private delete(key: string): void {
    const answer = this.answers.get(key)
    if (!answer) return
    this.answers.delete(key)
    this.bytes -= bytesOf(key, answer)
  }
}
