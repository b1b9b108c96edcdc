import { useId, useState, type ChangeEvent } from 'react'
import { useController } from 'react-hook-form'

import { formatSize } from '@shop/domain/file-size'
import { claimPhotoMaxBytes, claimPhotoMaxCount, claimPhotoMessages, claimPhotoMimeTypes } from '@shop/domain/forms'

import { Button } from '../../../components/ui/button'
import { TrashIcon } from '../../../components/ui/icons'

type ClaimPhotosFieldProps = {
  /** The value of the enclosing `<Form>` it holds: the photos, outside the schema (they are sent as files). */
  name: string
  className?: string
}

/** Why a choice of files is refused, as the server would say it (spec catalogue §5), or null. */
function refusal(chosen: readonly File[], already: number): string | null {
  if (chosen.some((file) => !(claimPhotoMimeTypes as readonly string[]).includes(file.type))) return claimPhotoMessages.wrongType
  if (chosen.some((file) => file.size > claimPhotoMaxBytes)) return claimPhotoMessages.tooLarge
  if (already + chosen.length > claimPhotoMaxCount) return claimPhotoMessages.tooMany
  return null
}

/**
 * The photos of a warranty claim: several at once, checked as they are chosen (the server checks
 * their bytes again), listed with a button to take each one back. A refused choice adds nothing.
 */
export function ClaimPhotosField({ name, className }: ClaimPhotosFieldProps) {
  const id = useId()
  const { field } = useController({ name, defaultValue: [] })
  // None once the form is emptied after a send.
  const photos: readonly File[] = field.value ?? []
  const onChange = field.onChange
  const [error, setError] = useState<string | null>(null)

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])]
    // Cleared so that choosing the same file again, after removing it, fires a change.
    event.target.value = ''
    if (chosen.length === 0) return
    const refused = refusal(chosen, photos.length)
    setError(refused)
    if (!refused) onChange([...photos, ...chosen])
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Photos du problème (facultatif)
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        PNG, JPG ou GIF, 10 Mo maximum par photo, {claimPhotoMaxCount} photos au maximum.
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={claimPhotoMimeTypes.join(',')}
        onChange={choose}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul aria-label="Photos jointes" className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${photo.lastModified}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 truncate text-slate-800">
                {photo.name} <span className="text-slate-600">({formatSize(photo.size)})</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Retirer ${photo.name}`}
                onClick={() => {
                  setError(null)
                  onChange(photos.filter((_, kept) => kept !== index))
                }}
              >
                <TrashIcon className="size-4" />
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
