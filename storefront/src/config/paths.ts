/** Route paths come from the domain package: the server answers 404 for anything else. */
export { paths, phonePath } from '@shop/domain/paths'

/**
 * The online withdrawal function (Code de la consommation L221-21): its two-step page comes
 * later, and joins the domain's `paths` then; /retractation and the footer already lead to it.
 */
export const onlineWithdrawalPath = '/retractation/en-ligne'
