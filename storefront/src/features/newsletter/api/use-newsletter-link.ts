import { useMutation } from '@tanstack/react-query'

import { successAnswerSchema } from '@shop/domain/answers'

import { apiClient, invalidResponse } from '../../../lib/api-client'

export type NewsletterLink = 'confirm' | 'unsubscribe'

/** `POST /api/newsletter/confirm|unsubscribe {token}`: what the e-mailed link asks for. */
async function followNewsletterLink(link: NewsletterLink, token: string): Promise<void> {
  const body = await apiClient.post(`/api/newsletter/${link}`, { token })
  if (!successAnswerSchema.safeParse(body).success) throw invalidResponse()
}

export function useNewsletterLink(link: NewsletterLink) {
  return useMutation({ mutationFn: (token: string) => followNewsletterLink(link, token) })
}
