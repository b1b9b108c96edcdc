import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Spinner } from './spinner'

/**
 * A customer's page while its stored session is being checked (spec core §2, route guard): the page's
 * frame is drawn, its data already asked for with the stored token, the server judging the token.
 */
export function SessionCheckSpinner() {
  return <Spinner className="py-16" label={authUiMessages.guardChecking} />
}
