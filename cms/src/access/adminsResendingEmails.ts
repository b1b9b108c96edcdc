import type { Access } from 'payload'

import { staffRole } from './roles.ts'

/**
 * The one job anybody queues over HTTP: an administrator's 'Renvoyer', which names the e-mail to
 * send again and nothing else (mail/emails-collection.ts copies it): nobody writes an e-mail of
 * their own, or a job of another kind, through the shop's outbox.
 */
export const adminsResendingEmails: Access = ({ req, data }) =>
  staffRole(req) === 'admin' && data?.resendOf != null && Object.keys(data).every((key) => key === 'resendOf')
