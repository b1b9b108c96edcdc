import { useMutation } from '@tanstack/react-query'

import { photoUploadAnswerSchema, type PhotoPurpose } from '@shop/domain/uploads'

import { apiClient, invalidResponse } from '../../../lib/api-client'

type PhotoUpload = { file: File; purpose: PhotoPurpose; token?: string }

/** Sends the photo of a printed skin; the cart line then names it by the token answered, its uploader's proof. */
async function uploadPhoto({ file, purpose, token }: PhotoUpload): Promise<string> {
  const form = new FormData()
  form.append('purpose', purpose)
  form.append('file', file)
  const parsed = photoUploadAnswerSchema.safeParse(await apiClient.post('/api/customer-photos', form, { token }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.photo.token
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto })
}
