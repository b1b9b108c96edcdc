import { useId, type SelectHTMLAttributes } from 'react'

import { cn } from '../../lib/cn'
import { FieldError, FieldLabel } from './field-label'
import { inputClasses } from './text-field'

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string
  options: readonly { value: string; label: string }[]
  /** The empty first choice ('Choisissez un sujet'): the select starts on it. */
  placeholder: string
  error?: string
}

/** A labelled drop-down whose error is tied to it for screen readers. */
export function SelectField({ label, options, placeholder, error, className, ...props }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClasses(Boolean(error)), 'mt-1')}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
