import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'

import { cn } from '../../lib/cn'
import { FieldError, FieldLabel } from './field-label'
import { useFormField } from './form'
import { EyeIcon, EyeOffIcon } from './icons'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  /** The value of the enclosing `<Form>` it holds. */
  name: string
  label: ReactNode
  hint?: ReactNode
  /** What the form holds for the typed text: `(text) => text || undefined` leaves an optional value out. */
  setValueAs?: (text: string) => unknown
}

export const inputClasses = (invalid: boolean) =>
  cn(
    'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500',
    'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
    invalid ? 'border-red-500' : 'border-slate-300',
  )

/** A labelled input of a `<Form>`, whose error is tied to it for screen readers. */
export function TextField({ name, label, hint, setValueAs, className, type = 'text', ...props }: TextFieldProps) {
  const id = useId()
  const { registration, invalid, error } = useFormField(name, setValueAs ? { setValueAs } : undefined)
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      <div className="relative mt-1">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={invalid || undefined}
          aria-describedby={described || undefined}
          className={cn(inputClasses(Boolean(error)), isPassword && 'pr-12')}
          {...props}
          {...registration}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900"
          >
            {revealed ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
