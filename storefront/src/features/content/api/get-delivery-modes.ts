import { queryOptions, useQuery } from '@tanstack/react-query'

import type { DeliveryMode } from '@shop/domain/delivery'
import { pageQueryKey } from '@shop/domain/page-queries'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

/** The delivery modes the shop offers, in display order: the ones /commande lets the customer choose. */
async function getDeliveryModes(signal?: AbortSignal): Promise<DeliveryMode[]> {
  return parseDeliveryModes(await getPageAnswer({ kind: 'delivery-modes' }, signal))
}

/** The answer of GET /api/catalogue-delivery-modes (the server's render of /livraison and of the home page gives the same one). */
export async function parseDeliveryModes(body: unknown): Promise<DeliveryMode[]> {
  // The schema (and zod) load with the answer: the home page's promises read the modes too.
  const { deliveryModesAnswerSchema } = await import('@shop/domain/delivery')
  const parsed = deliveryModesAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.modes
}

function deliveryModesQueryOptions() {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'delivery-modes' }),
    queryFn: ({ signal }) => getDeliveryModes(signal),
  })
}

export function useDeliveryModes() {
  return useQuery(deliveryModesQueryOptions())
}
