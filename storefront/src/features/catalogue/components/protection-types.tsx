import type { ComponentType, SVGProps } from 'react'
import { Link } from 'react-router'

import { protectionDetails, protectionIds, protectionNames, type ProtectionId } from '@shop/domain/catalogue'
import { formatCents, toCents } from '@shop/domain/money'
import type { Pricing } from '@shop/domain/pricing'

import { EyeOffIcon, ShieldIcon, SparkleIcon } from '../../../components/ui/icons'
import { cn } from '../../../lib/cn'
import { usePricing } from '../api/get-pricing'

type ProtectionLook = {
  icon: ComponentType<SVGProps<SVGSVGElement>>
  priceKey: keyof Pick<Pricing['phone'], 'hdTpu' | 'blueLight' | 'antiSpy'>
}

const protectionLook: Record<ProtectionId, ProtectionLook> = {
  'hd-tpu': { icon: ShieldIcon, priceKey: 'hdTpu' },
  'blue-light': { icon: SparkleIcon, priceKey: 'blueLight' },
  'anti-spy': { icon: EyeOffIcon, priceKey: 'antiSpy' },
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
        const { icon: Icon, priceKey } = protectionLook[id]
        const { description, features } = protectionDetails[id]
        return (
          <li key={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{protectionNames[id]}</h3>
            <p className="mt-2 text-slate-600">{description}</p>
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                  {feature}
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
