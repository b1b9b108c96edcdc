import * as z from 'zod'

import type { PhotoPurpose } from '@shop/domain/uploads'

import { apiClient, invalidResponse } from '../../../lib/api-client'

const uploadAnswerSchema = z.object({ success: z.literal(true), photo: z.object({ id: z.string() }) })

/** Sends the photo of a printed skin; the cart line then refers to it by this id. */
export async function uploadPhoto(file: File, purpose: PhotoPurpose, token?: string): Promise<string> {
  const form = new FormData()
  form.append('purpose', purpose)
  form.append('file', file)
  const parsed = uploadAnswerSchema.safeParse(await apiClient.post('/api/customer-photos', form, { token }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.photo.id
}
