/** The satisfaction e-mail's timing and limits (./satisfaction.ts), zod-free: the pages' review policy states them. */
export const satisfactionRules = {
  /** The e-mail leaves this many days after the order was delivered… */
  askAfterDays: 7,
  /** …and no longer once this many have passed (a shop that was stopped does not ask months late). */
  askWithinDays: 14,
  /** The links record or change the rating this long after the e-mail was sent. */
  linkValidDays: 30,
  commentMaxLength: 1000,
} as const
