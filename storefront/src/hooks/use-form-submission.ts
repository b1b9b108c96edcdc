import { useState, type FormEvent } from 'react'
import type * as z from 'zod'

import type { FormNotice } from '../components/ui/form-message'
import { fieldErrors } from '../lib/form-errors'
import { useTimeouts } from './use-timeouts'

/**
 * What the shop's forms share: the field errors of a zod schema (checked before sending), the
 * message under the form, the busy state while the call runs, and `done` once nothing more may
 * be sent. `handle` checks the values, then runs `send` with the parsed ones. A form with nothing
 * to check passes no schema and gets its values as typed.
 */
export function useFormSubmission<Schema extends z.ZodType = z.ZodType<unknown>>(schema?: Schema) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<FormNotice>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const timeouts = useTimeouts()

  const handle = (values: unknown, send: (data: z.output<Schema>) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    let data = values as z.output<Schema>
    if (schema) {
      const parsed = schema.safeParse(values)
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error))
        return
      }
      data = parsed.data
    }
    setErrors({})
    setBusy(true)
    try {
      await send(data)
    } finally {
      setBusy(false)
    }
  }

  return { errors, notice, setNotice, busy, done, setDone, schedule: timeouts.schedule, handle }
}
