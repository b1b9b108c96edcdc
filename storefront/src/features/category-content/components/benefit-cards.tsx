import { CardGrid } from '../../../components/ui/content-blocks'
import { ShieldIcon } from '../../../components/ui/icons'

type Row = { id: string; title: string; text: string }

/** Benefits and reasons of a category page: the content pages' cards, each under the shop's shield. */
export function BenefitCards({ items }: { items: readonly Row[] }) {
  return <CardGrid items={items} aside={() => <ShieldIcon className="mb-3 size-6 text-brand-700" aria-hidden="true" />} />
}
