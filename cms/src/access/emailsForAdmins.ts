import type { Access } from 'payload'

import { mailQueue } from '../lib/job-queue-names.ts'
import { staffRole } from './roles.ts'

/** In Payload's job table, administrators read the e-mails; the chores' jobs stay out of sight. */
export const emailsForAdmins: Access = ({ req }) => staffRole(req) === 'admin' && { queue: { equals: mailQueue } }
