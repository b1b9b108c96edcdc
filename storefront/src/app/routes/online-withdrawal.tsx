import { useSearchParams } from 'react-router'

import { withdrawalMessages } from '@shop/domain/withdrawal'

import { Breadcrumbs } from '../../components/ui/breadcrumbs'
import { Container } from '../../components/ui/container'
import { paths } from '../../config/paths'
import { OnlineWithdrawal } from '../../features/withdrawal/components/online-withdrawal'
import { usePageMeta } from '../../hooks/use-page-meta'

export function OnlineWithdrawalRoute() {
  usePageMeta({
    title: withdrawalMessages.entryPoint,
    description: 'Exercez votre droit de rétractation en ligne en deux étapes, avec accusé de réception par e-mail.',
  })
  const [searchParams] = useSearchParams()
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <Breadcrumbs
          items={[
            { label: 'Accueil', to: paths.home },
            { label: 'Droit de rétractation', to: paths.withdrawal },
            { label: withdrawalMessages.entryPoint },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{withdrawalMessages.entryPoint}</h1>
        <p className="mt-3 text-slate-700">
          Vous disposez de 14 jours à compter de la réception de votre commande pour vous rétracter, sans avoir à vous justifier. Indiquez
          votre commande, vérifiez le récapitulatif puis confirmez.
        </p>
        <div className="mt-8">
          <OnlineWithdrawal orderId={searchParams.get('commande')} />
        </div>
      </div>
    </Container>
  )
}
