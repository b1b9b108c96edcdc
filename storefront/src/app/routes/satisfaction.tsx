import { useSearchParams } from 'react-router'

import { Container } from '../../components/ui/container'
import { SatisfactionLink } from '../../features/satisfaction/components/satisfaction-link'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function SatisfactionRoute() {
  useDocumentTitle('Votre avis')
  const [searchParams] = useSearchParams()
  return (
    <Container className="py-14">
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Votre avis sur votre commande</h1>
        <div className="mt-6">
          <SatisfactionLink token={searchParams.get('token') ?? ''} />
        </div>
      </div>
    </Container>
  )
}
