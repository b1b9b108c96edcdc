import { describe, expect, it } from 'vitest'

import { AnswerStore } from './answer-store.ts'

const answer = (bytes: number) => ({ etag: `W/"${bytes}"`, body: Buffer.alloc(bytes, 'a') })

describe('answer store', () => {
  it('keeps answers within its budget of bytes, the oldest going first', () => {
    // 1,000 bytes of body count for 1,500 (with their gzipped copy): four fit in 6,000.
    const store = new AnswerStore(6000)
    for (const key of ['a', 'b', 'c', 'd']) store.set(key, answer(1000))
    expect(store.usage).toEqual({ bytes: 6000, count: 4 })
    store.set('e', answer(1000))
    expect(store.get('a')).toBeUndefined()
    expect(store.get('e')).toBeDefined()
    // A large answer pushes out as many as it needs.
    store.set('f', answer(3000))
    expect(['b', 'c', 'd', 'e', 'f'].map((key) => store.get(key) !== undefined)).toEqual([false, false, false, true, true])
    expect(store.usage).toEqual({ bytes: 6000, count: 2 })
  })

  it('counts an answer set again once, and keeps none larger than the budget', () => {
    const store = new AnswerStore(6000)
    store.set('a', answer(1000))
    store.set('a', answer(2000))
    expect(store.usage).toEqual({ bytes: 3000, count: 1 })
    store.set('huge', answer(5000))
    expect(store.get('huge')).toBeUndefined()
    expect(store.usage).toEqual({ bytes: 3000, count: 1 })
    store.clear()
    expect(store.usage).toEqual({ bytes: 0, count: 0 })
  })
})
