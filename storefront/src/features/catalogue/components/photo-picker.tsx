import { useId, useState, type ChangeEvent } from 'react'

import { storefrontMessages } from '@shop/domain/storefront-messages'
import { photoMaxBytes, photoMimeTypes, uploadMessages, type PhotoPurpose } from '@shop/domain/uploads'
import { withdrawalMessages } from '@shop/domain/withdrawal-messages'

import { ApiError } from '../../../lib/api-client'
import { useUploadPhoto } from '../api/upload-photo'
import type { UploadedPhoto } from '../stores/device-configuration'
import { photoThumbnail } from '../utils/photo-thumbnail'

type PhotoPickerProps = {
  purpose: PhotoPurpose
  photo: UploadedPhoto | null
  onChange: (photo: UploadedPhoto | null) => void
  token?: string
}

/** Chooses, checks (PNG or JPEG, size) and sends the photo of a printed skin, with a preview. */
export function PhotoPicker({ purpose, photo, onChange, token }: PhotoPickerProps) {
  const inputId = useId()
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const upload = useUploadPhoto()

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    if (!(photoMimeTypes as readonly string[]).includes(file.type)) {
      setError(uploadMessages.wrongType)
      return
    }
    if (file.size > photoMaxBytes(purpose)) {
      setError(uploadMessages.tooLarge(purpose))
      return
    }
    setSending(true)
    try {
      const photoToken = await upload.mutateAsync({ file, purpose, token })
      onChange({ token: photoToken, name: file.name, previewUrl: await photoThumbnail(file) })
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : storefrontMessages.photoUploadFailed)
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-4">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Votre photo (PNG ou JPEG, {purpose === 'console' ? '5' : '10'} Mo maximum)
      </label>
      <input
        id={inputId}
        type="file"
        accept={photoMimeTypes.join(',')}
        onChange={(event) => void choose(event)}
        disabled={sending}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
      {sending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Envoi de la photo…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{withdrawalMessages.personalised}</p>
      {photo ? (
        <div className="mt-3 flex items-center gap-3">
          <img src={photo.previewUrl} alt="Aperçu de votre photo" className="size-16 rounded-lg object-cover" />
          <p className="text-sm text-slate-700">
            Photo envoyée : <span className="font-medium">{photo.name}</span>
          </p>
        </div>
      ) : null}
    </div>
  )
}
