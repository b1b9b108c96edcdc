import { useId, type TextareaHTMLAttributes } from 'react'

import { cn } from '../../lib/cn'
import { FieldLabel } from './field-label'

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'maxLength'> & {
  label: string
  value: string
  error?: string
  /** Shows a live 'n/max caractères' counter; the limit itself is the schema's, so that its message shows. */
  maxCount?: number
}

/** A labelled multi-line input whose error and counter are tied to it for screen readers. */
export function TextAreaField({ label, value, error, maxCount, className, rows = 4, ...props }: TextAreaFieldProps) {
  const id = useId()
  const over = maxCount !== undefined && value.length > maxCount
  const described = [error ? `${id}-error` : null, maxCount !== undefined ? `${id}-count` : null].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(
          'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500',
          'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
          error || over ? 'border-red-500' : 'border-slate-300',
        )}
        {...props}
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
            {value.length}/{maxCount} caractères
          </p>
        ) : null}
      </div>
    </div>
  )
}
