type Options = {
  /** Tasks running at once. */
  running: number
  /** Tasks waiting for a turn; one more is refused. */
  waiting: number
  /** The error a refused task is rejected with. */
  whenFull: () => Error
}

/**
 * A semaphore with a bounded line: at most `running` tasks at once, at most `waiting` queued in
 * arrival order, and any further task rejected at once, so that a flood cannot pile up unbounded.
 */
export function concurrencyLimit(options: Options): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const line: Array<() => void> = []

  return async (task) => {
    if (running < options.running) running++
    else if (line.length < options.waiting) await new Promise<void>((resolve) => line.push(resolve))
    else throw options.whenFull()
    try {
      return await task()
    } finally {
      // The slot passes straight to the next in line, so `running` only drops when nobody waits.
      const next = line.shift()
      if (next) next()
      else running--
    }
  }
}
