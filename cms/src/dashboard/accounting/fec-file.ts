import { Readable } from 'node:stream'

import type { Response } from 'express'
import type { Payload } from 'payload'

import { accountingMessages, fecFields, fecFileName, financialYear } from '@shop/domain/accounting'

import { HttpError } from '../../http/http-error.ts'
import { streamDownload } from '../export/csv-response.ts'
import { accountingRecords } from './accounting-entries.ts'
import { accountingSettings } from './accounting-settings.ts'

/** Lines gathered into chunks of about 64 KiB: a chunk per line made the stream the cost. */
async function* fecText(records: AsyncIterable<string[]>): AsyncGenerator<string> {
  let chunk = `${fecFields.join('\t')}\r\n`
  for await (const record of records) {
    chunk += `${record.join('\t')}\r\n`
    if (chunk.length >= 65_536) {
      yield chunk
      chunk = ''
    }
  }
  yield chunk
}

/**
 * The FEC of the financial year closing in `year` (LPF art. A47 A-1): tab-separated, its 18
 * fields named on the first line, one entry line per line, UTF-8, streamed from a cursor like the
 * dashboard's CSV exports. Named after the SIREN and the closing day.
 */
export async function sendFec(payload: Payload, res: Response, year: number): Promise<void> {
  const [{ chart, closingDate }, { siret }] = await Promise.all([
    accountingSettings(payload),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  if (!siret) throw new HttpError(409, accountingMessages.sirenMissing)
  const period = financialYear(year, closingDate)
  await streamDownload(res, { fileName: fecFileName(siret, period.last), contentType: 'text/plain; charset=utf-8' }, [
    Readable.from(fecText(accountingRecords(payload, period, chart))),
  ])
}
