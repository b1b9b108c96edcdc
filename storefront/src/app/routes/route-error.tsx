import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

import { messages } from '@shop/domain/messages'

import { buttonClasses } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { NotFoundMessage } from '../../components/ui/not-found-message'
import { paths } from '../../config/paths'
import { useDocumentTitle } from '../../hooks/use-document-title'

/** Error boundary of the routes: a 404 answer or an unexpected failure (such as a lost chunk). */
export function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useDocumentTitle(notFound ? messages.notFoundTitle : 'Erreur')

  if (notFound) return <NotFoundMessage />
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Une erreur est survenue</h1>
      <p className="mt-3 max-w-lg text-slate-600">
        La page n'a pas pu s'afficher. Vérifiez votre connexion internet puis rechargez la page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Recharger la page
        </button>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })} reloadDocument>
          {messages.backHome}
        </Link>
      </div>
    </Container>
  )
}
