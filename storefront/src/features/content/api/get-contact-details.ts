import { queryOptions, useQuery } from '@tanstack/react-query'

import { contactDetailsSchema, type ContactDetails } from '@shop/domain/content'
import { pageQueryKey } from '@shop/domain/page-queries'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

/**
 * How to reach the shop (site-settings): addresses, phone if any, postal address, hours, reply
 * delay, payment methods. The pages the build draws without data (/commande, /suivi) read their
 * promises here: the footer's query (get-shop-promises.ts) must still be empty when the footer,
 * loaded later, hydrates over the HTML drawn without it.
 */
async function getContactDetails({ preview }: { preview: boolean }, signal?: AbortSignal): Promise<ContactDetails> {
  return parseContactDetails(await getPageAnswer({ kind: 'contact-details', preview }, signal))
}

/** The contact details of the site-settings answer (the server's render of a page gives the same one). */
export function parseContactDetails(body: unknown): ContactDetails {
  const parsed = contactDetailsSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

function contactDetailsQueryOptions({ preview }: { preview: boolean }) {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'contact-details', preview }),
    queryFn: ({ signal }) => getContactDetails({ preview }, signal),
  })
}

export function useContactDetails({ preview }: { preview: boolean }) {
  return useQuery(contactDetailsQueryOptions({ preview }))
}
