import { queryOptions, useQuery } from '@tanstack/react-query'

import { deliveryModesAnswerSchema, type DeliveryMode } from '@shop/domain/delivery'
import { pageQueryKey } from '@shop/domain/page-queries'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

/** The delivery modes the shop offers, in display order: the ones /commande lets the customer choose. */
export async function getDeliveryModes(signal?: AbortSignal): Promise<DeliveryMode[]> {
  return parseDeliveryModes(await getPageAnswer({ kind: 'delivery-modes' }, signal))
}

/** The answer of GET /api/catalogue-delivery-modes (the server's render of /livraison gives the same one). */
export function parseDeliveryModes(body: unknown): DeliveryMode[] {
  const parsed = deliveryModesAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.modes
}

export function deliveryModesQueryOptions() {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'delivery-modes' }),
    queryFn: ({ signal }) => getDeliveryModes(signal),
  })
}

export function useDeliveryModes() {
  return useQuery(deliveryModesQueryOptions())
}
