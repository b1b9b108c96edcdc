import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

import { cn } from '../../lib/cn'
import { FieldError } from './field-label'
import { useFormField } from './form'

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The text ticked: for a consent box, the exact text the server stores as proof. */
  label: ReactNode
  /** Outlined in red: its refusal is said under it. */
  highlighted?: boolean
}

/** A checkbox with its label beside it: a choice outside any form (cookie categories, steps), or a `CheckboxField`. */
export function Checkbox({ label, highlighted, id, className, ...props }: CheckboxProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className={cn('mt-0.5 size-4 shrink-0 accent-brand-700', highlighted && 'outline-2 outline-red-500')}
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-slate-700">
        {label}
        {props.required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
    </div>
  )
}

type CheckboxFieldProps = Omit<CheckboxProps, 'id' | 'name' | 'highlighted' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur'> & {
  /** The value of the enclosing `<Form>` it holds: true when ticked. */
  name: string
}

/** A checkbox of a `<Form>` (consent boxes), whose error is tied to it for screen readers. */
export function CheckboxField({ name, className, ...props }: CheckboxFieldProps) {
  const id = useId()
  const { registration, invalid, error } = useFormField(name)
  return (
    <div className={className}>
      <Checkbox
        id={id}
        highlighted={Boolean(error)}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
        {...registration}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
