import { queryOptions, useQuery } from '@tanstack/react-query'

import type { SocialNetwork } from '@shop/domain/content'

import { apiClient, invalidResponse } from '../../../lib/api-client'

export type SocialLink = { network: SocialNetwork; href: string }

/** The shop's social accounts (site-settings), those staff filled in with an https address. */
export async function getSocialLinks({ preview }: { preview: boolean }, signal?: AbortSignal): Promise<SocialLink[]> {
  // The schema (and zod) load with the answer: the footer is on every page, the home page's too.
  const [body, { socialLinksAnswerSchema, socialNetworks }] = await Promise.all([
    apiClient.get('/api/globals/site-settings', { query: { depth: 0, select: { social: true }, draft: preview || undefined }, signal }),
    import('@shop/domain/content'),
  ])
  const parsed = socialLinksAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  const social = parsed.data.social
  return socialNetworks.flatMap((network) => {
    const href = social?.[network]
    return href ? [{ network, href }] : []
  })
}

export function socialLinksQueryOptions({ preview }: { preview: boolean }) {
  return queryOptions({
    queryKey: ['content', 'social-links', { preview }],
    queryFn: ({ signal }) => getSocialLinks({ preview }, signal),
    staleTime: 5 * 60_000,
  })
}

export function useSocialLinks({ preview }: { preview: boolean }) {
  return useQuery(socialLinksQueryOptions({ preview }))
}
