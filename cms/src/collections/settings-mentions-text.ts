import type { FieldHook, PayloadRequest } from 'payload'

import { defaultPaymentMethods } from '@shop/domain/payment-methods'
import { namesSettingsMentions, withSettingsMentions, type SettingsMentions } from '@shop/domain/settings-mentions'

import { staffRole } from '../access/roles.ts'
import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'

/** What the texts take from the site settings and the delivery modes, read once per request however many texts name it. */
function settingsMentions(req: PayloadRequest): Promise<SettingsMentions> {
  const cached = req.context.settingsMentions as Promise<SettingsMentions> | undefined
  if (cached) return cached
  const settings = req.payload.findGlobal({
    slug: 'site-settings',
    select: {
      paymentMethods: true,
      phone: true,
      publicationDirector: true,
      host: true,
      mediator: true,
      emailReplyDelay: true,
      submissionRetentionMonths: true,
      warrantyDays: true,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const read = Promise.all([settings, catalogueCache.getDeliveryModes(req.payload)]).then(([values, deliveryModes]) => ({
    ...values,
    paymentMethods: values.paymentMethods?.length ? values.paymentMethods : defaultPaymentMethods,
    deliveryModes,
  }))
  req.context.settingsMentions = read
  return read
}

/** `text` with the settings' mentions (telephone, publication director, host, mediator, payment methods…) where it names them. */
export async function textWithSettingsMentions(req: PayloadRequest, text: string): Promise<string> {
  return namesSettingsMentions(text) ? withSettingsMentions(text, await settingsMentions(req)) : text
}

/**
 * A text field staff may write the placeholders in: visitors read the settings' values, staff the
 * placeholders they wrote (an edit saves them back as they were, not as frozen values).
 */
export const showsSettingsMentions: FieldHook = ({ value, req }) =>
  typeof value === 'string' && staffRole(req) === null ? textWithSettingsMentions(req, value) : value
