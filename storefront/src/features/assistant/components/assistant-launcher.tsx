import { lazy, Suspense, useEffect, useState } from 'react'

import { assistantMessages } from '@shop/domain/assistant-messages'

import { ChatIcon } from '../../../components/ui/icons'

const AssistantPanel = lazy(() => import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })))

/** How long after the page became interactive the assistant's button appears (spec core §2). */
const appearAfterMs = 500

/**
 * The home page's help assistant: a button that appears once the page is interactive; the chat
 * itself (and its schemas) downloads when it is opened, and stays mounted so that the
 * conversation survives closing it.
 */
export function AssistantLauncher() {
  const [visible, setVisible] = useState(false)
  const [open, setOpen] = useState(false)
  const [started, setStarted] = useState(false)

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), appearAfterMs)
    return () => window.clearTimeout(timer)
  }, [])

  if (!visible) return null
  return (
    // In the shell's floating column: the chat opens above its button, over the buttons above it.
    <div className="relative">
      {started ? (
        <div className="absolute right-0 bottom-full mb-3">
          <Suspense fallback={null}>
            <AssistantPanel hidden={!open} onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? assistantMessages.close : assistantMessages.open}
        onClick={() => {
          setStarted(true)
          setOpen((current) => !current)
        }}
        className="inline-flex size-14 animate-fade-in items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-offset-4"
      >
        <ChatIcon className="size-7" />
      </button>
    </div>
  )
}
