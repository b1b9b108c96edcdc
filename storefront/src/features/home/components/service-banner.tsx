import type { ComponentType, SVGProps } from 'react'

import { MailIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons'

const services: readonly { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: string }[] = [
  { icon: TruckIcon, title: 'Livraison offerte', text: 'Sur toutes les commandes, sans minimum d’achat.' },
  { icon: ShieldIcon, title: 'Garantie 1 mois', text: 'Remplacement gratuit en cas de défaut de fabrication.' },
  { icon: MailIcon, title: 'Service client réactif', text: 'Réponse à vos e-mails sous 24 h, du lundi au samedi.' },
]

/** Reassurance band (home page). */
export function ServiceBanner() {
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {services.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
            <Icon className="size-6" />
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
