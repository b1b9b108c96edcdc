import { queryOptions, useQuery } from '@tanstack/react-query'

import { contactDetailsSchema, type ContactDetails } from '@shop/domain/content'

import { apiClient, invalidResponse } from '../../../lib/api-client'

const contactFields = ['email', 'supportEmail', 'phone', 'address', 'hours', 'emailReplyDelay', 'chatHours'] as const

/** How to reach the shop (site-settings): addresses, phone if any, postal address, hours. */
export async function getContactDetails({ preview }: { preview: boolean }, signal?: AbortSignal): Promise<ContactDetails> {
  const body = await apiClient.get('/api/globals/site-settings', {
    query: {
      depth: 0,
      select: Object.fromEntries(contactFields.map((field) => [field, true])),
      draft: preview || undefined,
    },
    signal,
  })
  return parseContactDetails(body)
}

/** The contact details of the site-settings answer (the server's render of a page gives the same one). */
export function parseContactDetails(body: unknown): ContactDetails {
  const parsed = contactDetailsSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

export function contactDetailsQueryOptions({ preview }: { preview: boolean }) {
  return queryOptions({
    queryKey: ['content', 'contact-details', { preview }],
    queryFn: ({ signal }) => getContactDetails({ preview }, signal),
  })
}

export function useContactDetails({ preview }: { preview: boolean }) {
  return useQuery(contactDetailsQueryOptions({ preview }))
}
