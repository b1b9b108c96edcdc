import { useMutation, useQueryClient } from '@tanstack/react-query'

import { displayName, splitName } from '@shop/domain/names'
import { clientProfileAnswerSchema, type ClientProfile, type ProfileData } from '@shop/domain/profile'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { updateClientInfo } from '../../../stores/session-store'
import { clientProfileQueryOptions } from './get-client-profile'

export type ProfileUpdate = { profileData: ProfileData; currentPassword?: string }

/** The current password goes along only when the e-mail changes (the server asks for it then). */
async function updateClientProfile(
  token: string,
  clientId: string,
  { profileData, currentPassword }: ProfileUpdate,
): Promise<ClientProfile> {
  const body = await apiClient.post('/api/client-management', { action: 'update', clientId, profileData, currentPassword }, { token })
  const parsed = clientProfileAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.profile
}

/** Saves the profile; the header's name and e-mail follow at once (spec core §4). */
export function useUpdateClientProfile(token: string, clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateClientProfile(token, clientId, update),
    onSuccess: (profile) => {
      queryClient.setQueryData(clientProfileQueryOptions(token, clientId).queryKey, profile)
      const { firstName, lastName } = splitName(profile.name)
      updateClientInfo({ name: displayName({ first_name: firstName, last_name: lastName, email: profile.email }), email: profile.email })
    },
  })
}
