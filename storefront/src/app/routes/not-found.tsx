import { messages } from '@shop/domain/messages'

import { NotFoundMessage } from '../../components/ui/not-found-message'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function NotFoundRoute() {
  useDocumentTitle(messages.notFoundTitle)
  return <NotFoundMessage />
}
