import { describe, expect, it } from 'vitest'

import { concurrencyLimit } from './concurrency-limit.ts'

describe('concurrencyLimit', () => {
  it('runs at most `running` tasks at once, queues `waiting` more and refuses the rest', async () => {
    const limit = concurrencyLimit({ running: 2, waiting: 3, whenFull: () => new Error('plein') })
    let active = 0
    let peak = 0
    const task = async () => {
      active++
      peak = Math.max(peak, active)
      await new Promise((resolve) => setTimeout(resolve, 20))
      active--
      return 'fait'
    }
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => limit(task)))
    expect(peak).toBe(2)
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5)
    expect(
      outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason.message),
    ).toEqual(['plein', 'plein', 'plein'])
    // Once the line has drained, new tasks run again.
    await expect(limit(task)).resolves.toBe('fait')
  })

  it('frees the slot when a task fails', async () => {
    const limit = concurrencyLimit({ running: 1, waiting: 0, whenFull: () => new Error('plein') })
    await expect(limit(() => Promise.reject(new Error('raté')))).rejects.toThrow('raté')
    await expect(limit(async () => 'ok')).resolves.toBe('ok')
  })
})
