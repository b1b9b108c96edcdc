import * as z from 'zod'

import type { ProfileData } from '@shop/domain/profile'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The client record as the server answers it (contract: client-management get / update). */
const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
})
export type ClientProfile = z.infer<typeof profileSchema>

const profileAnswerSchema = z.object({ success: z.literal(true), profile: profileSchema })

function parseProfile(body: unknown): ClientProfile {
  const parsed = profileAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.profile
}

export async function getClientProfile(token: string, clientId: string, signal?: AbortSignal): Promise<ClientProfile> {
  return parseProfile(await apiClient.post('/api/client-management', { action: 'get', clientId }, { token, signal }))
}

export async function updateClientProfile(token: string, clientId: string, profileData: ProfileData): Promise<ClientProfile> {
  return parseProfile(await apiClient.post('/api/client-management', { action: 'update', clientId, profileData }, { token }))
}

/** RGPD: everything the shop keeps about the customer, as the JSON the server builds. */
export async function exportPersonalData(token: string): Promise<unknown> {
  const body = await apiClient.get('/api/client-management', { query: { action: 'export_data' }, token })
  if (!z.looseObject({ exportedAt: z.string() }).safeParse(body).success) throw invalidResponse()
  return body
}

/** RGPD: the account is anonymised (orders stay, 10 years) and every session ends. */
export async function deleteAccount(token: string): Promise<void> {
  await apiClient.delete('/api/client-management', { query: { action: 'delete_account' }, token })
}
