import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { contentQueryOf, pageContentMessages } from '@shop/domain/page-queries'

import { contentAnswer } from '../../catalogue-reads/page-documents.ts'
import { sendCachedAnswer } from '../../catalogue-reads/send-cached-answer.ts'
import { HttpError } from '../../http/http-error.ts'

/**
 * GET /api/page-content/:kind[/:param]: a published text of the CMS a page shows (category
 * sections, service pages, FAQ, legal pages, contact details, social links, suggested searches),
 * from the catalogue cache: a page view reads nothing through Payload's REST API.
 */
function pageContentHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const { kind, param } = req.params as { kind: string; param?: string }
    const query = contentQueryOf(kind, param)
    if (!query) throw new HttpError(404, pageContentMessages.unknownContent)
    sendCachedAnswer(req, res, await contentAnswer(payload, query))
  }
}

export function pageContentRouter(payload: Payload): Router {
  return Router().get(['/api/page-content/:kind', '/api/page-content/:kind/:param'], pageContentHandler(payload))
}
