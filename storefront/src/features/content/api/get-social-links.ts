import { queryOptions, useQuery } from '@tanstack/react-query'

import type { SocialNetwork } from '@shop/domain/content'
import { pageQueryKey } from '@shop/domain/page-queries'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

export type SocialLink = { network: SocialNetwork; href: string }

/** Reads the shop's social accounts (site-settings), those staff filled in with an https address. */
export async function parseSocialLinks(body: unknown): Promise<SocialLink[]> {
  // The schema (and zod) load with the answer: the footer is on every page, the home page's too.
  const { socialLinksAnswerSchema, socialNetworks } = await import('@shop/domain/content')
  const parsed = socialLinksAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  const social = parsed.data.social
  return socialNetworks.flatMap((network) => {
    const href = social?.[network]
    return href ? [{ network, href }] : []
  })
}

async function getSocialLinks({ preview }: { preview: boolean }, signal?: AbortSignal): Promise<SocialLink[]> {
  return parseSocialLinks(await getPageAnswer({ kind: 'social-links', preview }, signal))
}

function socialLinksQueryOptions({ preview }: { preview: boolean }) {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'social-links', preview }),
    queryFn: ({ signal }) => getSocialLinks({ preview }, signal),
    staleTime: 5 * 60_000,
  })
}

export function useSocialLinks({ preview }: { preview: boolean }) {
  return useQuery(socialLinksQueryOptions({ preview }))
}
