import { Link } from 'react-router-dom'

import { paths } from '../../../config/paths'
import { Container } from '../../../components/ui/container'
import { NotFoundMessage } from '../../../components/ui/not-found-message'
import { Spinner } from '../../../components/ui/spinner'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { usePhone } from '../api/get-phone'
import { ModelImage } from './model-image'
import { QueryError } from '../../../components/ui/query-error'
import { StartingPrice } from './starting-price'

/** The product page of one phone model (the configurator comes with the catalogue work). */
export function PhoneDetails({ slug }: { slug: string }) {
  const { data: phone, error, isPending, refetch } = usePhone(slug)
  useDocumentTitle(phone ? `Protection ${phone.name}` : phone === null ? 'Page introuvable' : 'Téléphones')

  if (isPending) return <Spinner className="py-24" label="Chargement du modèle…" />
  if (error) {
    return (
      <Container className="py-16">
        <QueryError error={error} onRetry={() => void refetch()} />
      </Container>
    )
  }
  if (phone === null) return <NotFoundMessage />

  return (
    <Container className="py-8 sm:py-12">
      <nav aria-label="Fil d’Ariane" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={paths.home} className="hover:text-brand-700 hover:underline">
              Accueil
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            <Link to={paths.telephones} className="hover:text-brand-700 hover:underline">
              Téléphones
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page" className="font-medium text-slate-900">
            {phone.name}
          </li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-8 md:grid-cols-2 md:items-start">
        <div className="rounded-2xl bg-slate-50 p-6">
          <ModelImage
            image={phone.image}
            fallbackAlt={phone.name}
            sizes="(min-width: 769px) 45vw, 90vw"
            preferredWidth={640}
            eager
            className="aspect-square w-full rounded-xl"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{phone.brand}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{phone.name}</h1>
          <p className="mt-2 text-slate-600">
            {phone.model ? `${phone.model} · ` : ''}
            {phone.year}
          </p>
          <StartingPrice collection="phones" />
          {phone.description ? <p className="mt-6 text-slate-700">{phone.description}</p> : null}
        </div>
      </div>
    </Container>
  )
}
