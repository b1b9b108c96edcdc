import { Link } from 'react-router'

import type { CatalogueModel } from '@shop/domain/catalogue-reads'
import { formatCents } from '@shop/domain/money'
import { protectionField } from '@shop/domain/price-rules'
import { fieldsOf, saleEnd } from '@shop/domain/sales'

import { Button } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { NotFoundMessage } from '../../../components/ui/not-found-message'
import { ReferencePrice } from '../../../components/ui/reference-price'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { paths, phonePath } from '../../../config/paths'
import { usePageMeta } from '../../../hooks/use-page-meta'
import { useSiteOrigin } from '../../../lib/server-render'
import { useCatalogueModel } from '../api/get-catalogue'
import { usePricing } from '../api/get-pricing'
import { configurableModel, openConfigurator } from '../hooks/use-configurator'
import { LazyConfiguratorHost } from './lazy-dialogs'
import { ModelImage } from './model-image'
import { referenceCentsOf, SaleNotice } from './sale-notice'

/** schema.org Product with its price range (a sale's prices until it ends), for search engines. */
function productData(phone: CatalogueModel, origin: string, saleUntil: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `Protection d’écran ${phone.name}`,
    brand: { '@type': 'Brand', name: phone.brand },
    description: phone.description || `Protection d’écran hydrogel pour ${phone.name}.`,
    ...(phone.image ? { image: new URL(phone.image.url, origin).href } : {}),
    url: new URL(phonePath(phone.slug), origin).href,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: (phone.fromCents / 100).toFixed(2),
      highPrice: (phone.toCents / 100).toFixed(2),
      ...(saleUntil ? { priceValidUntil: saleUntil.slice(0, 10) } : {}),
      availability: 'https://schema.org/InStock',
    },
  }
}

/** The product page of one phone model: its protections and prices, and the configurator. */
export function PhoneDetails({ slug }: { slug: string }) {
  const { data: phone, error, isPending, refetch } = useCatalogueModel('phones', slug)

  if (isPending) return <Spinner className="py-24" label="Chargement du modèle…" />
  if (error) {
    return (
      <Container className="py-16">
        <QueryError error={error} onRetry={() => void refetch()} />
      </Container>
    )
  }
  if (phone === null) return <NotFoundMessage />
  return <PhoneProduct phone={phone} />
}

function PhoneProduct({ phone }: { phone: CatalogueModel }) {
  const { data: prices } = usePricing({ collection: 'phones', slug: phone.slug })
  const saleUntil = prices ? saleEnd(prices.offers, fieldsOf(prices, 'phones'), prices.model) : null
  usePageMeta({
    title: `Protection ${phone.name}`,
    description:
      phone.description ||
      `Protection d’écran hydrogel HD, anti-lumière bleue ou anti-espion pour ${phone.name}, dès ${formatCents(phone.fromCents)}.`,
    structuredData: productData(phone, useSiteOrigin(), saleUntil),
    image: phone.image?.url,
  })
  const protections = phone.protections ?? []
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
            <Link to={paths.phones} className="hover:text-brand-700 hover:underline">
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
          <ModelImage image={phone.image} sizes="(min-width: 769px) 45vw, 90vw" eager className="aspect-square w-full rounded-xl" />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{phone.brand}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{phone.name}</h1>
          <p className="mt-2 text-slate-600">
            {phone.model} · {phone.year}
          </p>
          {phone.description ? <p className="mt-6 text-slate-700">{phone.description}</p> : null}
          <h2 className="mt-8 text-lg font-semibold text-slate-900">Protections compatibles</h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {protections.map((offer) => {
              const referenceCents = referenceCentsOf(prices, protectionField('phone', offer.id))
              return (
                <li key={offer.id} className="flex items-center justify-between px-4 py-3">
                  <span className="text-slate-800">{offer.name}</span>
                  <span>
                    {referenceCents === undefined ? null : <ReferencePrice cents={referenceCents} className="text-sm" />}
                    <span className="font-semibold text-slate-900">{formatCents(offer.priceCents)}</span>
                  </span>
                </li>
              )
            })}
          </ul>
          <SaleNotice className="mt-3" prices={prices} fields={protections.map((offer) => protectionField('phone', offer.id))} />
          <Button
            size="lg"
            className="mt-6 w-full sm:w-auto"
            onClick={() => openConfigurator({ category: 'telephone', model: configurableModel(phone) })}
          >
            Choisir ma protection
          </Button>
        </div>
      </div>
      <LazyConfiguratorHost />
    </Container>
  )
}
