import { zodResolver } from '@hookform/resolvers/zod'
import { createContext, useContext, useState, type ComponentProps, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react'
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form'
// Types only: zod itself stays out of the shell's first download (tests/lint/first-download.test.ts).
import type * as z from 'zod'

import { Button } from './button'
import type { FormNotice } from './form-message'

/**
 * A zod schema of an object, by the part `z.input` and `z.output` read: `z.ZodType<…>` would refuse
 * a schema picked by a generic key (`captureFormSchemas[name]`).
 */
type FormSchema = { _zod: { input: FieldValues; output: FieldValues } }
type SubmitHandler<Parsed> = (values: Parsed) => Promise<void> | void

/**
 * A form's state: its values and refusals (react-hook-form, checked by the domain schema), and what
 * every shop form adds. It lives in the component that calls `useZodForm`, not in `<Form>`: a
 * banner outlives the form it speaks of (a password changed, a claim sent), and values survive the
 * form being closed and opened again.
 */
export type ShopForm<Values extends FieldValues, Parsed = Values> = UseFormReturn<Values, unknown, Parsed> & {
  /** The message under the form: how the last send went. Each send clears it. */
  notice: FormNotice
  setNotice: (notice: FormNotice) => void
  /** While the values, once checked, are being sent. */
  busy: boolean
  /** Once nothing more may be sent from this form (signed in, account created…). */
  done: boolean
  setDone: (done: boolean) => void
  /** What `<Form>` runs on submit: clear the notice, check the values, send the parsed ones. */
  submitWith: (onSubmit: SubmitHandler<Parsed>) => (event: FormEvent<HTMLFormElement>) => void
}

/** The values of a form without fields: none. */
type NoFields = { _zod: { input: Record<string, never>; output: Record<string, never> } }

/**
 * A form checked by `schema` (the domain's, the one the server checks with) before anything is
 * sent, starting from `defaultValues`; with neither, a form whose only input is its button.
 */
export function useZodForm<Schema extends FormSchema = NoFields>(
  ...[schema, defaultValues]: [] | [schema: Schema, defaultValues: DefaultValues<z.input<Schema>>]
): ShopForm<z.input<Schema>, z.output<Schema>> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: schema ? zodResolver(schema) : undefined,
    defaultValues,
    // A refusal stays as it was said until the next send; the focus stays where the person left it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const [notice, setNotice] = useState<FormNotice>(null)
  // Not react-hook-form's `isSubmitting`, which is also true while the values are checked: a refused
  // form must not flash its 'Envoi en cours...'.
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  const submitWith = (onSubmit: SubmitHandler<z.output<Schema>>) => (event: FormEvent<HTMLFormElement>) => {
    setNotice(null)
    void form.handleSubmit(async (values) => {
      setBusy(true)
      try {
        await onSubmit(values)
      } finally {
        setBusy(false)
      }
    })(event)
  }

  return { ...form, notice, setNotice, busy, done, setDone, submitWith }
}

type FormSettings = { busy: boolean; errorsUnderFields: boolean }

const FormSettingsContext = createContext<FormSettings>({ busy: false, errorsUnderFields: true })

type FormProps<Values extends FieldValues, Parsed> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: ShopForm<Values, Parsed>
  /** Runs with the values the schema parsed, once they passed it; `form.busy` meanwhile. */
  onSubmit: SubmitHandler<Parsed>
  /**
   * Where refusals show: under their fields, or (false) in one banner the form shows itself (the
   * capture forms' first alert, spec catalogue §5), the refused fields being only marked invalid.
   */
  errorsUnderFields?: boolean
  children: ReactNode
}

/** The shop's `<form>`: its fields (TextField, SelectField…) register into `form` by their `name`. */
export function Form<Values extends FieldValues, Parsed>({
  form,
  onSubmit,
  errorsUnderFields = true,
  children,
  ...props
}: FormProps<Values, Parsed>) {
  return (
    <FormProvider {...form}>
      <FormSettingsContext value={{ busy: form.busy, errorsUnderFields }}>
        <form noValidate onSubmit={form.submitWith(onSubmit)} {...props}>
          {children}
        </form>
      </FormSettingsContext>
    </FormProvider>
  )
}

/**
 * A field of the enclosing `<Form>`: the props that register its input under `name`, whether its
 * value is refused (`aria-invalid`), and the message to show under it, if the form shows them there.
 */
export function useFormField(name: string, options?: RegisterOptions) {
  const { register } = useFormContext()
  const { errors } = useFormState({ name })
  const { errorsUnderFields } = useContext(FormSettingsContext)
  const refusal: FieldError | undefined = get(errors, name)
  const message = refusal?.message
  return { registration: register(name, options), invalid: message !== undefined, error: errorsUnderFields ? message : undefined }
}

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & {
  /** What the button says while the form is sent ('Connexion...'); by default, what it always says. */
  busyLabel?: ReactNode
}

/** The button that sends the enclosing `<Form>`: disabled, and saying so, while it is sent. */
export function SubmitButton({ busyLabel, disabled, children, ...props }: SubmitButtonProps) {
  const { busy } = useContext(FormSettingsContext)
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy} {...props}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  )
}
