import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useWatch } from 'react-hook-form'
import { Link } from 'react-router'

import { assistantMessages, assistantQuerySchema, assistantQuestionMaxLength, type AssistantAnswer } from '@shop/domain/assistant'
import { paths } from '@shop/domain/paths'

import { Form, useZodForm } from '../../../components/ui/form'
import { CloseIcon } from '../../../components/ui/icons'
import { cn } from '../../../lib/cn'
import { useAskAssistant } from '../api/ask-assistant'

type Exchange = { id: number; question: string; answer?: AssistantAnswer; error?: string }

/** The chat: the shopper's questions and the assistant's answers, with links to the pages. */
export function AssistantPanel({ hidden, onClose }: { hidden: boolean; onClose: () => void }) {
  const titleId = useId()
  const form = useZodForm(assistantQuerySchema, { q: '' })
  const { setFocus } = form
  const question: unknown = useWatch({ control: form.control, name: 'q' })
  const [exchanges, setExchanges] = useState<Exchange[]>([])
  const ask = useAskAssistant()
  const log = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!hidden) setFocus('q')
  }, [hidden, setFocus])
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [exchanges])

  // An empty question is refused by the schema, unsaid: the button is disabled until one is typed.
  const onSubmit = ({ q: asked }: { q: string }) => {
    if (ask.isPending) return
    const id = Date.now()
    setExchanges((current) => [...current, { id, question: asked }])
    form.reset()
    const settle = (update: Partial<Exchange>) =>
      setExchanges((current) => current.map((exchange) => (exchange.id === id ? { ...exchange, ...update } : exchange)))
    ask.mutate(asked, {
      onSuccess: (answer) => settle({ answer }),
      onError: () => settle({ error: assistantMessages.unavailable }),
    })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
  }

  // Opens above its button in the floating column (under the cart and account buttons on phones,
  // lifted by the cookie banner while it shows): its height keeps its title clear of the header.
  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      hidden={hidden}
      onKeyDown={onKeyDown}
      className="flex h-[min(32rem,calc(100dvh_-_18rem_-_var(--cookie-banner-height,0px)))] w-[min(24rem,calc(100vw-2rem))] md:h-[min(32rem,calc(100dvh_-_13rem_-_var(--cookie-banner-height,0px)))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-center justify-between bg-brand-800 px-4 py-3 text-white">
        <h2 id={titleId} className="text-sm font-semibold">
          {assistantMessages.title}
        </h2>
        <button type="button" onClick={onClose} aria-label={assistantMessages.close} className="rounded-md p-1 hover:bg-brand-700">
          <CloseIcon className="size-5" />
        </button>
      </header>
      <div ref={log} role="log" aria-live="polite" className="flex-1 space-y-3 overflow-y-auto p-4 text-sm">
        <Bubble from="assistant">{assistantMessages.greeting}</Bubble>
        {exchanges.map((exchange) => (
          <div key={exchange.id} className="space-y-3">
            <Bubble from="shopper">{exchange.question}</Bubble>
            <Bubble from="assistant">
              {exchange.error ?? (exchange.answer ? <AnswerContent answer={exchange.answer} /> : assistantMessages.thinking)}
            </Bubble>
          </div>
        ))}
      </div>
      <Form form={form} onSubmit={onSubmit} className="flex gap-2 border-t border-slate-200 p-3">
        <label htmlFor={`${titleId}-question`} className="sr-only">
          {assistantMessages.placeholder}
        </label>
        <input
          id={`${titleId}-question`}
          {...form.register('q')}
          maxLength={assistantQuestionMaxLength}
          placeholder={assistantMessages.placeholder}
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm"
        />
        <button
          type="submit"
          disabled={typeof question !== 'string' || question.trim() === '' || ask.isPending}
          className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
        >
          {assistantMessages.send}
        </button>
      </Form>
    </section>
  )
}

function Bubble({ from, children }: { from: 'assistant' | 'shopper'; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'max-w-[90%] rounded-2xl px-3 py-2',
        from === 'shopper' ? 'ml-auto bg-brand-700 text-white' : 'bg-slate-100 text-slate-800',
      )}
    >
      {children}
    </div>
  )
}

function AnswerContent({ answer }: { answer: AssistantAnswer }) {
  if (answer.fallback) {
    return (
      <p>
        {assistantMessages.fallback}{' '}
        <Link to={paths.contact} className="font-semibold text-brand-800 underline">
          {assistantMessages.contact}
        </Link>
      </p>
    )
  }
  return (
    <ul className="space-y-3">
      {answer.answers.map((item) => (
        <li key={`${item.kind}-${item.title}`}>
          <p className="font-semibold text-slate-900">{item.title}</p>
          <p className="mt-1">{item.text}</p>
          <Link to={item.link} className="mt-1 inline-block font-semibold text-brand-800 underline">
            {item.kind === 'product' ? assistantMessages.seeProduct : assistantMessages.seeAnswer}
          </Link>
        </li>
      ))}
    </ul>
  )
}
