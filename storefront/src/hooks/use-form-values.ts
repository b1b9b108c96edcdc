import { useState } from 'react'

/**
 * What a form's text inputs hold, and the props that tie an input to one value and to its error
 * (from `use-form-submission.ts`): `<TextField {...bind('email', errors)} />`.
 */
export function useFormValues<Values extends Record<string, string>>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial)
  const bind = (name: keyof Values & string, errors: Record<string, string | undefined> = {}) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  })
  return { values, setValues, bind }
}
