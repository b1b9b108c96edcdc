import type { GlobalBeforeChangeHook } from 'payload'

/**
 * Payload's versions say when, not who: each save writes its author's e-mail into the settings, and
 * so into the version it leaves. Server writes (seed, Local API) have no user and name nobody.
 * Restoring a version skips this hook: the copy keeps the restored version's author.
 */
export const recordEditor: GlobalBeforeChangeHook = ({ data, req }) => ({
  ...data,
  updatedBy: typeof req.user?.email === 'string' ? req.user.email : null,
})
