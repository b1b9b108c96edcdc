import { ApiError } from '../../lib/api-client'
import { Button } from './button'

type QueryErrorProps = { error: unknown; onRetry: () => void; title?: string }

/** A failed read: the API's French message and a retry button. */
export function QueryError({ error, onRetry, title = 'Le chargement a échoué.' }: QueryErrorProps) {
  const message = error instanceof ApiError ? error.message : 'Une erreur inattendue s’est produite.'
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  )
}
