import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { stringify } from 'csv-stringify'
import type { Response } from 'express'

export type CsvCell = string | number | Date | null | undefined
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell }
export type CsvSeparator = 'comma' | 'semicolon'
/** A cursor's rows, or a few already in memory. */
type Rows<Row> = AsyncIterable<Row> | Iterable<Row>

const frenchDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** What a spreadsheet would run as a formula (OWASP: CSV injection). */
const formulaStart = /^[=+\-@\t\r]/

/**
 * One cell as text: a French date, a number with the decimal separator French Excel expects
 * beside semicolons, and text that a spreadsheet would read as a formula turned into plain text
 * by a leading apostrophe.
 */
export function csvCell(value: CsvCell, separator: CsvSeparator): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return frenchDateTime.format(value).replace(',', '')
  if (typeof value === 'number') return separator === 'semicolon' ? String(value).replace('.', ',') : String(value)
  return formulaStart.test(value) ? `'${value}` : value
}

async function* records<Row>(columns: CsvColumn<Row>[], rows: Rows<Row>, separator: CsvSeparator): AsyncGenerator<string[]> {
  yield columns.map((column) => column.header)
  for await (const row of rows) yield columns.map((column) => csvCell(column.value(row), separator))
}

const csvOptions = (separator: CsvSeparator) =>
  ({
    bom: true,
    quoted: true,
    quoted_empty: true,
    delimiter: separator === 'semicolon' ? ';' : ',',
    record_delimiter: 'windows',
  }) as const

/**
 * Streams rows as a CSV download: UTF-8 with BOM (Excel then reads the accents), every field
 * quoted, CRLF lines. Backpressure flows back to the rows' source, and a client leaving stops
 * the reading (the rows' iterator is closed).
 */
export async function streamCsv<Row>(
  res: Response,
  options: { fileName: string; separator: CsvSeparator; columns: CsvColumn<Row>[]; rows: Rows<Row> },
): Promise<void> {
  const csv = stringify(csvOptions(options.separator))
  await streamDownload(res, { fileName: options.fileName, contentType: 'text/csv; charset=utf-8' }, [
    Readable.from(records(options.columns, options.rows, options.separator)),
    csv,
  ])
}

/** The same CSV as a file in memory, for an e-mail's attachment: a few hundred rows at most. */
export async function csvFile<Row>(columns: CsvColumn<Row>[], rows: Rows<Row>, separator: CsvSeparator): Promise<Buffer> {
  const csv = stringify(csvOptions(separator))
  const chunks: Buffer[] = []
  await pipeline(Readable.from(records(columns, rows, separator)), csv, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk)
  })
  return Buffer.concat(chunks)
}

/**
 * A download streamed through `stages` into the answer. A client that goes away is not a server
 * failure; anything else is, once the answer began.
 */
export async function streamDownload(
  res: Response,
  file: { fileName: string; contentType: string },
  stages: [NodeJS.ReadableStream, ...NodeJS.ReadWriteStream[]],
): Promise<void> {
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'no-store',
  })
  try {
    await pipeline([...stages, res])
  } catch (error) {
    if (res.destroyed || (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return
    throw error
  }
}
