import { describe, expect, it } from 'vitest'

import { AnswerStore } from './answer-store.ts'

const answer = (bytes: number) => ({ etag: `W/"${bytes}"`, body: Buffer.alloc(bytes, 'a') })

/** What one answer kept under a one-letter key counts for: its body and gzipped copy, its key, 1 KiB for the rest. */
const counted = (bytes: number) => bytes * 1.5 + 1 + 1024

describe('answer store', () => {
  it('keeps answers within its budget of bytes, the oldest going first', () => {
    const store = new AnswerStore(4 * counted(1000))
    for (const key of ['a', 'b', 'c', 'd']) store.set(key, answer(1000))
    expect(store.usage).toEqual({ bytes: 4 * counted(1000), count: 4 })
    store.set('e', answer(1000))
    expect(store.get('a')).toBeUndefined()
    expect(store.get('e')).toBeDefined()
    // A large answer pushes out as many as it needs.
    store.set('f', answer(3000))
    expect(['b', 'c', 'd', 'e', 'f'].map((key) => store.get(key) !== undefined)).toEqual([false, false, false, true, true])
    expect(store.usage).toEqual({ bytes: counted(1000) + counted(3000), count: 2 })
  })

  it('counts an answer set again once, and keeps none larger than the budget', () => {
    const store = new AnswerStore(4 * counted(1000))
    store.set('a', answer(1000))
    store.set('a', answer(2000))
    expect(store.usage).toEqual({ bytes: counted(2000), count: 1 })
    store.set('h', answer(3000))
    store.set('huge', answer(7000))
    expect(store.get('huge')).toBeUndefined()
    expect(store.usage).toEqual({ bytes: counted(2000) + counted(3000), count: 2 })
    store.clear()
    expect(store.usage).toEqual({ bytes: 0, count: 0 })
  })

  it('counts what keeping an answer costs beyond its body: tiny answers are not kept by the hundred thousand', () => {
    const store = new AnswerStore(1024 * 1024)
    for (let i = 0; i < 10_000; i++) store.set(`all|samsng galaxy ${i}`, answer(14))
    expect(store.usage.count).toBeLessThan(1000)
    expect(store.usage.bytes).toBeLessThanOrEqual(1024 * 1024)
  })
})
