import { useEffect, useRef } from 'react'

import { formMessages } from '@shop/domain/forms'

import { FormMessage } from '../../../components/ui/form-message'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api-client'
import { useNewsletterLink, type NewsletterLink as Link } from '../api/use-newsletter-link'

const done: Record<Link, string> = { confirm: formMessages.newsletterConfirmed, unsubscribe: formMessages.newsletterUnsubscribed }

/**
 * The page an e-mailed newsletter link opens: it posts the token once the page is open (a mail
 * scanner fetching the link changes nothing) and says how it went.
 */
export function NewsletterLink({ link, token }: { link: Link; token: string }) {
  const follow = useNewsletterLink(link)
  const sent = useRef(false)
  const send = follow.mutate
  useEffect(() => {
    if (sent.current || !token) return
    sent.current = true
    send(token)
  }, [send, token])

  if (!token) return <FormMessage notice={{ tone: 'error', text: formMessages.newsletterLinkInvalid }} />
  if (follow.isError) {
    const text = follow.error instanceof ApiError && follow.error.status !== 0 ? follow.error.message : formMessages.newsletterLinkInvalid
    return <FormMessage notice={{ tone: 'error', text }} />
  }
  if (follow.isSuccess) return <FormMessage notice={{ tone: 'success', text: done[link] }} />
  return <Spinner className="py-8" />
}
