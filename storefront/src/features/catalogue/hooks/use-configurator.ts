import type { ProtectionId } from '@shop/domain/catalogue'
import type { CatalogueCard } from '@shop/domain/catalogue-reads'

import { createOverlay } from '../../../lib/overlay'
import type { DeviceConfiguration } from '../stores/device-configuration'

export type ConfigurableModel = {
  slug: string
  name: string
  image: string | null
  protections: readonly ProtectionId[]
}

export type ConfiguratorTarget = {
  model: ConfigurableModel
  category: 'telephone' | 'tablette'
  /** Choices made before a sign-in, which the dialog opens with. */
  initial?: DeviceConfiguration
}

/** Which model's configurator is open; outside React so that a sign-in can reopen it. */
const configurator = createOverlay<ConfiguratorTarget>()

export const openConfigurator = configurator.open
export const closeConfigurator = configurator.close
export const useConfigurator = configurator.useOverlay

/** What the configurator needs of a card or a product page's model. */
export function configurableModel(model: CatalogueCard): ConfigurableModel {
  return {
    slug: model.slug,
    name: model.name,
    image: model.image?.url ?? null,
    protections: (model.protections ?? []).map((offer) => offer.id),
  }
}
