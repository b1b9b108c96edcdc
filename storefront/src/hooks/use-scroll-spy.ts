import { useEffect, useState } from 'react'

/**
 * The section being read: the last of `ids` whose top has passed `offset` pixels from the top of
 * the window (the fixed header's height and a margin), the first one before any has.
 */
export function useScrollSpy(ids: readonly string[], offset: number): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null)
  const key = ids.join(' ')

  useEffect(() => {
    const sectionIds = key ? key.split(' ') : []
    let frame = 0
    const update = () => {
      frame = 0
      let current = sectionIds[0] ?? null
      for (const id of sectionIds) {
        const element = document.getElementById(id)
        // One pixel of slack: a smooth scroll to an anchor can stop a fraction short.
        if (element && element.getBoundingClientRect().top - offset <= 1) current = id
      }
      setActive(current)
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [key, offset])

  return active
}
