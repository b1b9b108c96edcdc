import type { ComponentType, SVGProps } from 'react'
import { Link } from 'react-router-dom'

import { protectionIds, protectionNames, type ProtectionId } from '@shop/domain/catalogue'
import { formatCents, toCents } from '@shop/domain/money'
import type { Pricing } from '@shop/domain/pricing'

import { EyeOffIcon, ShieldIcon, SparkleIcon } from '../../../components/ui/icons'
import { cn } from '../../../lib/cn'
import { usePricing } from '../api/get-pricing'

type ProtectionCopy = {
  icon: ComponentType<SVGProps<SVGSVGElement>>
  summary: string
  points: readonly string[]
  priceKey: keyof Pick<Pricing['phone'], 'hdTpu' | 'blueLight' | 'antiSpy'>
}

/** Marketing copy of the three protection types (claims of spec core §1). */
const protectionCopy: Record<ProtectionId, ProtectionCopy> = {
  'hd-tpu': {
    icon: ShieldIcon,
    summary: 'Un film hydrogel auto-cicatrisant, invisible au quotidien.',
    points: ['Transparence 99,9 %', 'Dureté 9H, anti-rayures', 'Durée de vie 12 à 18 mois'],
    priceKey: 'hdTpu',
  },
  'blue-light': {
    icon: SparkleIcon,
    summary: 'Protège vos yeux lors des longues sessions sur écran.',
    points: ['Filtre jusqu’à 90 % de la lumière bleue', 'Couleurs fidèles', 'Durée de vie jusqu’à 24 mois'],
    priceKey: 'blueLight',
  },
  'anti-spy': {
    icon: EyeOffIcon,
    summary: 'Votre écran reste lisible pour vous seul.',
    points: ['Angle de confidentialité de 30°', 'Idéal dans les transports', 'Durée de vie jusqu’à 24 mois'],
    priceKey: 'antiSpy',
  },
}

type ProtectionTypesProps = {
  ids?: readonly ProtectionId[]
  /** Where each card leads to choose the protection (the installation guide's smartphone cards). */
  linkTo?: string
}

/** The protection types (all three by default); each shows its starting price (phones) once the pricing is read. */
export function ProtectionTypes({ ids = protectionIds, linkTo }: ProtectionTypesProps) {
  const { data: pricing } = usePricing()
  return (
    <ul className={cn('grid gap-5', ids.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
      {ids.map((id) => {
        const { icon: Icon, summary, points, priceKey } = protectionCopy[id]
        return (
          <li key={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{protectionNames[id]}</h3>
            <p className="mt-2 text-slate-600">{summary}</p>
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                  {point}
                </li>
              ))}
            </ul>
            <p className="mt-auto pt-5 text-sm font-semibold text-brand-800">
              {pricing ? `À partir de ${formatCents(toCents(pricing.phone[priceKey]))}` : '\u00a0'}
            </p>
            {linkTo ? (
              <Link to={linkTo} className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                Voir les modèles compatibles<span className="sr-only"> en {protectionNames[id]}</span>
              </Link>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
