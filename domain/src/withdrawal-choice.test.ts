import { describe, expect, it } from 'vitest'

import { everyWithdrawableUnit, linesLeft, withdrawalCover, type WithdrawableLine } from './withdrawal-choice.ts'
import { withdrawalMessages } from './withdrawal-messages.ts'

const film: WithdrawableLine = { id: 'a', quantity: 3, paidCents: 4_000, personalised: false }
const watch: WithdrawableLine = { id: 'b', quantity: 1, paidCents: 1_990, personalised: false }
const skin: WithdrawableLine = { id: 'c', quantity: 1, paidCents: 2_500, personalised: true }

describe('withdrawalCover', () => {
  it('refunds each chosen unit its share of what the line was paid, rounded to the cent', () => {
    expect(withdrawalCover([film, watch], [{ id: 'a', quantity: 2 }])).toEqual({
      ok: true,
      lines: [{ line: film, quantity: 2, refundCents: 2_667 }],
      refundCents: 2_667,
      wholeOrder: false,
    })
  })

  it('covers the whole order only when every unit of every line is withdrawn', () => {
    const all = withdrawalCover([film, watch], everyWithdrawableUnit([film, watch]))
    expect(all).toMatchObject({ ok: true, refundCents: 5_990, wholeOrder: true })
    expect(withdrawalCover([film, watch, skin], everyWithdrawableUnit([film, watch, skin]))).toMatchObject({
      ok: true,
      refundCents: 5_990,
      wholeOrder: false,
    })
  })

  it('leaves photo-printed articles out, and refuses them when named', () => {
    expect(everyWithdrawableUnit([film, skin])).toEqual([{ id: 'a', quantity: 3 }])
    expect(withdrawalCover([film, skin], [{ id: 'c', quantity: 1 }])).toEqual({ ok: false, error: withdrawalMessages.unknownLine })
  })

  it('refuses an unknown line, too many units, a line named twice and an empty choice', () => {
    expect(withdrawalCover([film], [{ id: 'z', quantity: 1 }])).toEqual({ ok: false, error: withdrawalMessages.unknownLine })
    expect(withdrawalCover([film], [{ id: 'a', quantity: 4 }])).toEqual({ ok: false, error: withdrawalMessages.tooManyUnits })
    expect(
      withdrawalCover(
        [film],
        [
          { id: 'a', quantity: 1 },
          { id: 'a', quantity: 1 },
        ],
      ),
    ).toEqual({ ok: false, error: withdrawalMessages.duplicateLine })
    expect(withdrawalCover([film], [])).toEqual({ ok: false, error: withdrawalMessages.noLineChosen })
  })
})

describe('linesLeft', () => {
  it('leaves the units not withdrawn yet, at the rest of what was paid, and completes the whole order with them', () => {
    const first = withdrawalCover([film, watch], [{ id: 'a', quantity: 1 }])
    if (!first.ok) throw new Error(first.error)
    const earlier = first.lines.map(({ line, quantity, refundCents }) => ({ lineId: line.id, quantity, refundCents }))
    const left = linesLeft([film, watch], [earlier])
    expect(left).toEqual([
      { ...film, quantity: 2, paidCents: 4_000 - 1_333 },
      { ...watch, quantity: 1, paidCents: 1_990 },
    ])
    // The two films left bring back exactly the rest of the line, and with the watch, the order is whole.
    const rest = withdrawalCover(left, everyWithdrawableUnit(left))
    expect(rest).toMatchObject({ ok: true, refundCents: 4_000 - 1_333 + 1_990, wholeOrder: true })
    const gone = linesLeft([film, watch], [earlier, [{ lineId: 'b', quantity: 1, refundCents: 1_990 }]])
    expect(everyWithdrawableUnit(gone)).toEqual([{ id: 'a', quantity: 2 }])
    expect(withdrawalCover(gone, [{ id: 'b', quantity: 1 }])).toEqual({ ok: false, error: withdrawalMessages.tooManyUnits })
  })

  it('leaves nothing after a withdrawal of the whole order recorded without its articles', () => {
    expect(everyWithdrawableUnit(linesLeft([film, watch], [null]))).toEqual([])
  })
})
