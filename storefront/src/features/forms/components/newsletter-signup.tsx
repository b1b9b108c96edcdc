import { useEffect, useId, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'

import { Button } from '../../../components/ui/button'
import { NewsletterFields, newsletterFormClass } from './newsletter-fields'
import type { NewsletterStart } from './newsletter-form'

type Loaded = { NewsletterForm: ComponentType<{ start?: NewsletterStart }>; start: NewsletterStart }

/** Starts loading the form a little before it scrolls into view. */
const aheadOfView = '300px'

/**
 * The footer's newsletter form, whose code (react-hook-form, its zod schema) loads when the form
 * comes near the screen or is used, not with the page: until then the same fields without their
 * logic, and what the visitor typed or ticked in them is carried into the form.
 */
export function NewsletterSignup() {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const consentRef = useRef<HTMLInputElement>(null)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const loading = useRef(false)

  const load = () => {
    if (loading.current) return
    loading.current = true
    void import('./newsletter-form').then(({ NewsletterForm }) => {
      // Read when the code is here, and swapped in the same task: no keystroke or tick falls between.
      const active = document.activeElement
      flushSync(() =>
        setLoaded({
          NewsletterForm,
          start: {
            email: emailRef.current?.value ?? '',
            consent: consentRef.current?.checked ?? false,
            focused: active === emailRef.current ? 'email' : active === consentRef.current ? 'consent' : null,
          },
        }),
      )
    })
  }

  useEffect(() => {
    const form = formRef.current
    if (!form || loaded) return
    // A pre-rendered form can be typed in before the page's script runs: those events are gone,
    // the fields still hold what was done.
    if (form.contains(document.activeElement) || emailRef.current?.value || consentRef.current?.checked) return load()
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: aheadOfView,
    })
    observer.observe(form)
    return () => observer.disconnect()
  })

  if (loaded) return <loaded.NewsletterForm start={loaded.start} />
  return (
    <form
      ref={formRef}
      className={newsletterFormClass}
      aria-labelledby={`${id}-title`}
      onFocus={load}
      onPointerEnter={load}
      onInput={load}
      onSubmit={(event) => {
        event.preventDefault()
        load()
      }}
    >
      <NewsletterFields
        id={id}
        email={{ ref: emailRef, name: 'email' }}
        consent={{ ref: consentRef, name: 'consent' }}
        submit={
          <Button type="submit" disabled variant="light">
            S'inscrire
          </Button>
        }
      />
      <p role="status" className="mt-3 min-h-5 text-sm font-medium" />
    </form>
  )
}
