import { Component, type ReactNode } from 'react'
import { Link } from 'react-router'

import { messages } from '@shop/domain/messages'

import { buttonClasses } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { paths } from '../../config/paths'

/** An unexpected failure of a page (such as its code lost by a new release). */
function RouteError() {
  useDocumentTitle('Erreur')
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

type BoundaryProps = {
  /** The page's address: the error is forgotten when the visitor goes elsewhere. */
  at: string
  children: ReactNode
}

/** Catches what its pages throw and shows it in French in their place. */
export class RouteErrorBoundary extends Component<BoundaryProps, { at: string; failed: boolean }> {
  override state = { at: this.props.at, failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { at: string }) {
    return props.at === state.at ? null : { at: props.at, failed: false }
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}
