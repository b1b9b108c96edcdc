import { useState } from 'react'

/** Literal initial values (`consent: false`) widened to what the inputs may hold. */
type Widened<Values> = { [Key in keyof Values]: Values[Key] extends boolean ? boolean : string }
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string
type FlagKey<Values> = { [Key in keyof Values]: Values[Key] extends boolean ? Key : never }[keyof Values] & string

/**
 * What a form's inputs hold, and the props that tie an input to one value and to its error
 * (from `use-form-submission.ts`): `<TextField {...bind('email', errors)} />`, and for a
 * checkbox `<CheckboxField {...bindCheckbox('consent', errors)} />`. `reset` empties the form.
 */
export function useFormValues<Initial extends Record<string, string | boolean>>(initial: Initial | (() => Initial)) {
  type Values = Widened<Initial>
  const [values, setValues] = useState<Values>(initial as Values | (() => Values))
  const [first] = useState<Values>(initial as Values | (() => Values))
  const bind = (name: TextKey<Values>, errors: Record<string, string | undefined> = {}) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  })
  const bindCheckbox = (name: FlagKey<Values>, errors: Record<string, string | undefined> = {}) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [name]: event.target.checked })),
    error: errors[name],
  })
  const reset = () => setValues(first)
  return { values, setValues, bind, bindCheckbox, reset }
}
