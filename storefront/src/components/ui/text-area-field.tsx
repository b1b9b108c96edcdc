import { useId, type TextareaHTMLAttributes } from 'react'
import { useWatch } from 'react-hook-form'

import { cn } from '../../lib/cn'
import { FieldLabel } from './field-label'
import { useFormField } from './form'

type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  /** The value of the enclosing `<Form>` it holds. */
  name: string
  label: string
  /**
   * Shows a live 'n/max caractères' counter; the limit itself is the schema's, so that its message
   * shows (`maxLength` stops the typing instead, without a word).
   */
  maxCount?: number
}

/** A labelled multi-line input of a `<Form>`, whose error and counter are tied to it for screen readers. */
export function TextAreaField({ name, label, maxCount, className, rows = 4, ...props }: TextAreaFieldProps) {
  const id = useId()
  const { registration, invalid, error } = useFormField(name)
  const value: unknown = useWatch({ name })
  const length = typeof value === 'string' ? value.length : 0
  const over = maxCount !== undefined && length > maxCount
  const described = [error ? `${id}-error` : null, maxCount !== undefined ? `${id}-count` : null].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={described || undefined}
        className={cn(
          'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500',
          'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
          error || over ? 'border-red-500' : 'border-slate-300',
        )}
        {...props}
        {...registration}
      />
      <div className="mt-1 flex justify-between gap-3">
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        {maxCount !== undefined ? (
          <p id={`${id}-count`} className={cn('text-xs tabular-nums', over ? 'font-semibold text-red-700' : 'text-slate-600')}>
            {length}/{maxCount} caractères
          </p>
        ) : null}
      </div>
    </div>
  )
}
