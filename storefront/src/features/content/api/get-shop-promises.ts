import { queryOptions, useQuery } from '@tanstack/react-query'

import { pageQueryKey } from '@shop/domain/page-queries'
import type { ShopPromises } from '@shop/domain/shop-promises'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

/** What the settings let the storefront promise: warranty days, reply delay, payment methods. */
export async function parseShopPromises(body: unknown): Promise<ShopPromises> {
  // The schema (and zod) load with the answer: the footer is on every page, the home page's too.
  const { shopPromisesSchema } = await import('@shop/domain/content')
  const parsed = shopPromisesSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

async function getShopPromises({ preview }: { preview: boolean }, signal?: AbortSignal): Promise<ShopPromises> {
  return parseShopPromises(await getPageAnswer({ kind: 'shop-promises', preview }, signal))
}

function shopPromisesQueryOptions({ preview }: { preview: boolean }) {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'shop-promises', preview }),
    queryFn: ({ signal }) => getShopPromises({ preview }, signal),
  })
}

/** Undefined while loading: a promise not yet backed by the data is not shown. */
export function useShopPromises({ preview }: { preview: boolean }) {
  return useQuery(shopPromisesQueryOptions({ preview }))
}
