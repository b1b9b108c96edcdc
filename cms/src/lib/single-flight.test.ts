import { describe, expect, it } from 'vitest'

import { singleFlight } from './single-flight.ts'

describe('singleFlight', () => {
  it('shares a running call, and starts afresh once it settled', async () => {
    let runs = 0
    const read = singleFlight(async () => {
      runs++
      await new Promise((resolve) => setTimeout(resolve, 10))
      return runs
    })
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1])
    expect(await read()).toBe(2)
  })

  it('lets the next call retry after a failure', async () => {
    let fail = true
    const read = singleFlight(async () => {
      if (fail) throw new Error('down')
      return 'ok'
    })
    await expect(Promise.all([read(), read()])).rejects.toThrow('down')
    fail = false
    expect(await read()).toBe('ok')
  })
})
