import { useEffect, useRef } from 'react'

import {
  satisfactionBodySchema,
  satisfactionMessages,
  satisfactionRules,
  type SatisfactionAnswer,
  type SatisfactionBody,
} from '@shop/domain/satisfaction'
import { reviewMessages } from '@shop/domain/reviews'

import { CheckboxField } from '../../../components/ui/checkbox-field'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { Spinner } from '../../../components/ui/spinner'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { ApiError } from '../../../lib/api-client'
import { useRecordRating } from '../api/record-rating'

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : satisfactionMessages.linkInvalid)

function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`${rating} sur 5`} className="text-3xl tracking-widest text-amber-500">
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </p>
  )
}

/**
 * The optional comment and the consent to publish the review, sent with the same link: the
 * rating stays the link's. The box starts as the customer left it, unticked the first time.
 */
function CommentForm({ token, answer }: { token: string; answer: SatisfactionAnswer }) {
  const form = useZodForm(satisfactionBodySchema, { token, comment: answer.comment ?? '', publish: answer.published })
  const send = useRecordRating()
  const submit = async (body: SatisfactionBody) => {
    try {
      const saved = await send.mutateAsync(body)
      form.setNotice({ tone: 'success', text: saved.published ? satisfactionMessages.commentPublished : satisfactionMessages.commentSaved })
    } catch (error) {
      form.setNotice({ tone: 'error', text: errorText(error) })
    }
  }
  return (
    <Form form={form} onSubmit={submit} className="mt-8 space-y-3">
      <TextAreaField name="comment" label="Un commentaire ? (facultatif)" maxCount={satisfactionRules.commentMaxLength} rows={5} />
      <CheckboxField name="publish" label={reviewMessages.publishLabel} />
      <FormMessage notice={form.notice} />
      <SubmitButton busyLabel="Envoi en cours...">Envoyer mon commentaire</SubmitButton>
    </Form>
  )
}

/**
 * The page a link of the satisfaction e-mail opens: it posts the link's token once the page is
 * open, so the rating is recorded in one click while a mail scanner fetching the link records
 * nothing; then it thanks and offers the comment.
 */
export function SatisfactionLink({ token }: { token: string }) {
  const rate = useRecordRating()
  const sent = useRef(false)
  const send = rate.mutate
  useEffect(() => {
    if (sent.current || !token) return
    sent.current = true
    send({ token })
  }, [send, token])

  if (!token) return <FormMessage notice={{ tone: 'error', text: satisfactionMessages.linkInvalid }} />
  if (rate.isError) return <FormMessage notice={{ tone: 'error', text: errorText(rate.error) }} />
  if (!rate.isSuccess) return <Spinner className="py-8" />
  const answer = rate.data
  return (
    <div>
      <Stars rating={answer.rating} />
      <div className="mt-4">
        <FormMessage notice={{ tone: 'success', text: satisfactionMessages.thanks(answer.orderNumber, answer.rating) }} />
      </div>
      <p className="mt-3 text-sm text-slate-600">{satisfactionMessages.changeHint}</p>
      <CommentForm token={token} answer={answer} />
    </div>
  )
}
