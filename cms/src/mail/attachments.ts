import { JobCancelledError, type PayloadRequest } from 'payload'

import type { EmailMessage } from './queue-email.ts'

/**
 * A document an e-mail carries, as the queued job names it (`{ kind, order?, invoice? }`): the job keeps no
 * bytes, the document is rendered when the e-mail leaves, and 'Renvoyer' renders it again.
 */
export type AttachmentRef = NonNullable<EmailMessage['attachments']>[number]

type RenderedAttachment = { filename: string; content: Buffer; contentType: string }

/**
 * What renders each kind of attachment. The documents belong to rooms above the outbox (the
 * contract's PDFs, cms/src/legal-documents): the task is handed their renderers where it is
 * wired (cms/src/jobs/tasks.ts).
 */
export type AttachmentRenderers = Record<string, (req: PayloadRequest, ref: AttachmentRef) => Promise<RenderedAttachment>>

/** A kind nobody renders would fail every try alike: the e-mail fails at once, with its reason. */
export function renderAttachments(
  req: PayloadRequest,
  refs: AttachmentRef[],
  renderers: AttachmentRenderers,
): Promise<RenderedAttachment[]> {
  return Promise.all(
    refs.map((ref) => {
      const render = renderers[ref.kind]
      if (!render) throw new JobCancelledError(`Pièce jointe inconnue : ${ref.kind}`)
      return render(req, ref)
    }),
  )
}
