import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { campaignMessages, isStaffCampaignStatus, type CampaignStatus } from '@shop/domain/newsletter'

/**
 * Staff write drafts and schedule them; 'sending' and 'sent' are set by the send chore alone
 * (context `newsletterSend`), and a newsletter that has started to leave is no longer edited:
 * what subscribers received stays what the admin shows.
 */
export const keepSendToTheChore: CollectionBeforeChangeHook = ({ collection, data, originalDoc, context }) => {
  if (context.newsletterSend) return data
  const previous = (originalDoc as { status?: CampaignStatus } | undefined)?.status
  if (previous && !isStaffCampaignStatus(previous)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'status', message: campaignMessages.alreadySent }] })
  }
  if (data.status !== undefined && !isStaffCampaignStatus(data.status)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'status', message: campaignMessages.statusReserved }] })
  }
  return data
}
