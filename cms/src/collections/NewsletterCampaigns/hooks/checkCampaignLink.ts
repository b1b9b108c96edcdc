import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { campaignMessages } from '@shop/domain/newsletter'

const isWebAddress = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)

/** The button needs both its text and a web address, or neither. */
export const checkCampaignLink: CollectionBeforeValidateHook = ({ collection, data, originalDoc }) => {
  const merged = { ...(originalDoc as object | undefined), ...data } as { linkLabel?: string | null; linkUrl?: string | null }
  const label = merged.linkLabel?.trim() ?? ''
  const url = merged.linkUrl?.trim() ?? ''
  if (Boolean(label) !== Boolean(url)) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: label ? 'linkUrl' : 'linkLabel', message: campaignMessages.linkIncomplete }],
    })
  }
  if (url && !isWebAddress(url)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'linkUrl', message: campaignMessages.linkNotWeb }] })
  }
  return data
}
