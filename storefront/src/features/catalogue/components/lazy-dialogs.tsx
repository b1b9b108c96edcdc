import { lazyOverlay } from '../../../components/ui/lazy-overlay'
import { useConfigurator } from '../hooks/use-configurator'
import { usePendingConfigurationResume } from '../hooks/use-pending-configuration'
import { useProductDialog } from '../hooks/use-product-dialog'

// The dialogs (and the schemas they validate with) download when a visitor opens one.
const ConfiguratorHost = lazyOverlay(() => import('./device-configurator').then((module) => module.ConfiguratorHost))
const ProductDialogHost = lazyOverlay(() => import('./product-dialog-host').then((module) => module.ProductDialogHost))

export function LazyConfiguratorHost() {
  usePendingConfigurationResume()
  return useConfigurator() ? <ConfiguratorHost /> : null
}

export function LazyProductDialogHost() {
  return useProductDialog() ? <ProductDialogHost /> : null
}
