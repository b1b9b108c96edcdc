import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { downloadJson } from '../../../lib/download-file'

/** Only its date is checked: the rest is the customer's own data, saved as the server built it. */
const personalDataExportSchema = z.looseObject({ exportedAt: z.string() })

/** RGPD: everything the shop keeps about the customer, as the JSON the server builds. */
async function exportPersonalData(token: string): Promise<unknown> {
  const body = await apiClient.get('/api/client-management', { query: { action: 'export_data' }, token })
  if (!personalDataExportSchema.safeParse(body).success) throw invalidResponse()
  return body
}

/** The export is saved as a JSON file the browser downloads. */
export function useExportPersonalData(token: string, clientId: string) {
  return useMutation({
    mutationFn: () => exportPersonalData(token),
    onSuccess: (data) => downloadJson(data, `mes-donnees-ma-boutique-protection-${clientId}.json`),
  })
}
