import { useProductDialog } from '../hooks/use-product-dialog'
import { CarScreenDialog } from './car-screen-dialog'
import { ConsoleDialog } from './console-dialog'
import { LaptopDialog } from './laptop-dialog'

/** The open car, laptop or console dialog, if any. */
export function ProductDialogHost() {
  const target = useProductDialog()
  if (!target) return null
  const key = `${target.collection}/${target.model.slug}`
  switch (target.collection) {
    case 'car-models':
      return <CarScreenDialog key={key} model={target.model} />
    case 'laptops':
      return <LaptopDialog key={key} model={target.model} />
    case 'consoles':
      return <ConsoleDialog key={key} model={target.model} />
  }
}
