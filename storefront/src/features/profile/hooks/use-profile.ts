import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { displayName, splitName } from '@shop/domain/names'
import type { ProfileData } from '@shop/domain/profile'

import { updateClientInfo } from '../../../stores/session-store'
import { getClientProfile, updateClientProfile, type ClientProfile } from '../api/profile-api'

const profileKey = (clientId: string) => ['profile', clientId] as const

export function useProfile(token: string, clientId: string) {
  return useQuery({
    queryKey: profileKey(clientId),
    queryFn: ({ signal }) => getClientProfile(token, clientId, signal),
    staleTime: 0,
  })
}

/** Saves the profile; the header's name and e-mail follow at once (spec core §4). */
export function useUpdateProfile(token: string, clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (data: ProfileData) => updateClientProfile(token, clientId, data),
    onSuccess: (profile: ClientProfile) => {
      queryClient.setQueryData(profileKey(clientId), profile)
      const { firstName, lastName } = splitName(profile.name)
      updateClientInfo({ name: displayName({ first_name: firstName, last_name: lastName, email: profile.email }), email: profile.email })
    },
  })
}
