/**
 * Callers arriving while the work runs share that run instead of starting another: a burst of
 * identical reads costs one. Nothing is kept once it settles, so an answer is never older than the
 * start of a run that was already under way when it was asked for.
 */
export function singleFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  return () => {
    running ??= work().finally(() => {
      running = null
    })
    return running
  }
}
