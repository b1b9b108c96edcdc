import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

import { cn } from '../../lib/cn'
import { FieldError } from './field-label'

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  /** The text ticked: for a consent box, the exact text the server stores as proof. */
  label: ReactNode
  error?: string
}

/** A checkbox with its label beside it (consent boxes, options). */
export function CheckboxField({ label, error, className, ...props }: CheckboxFieldProps) {
  const id = useId()
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn('mt-0.5 size-4 shrink-0 accent-brand-700', error && 'outline-2 outline-red-500')}
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
          {props.required ? (
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
