import { APIError, type CollectionConfig, type Field, type FieldHook } from 'payload'

import { adminsResendingEmails } from '../access/adminsResendingEmails.ts'
import { emailsForAdmins } from '../access/emailsForAdmins.ts'
import { nobodyFieldAccess } from '../access/nobodyFieldAccess.ts'
import { relationId } from '../lib/relation-id.ts'
import type { PayloadJob } from '../payload-types.ts'
import { mailQueue } from '../lib/job-queue-names.ts'
import { sendEmailTaskSlug, type EmailMessage } from './queue-email.ts'
import { forgottenLink } from './sealed-links.ts'

/**
 * The outbox in the admin: Payload's job table, which Payload hides, shown to administrators as
 * the list of e-mails (the chores' jobs stay hidden), each with its recipient, subject, state and
 * reason, and a 'Renvoyer' button that queues the same e-mail again.
 */

type EmailState = 'pending' | 'sent' | 'failed'
const stateLabels: Record<EmailState, string> = { pending: 'En attente', sent: 'Envoyé', failed: 'Échec' }

const messageOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : null

/**
 * The columns an administrator reads are drawn from the job's own fields, each by that field's
 * hook, which sees its value before the read rule removes it from the answer: the input and the
 * log carry the e-mail's body, whose links (a password reset) would let their reader into the
 * account, so neither leaves the server. (Payload runs no collection hooks of the job table when
 * it queues and runs jobs, so the table has none.)
 */
const describeMessage: FieldHook<PayloadJob> = ({ value, siblingData }) => {
  const message = value as Partial<EmailMessage> | null | undefined
  Object.assign(siblingData, { recipient: message?.to ?? null, subject: message?.subject ?? null })
  return value
}

/** The reason it was given up: it wins over the last failed try's, whichever hook runs first. */
const finalReason: FieldHook<PayloadJob> = ({ value, siblingData }) => {
  const reason = messageOf(value)
  if (reason) siblingData.lastError = reason
  return value
}

const lastTryReason: FieldHook<PayloadJob> = ({ value, siblingData }) => {
  const tries = (value ?? []) as NonNullable<PayloadJob['log']>
  siblingData.lastError ??= messageOf(tries.findLast((entry) => entry.state === 'failed')?.error)
  return value
}

/** Sent once completed; failed once given up (at once for a final refusal, else after the last try); waiting until then. */
const stateOf: FieldHook<PayloadJob> = ({ siblingData }): EmailState => {
  if (siblingData.completedAt) return 'sent'
  return siblingData.hasError ? 'failed' : 'pending'
}

/**
 * 'Renvoyer' (an administrator's create naming nothing but this field, ../access/adminsResendingEmails.ts):
 * the new job is the same e-mail, and keeps its link to the first one. An e-mail still waiting
 * for the mail server is on its way already: sending it again would make two. A sent e-mail's
 * one-time link is gone (./sealed-links.ts): the customer asks for a new one.
 */
const copyResentEmail: FieldHook<PayloadJob> = async ({ value, operation, siblingData, req }) => {
  if (operation !== 'create' || value == null) return value
  const original = await req.payload.findByID({
    collection: 'payload-jobs',
    id: relationId(value as number | { id: number }),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (original?.taskSlug !== sendEmailTaskSlug) throw new APIError('Seul un e-mail peut être renvoyé.', 400, undefined, true)
  if (!original.completedAt && !original.hasError) throw new APIError("Cet e-mail est encore en cours d'envoi.", 409, undefined, true)
  if ((original.input as EmailMessage).html.includes(forgottenLink)) {
    throw new APIError('Son lien à usage unique a été effacé après l’envoi : le client doit en demander un nouveau.', 409, undefined, true)
  }
  Object.assign(siblingData, { input: original.input, taskSlug: sendEmailTaskSlug, queue: mailQueue })
  return original.id
}

const readOnlyVirtual = { virtual: true, admin: { readOnly: true } } as const

const emailFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'recipient', label: 'Destinataire', type: 'text', ...readOnlyVirtual },
      { name: 'subject', label: 'Objet', type: 'text', ...readOnlyVirtual },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'state',
        label: 'État',
        type: 'select',
        options: Object.entries(stateLabels).map(([value, label]) => ({ value, label })),
        hooks: { afterRead: [stateOf] },
        ...readOnlyVirtual,
      },
      { name: 'lastError', label: 'Dernière erreur', type: 'text', ...readOnlyVirtual },
    ],
  },
  {
    name: 'resend',
    type: 'ui',
    admin: { components: { Field: '/mail/components/ResendEmailButton.tsx#ResendEmailButton' } },
  },
]

const resendOfField: Field = {
  name: 'resendOf',
  label: 'Renvoi de',
  type: 'relationship',
  relationTo: 'payload-jobs',
  admin: { readOnly: true, position: 'sidebar' },
  hooks: { beforeValidate: [copyResentEmail] },
}

/** What stays on the server, and the hook that draws its column first. */
const secretFields: Record<string, FieldHook<PayloadJob> | null> = {
  input: describeMessage,
  error: finalReason,
  log: lastTryReason,
  taskStatus: null,
}
/** The runner's bookkeeping, out of the admin's way (a final refusal is no 'try' of its count). */
const internalFields = new Set(['taskSlug', 'queue', 'processing', 'totalTried'])
const frenchLabels: Record<string, string> = {
  completedAt: 'Envoyé le',
  hasError: 'Abandonné',
  waitUntil: 'Prochain essai',
}
const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const

function forAdmins(field: Field): Field {
  if (field.type === 'tabs') {
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, label: 'Envoi', fields: tab.fields.map(forAdmins) })) }
  }
  if (!('name' in field) || field.type === 'ui') return field
  if (field.name in secretFields) {
    const describe = secretFields[field.name]
    const hooks = describe ? { ...field.hooks, afterRead: [...(field.hooks?.afterRead ?? []), describe] } : field.hooks
    return { ...field, access: { ...field.access, read: nobodyFieldAccess }, hooks } as Field
  }
  if (internalFields.has(field.name)) return { ...field, admin: { ...field.admin, hidden: true } } as Field
  const label = frenchLabels[field.name]
  if (!label) return field
  return { ...field, label, admin: { ...field.admin, description: undefined, ...(field.type === 'date' ? dayAndTime : {}) } } as Field
}

/** `jobs.jobsCollectionOverrides` of payload.config.ts. */
export function emailsCollection({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  const { access, admin, fields } = defaultJobsCollection
  return {
    ...defaultJobsCollection,
    labels: { singular: 'E-mail', plural: 'E-mails' },
    access: { ...access, read: emailsForAdmins, create: adminsResendingEmails },
    admin: {
      ...admin,
      hidden: false,
      group: 'Administration',
      defaultColumns: ['recipient', 'subject', 'state', 'lastError', 'createdAt'],
      description:
        'Chaque e-mail de la boutique, envoyé dans la seconde ; serveur de messagerie absent, il est réessayé pendant environ 11 heures. ' +
        'Un e-mail en échec peut être renvoyé depuis sa fiche.',
    },
    fields: [...emailFields, ...fields.map(forAdmins), resendOfField],
  }
}
