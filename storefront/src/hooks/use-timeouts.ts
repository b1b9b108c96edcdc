import { useEffect, useRef } from 'react'

/** `setTimeout` whose pending calls are cancelled when the component leaves or `clear` is called. */
export function useTimeouts(): { schedule: (run: () => void, delayMs: number) => void; clear: () => void } {
  const pending = useRef(new Set<number>())
  const clear = () => {
    for (const id of pending.current) window.clearTimeout(id)
    pending.current.clear()
  }
  useEffect(() => clear, [])
  return {
    schedule: (run, delayMs) => {
      const id = window.setTimeout(() => {
        pending.current.delete(id)
        run()
      }, delayMs)
      pending.current.add(id)
    },
    clear,
  }
}
