import type { ReactNode } from 'react'

/** A form field's label, with the asterisk of a required field (read by nobody: `required` says it). */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  )
}

/** A field's error under it, tied to the input by its id (`aria-describedby`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  )
}
