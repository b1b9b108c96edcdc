import type { ComponentType, SVGProps } from 'react'

import type { DeliveryMode } from '@shop/domain/delivery'
import { deliveryPromise, replyPromise, warrantyPromise, type ShopPromise, type ShopPromises } from '@shop/domain/shop-promises'

import { MailIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons'

type ServiceBannerProps = {
  /** The offered delivery modes and the settings' promises; undefined while they load. */
  deliveryModes: readonly DeliveryMode[] | undefined
  promises: ShopPromises | undefined
}

/** Reassurance band (home page): only what the delivery modes and the settings back today. */
export function ServiceBanner({ deliveryModes, promises }: ServiceBannerProps) {
  const services: { icon: ComponentType<SVGProps<SVGSVGElement>>; promise: ShopPromise | null }[] = [
    { icon: TruckIcon, promise: deliveryModes ? deliveryPromise(deliveryModes) : null },
    { icon: ShieldIcon, promise: promises ? warrantyPromise(promises.warrantyDays) : null },
    { icon: MailIcon, promise: promises ? replyPromise(promises.emailReplyDelay) : null },
  ]
  return (
    <ul className="grid min-h-12 gap-6 sm:grid-cols-3">
      {services.map(({ icon: Icon, promise }) =>
        promise ? (
          <li key={promise.title} className="flex gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
              <Icon className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{promise.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{promise.text}</p>
            </div>
          </li>
        ) : null,
      )}
    </ul>
  )
}
