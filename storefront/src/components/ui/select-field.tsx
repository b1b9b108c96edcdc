import { useId, type SelectHTMLAttributes } from 'react'

import { cn } from '../../lib/cn'
import { FieldError, FieldLabel } from './field-label'
import { useFormField } from './form'
import { inputClasses } from './text-field'

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  /** The value of the enclosing `<Form>` it holds. */
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  /** The empty first choice ('Choisissez un sujet'), which the select starts on; none where a value is always chosen. */
  placeholder?: string
}

/** A labelled drop-down of a `<Form>`, whose error is tied to it for screen readers. */
export function SelectField({ name, label, options, placeholder, className, ...props }: SelectFieldProps) {
  const id = useId()
  const { registration, invalid, error } = useFormField(name)
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClasses(Boolean(error)), 'mt-1')}
        {...props}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
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
