import { NotFoundMessage } from '../../components/ui/not-found-message'

export function NotFoundRoute() {
  return <NotFoundMessage />
}
