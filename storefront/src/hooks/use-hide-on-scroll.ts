import { useEffect, useState } from 'react'

/**
 * True while the user scrolls down past `threshold` pixels; false again on the first scroll up
 * (spec core §2: the mobile header hides past 120 px and reappears on scroll up).
 */
export function useHideOnScroll(enabled: boolean, threshold: number): boolean {
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    if (!enabled) {
      setHidden(false)
      return
    }
    let lastY = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      if (y <= threshold) setHidden(false)
      else if (y > lastY) setHidden(true)
      else if (y < lastY) setHidden(false)
      lastY = y
    }
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [enabled, threshold])

  return enabled && hidden
}
