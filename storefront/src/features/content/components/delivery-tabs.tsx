import { useId, useState } from 'react'

import type { ServicePage } from '@shop/domain/content'
import { deliveryPriceText } from '@shop/domain/delivery'
import { deliveryDelayText } from '@shop/domain/shop-promises'

import { PageSection } from '../../../components/ui/page-section'
import { QueryContent } from '../../../components/ui/query-content'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { useDeliveryModes } from '../api/get-delivery-modes'
import { useServicePage } from '../api/get-service-page'
import { usePreview } from '../../../hooks/use-preview'
import { BulletList, DataTable, NumberedSteps } from '../../../components/ui/content-blocks'
import { PageFaqSection } from './page-faq'

type Tab = 'livraison' | 'retours'
type DeliveryPage = ServicePage<'delivery-page'>
type OpenFaq = { openId: string | null; onOpenChange: (id: string | null) => void }

const tabs = [
  { id: 'livraison', label: 'Livraison' },
  { id: 'retours', label: 'Retours' },
] as const

/**
 * /livraison's two tabs (spec catalogue §2, §4): delivery (default) and returns, each with its
 * questions; one answer open at a time across both tabs.
 */
export function DeliveryTabs() {
  const preview = usePreview()
  const page = useServicePage({ slug: 'delivery-page', preview })
  const tabsId = useId()
  const [tab, setTab] = useState<Tab>('livraison')
  const [openId, setOpenId] = useState<string | null>(null)
  const faq = { openId, onOpenChange: setOpenId }
  return (
    <>
      <Tabs label="Livraison ou retours" items={tabs} selected={tab} onSelect={setTab} idPrefix={tabsId} />
      <TabPanel idPrefix={tabsId} selected={tab} className="mt-8 outline-none">
        <QueryContent query={page}>
          {(content) => (tab === 'livraison' ? <DeliveryTab content={content} faq={faq} /> : <ReturnsTab content={content} faq={faq} />)}
        </QueryContent>
      </TabPanel>
    </>
  )
}

function DeliveryTab({ content, faq }: { content: DeliveryPage; faq: OpenFaq }) {
  return (
    <div className="space-y-14">
      <PageSection title="Modes de livraison">
        <DeliveryModes />
      </PageSection>
      <PageSection title="Zones de livraison">
        <DataTable
          label="Zones de livraison"
          columns={['Zone', 'Délai', 'Prix']}
          rows={content.zones.map(({ id, zone, delay, price }) => ({ id, cells: [zone, delay, price] }))}
        />
      </PageSection>
      <PageSection title="Comment ça marche ?">
        <NumberedSteps steps={content.steps} />
      </PageSection>
      <PageFaqSection page="livraison" title="Questions sur la livraison" {...faq} />
    </div>
  )
}

/** The modes /commande offers, from the same CMS collection, with their delay and price. */
function DeliveryModes() {
  const modes = useDeliveryModes()
  return (
    <QueryContent query={modes}>
      {(list) => (
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {list.map((mode) => (
            <li key={mode.code} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{mode.name}</h3>
              <p className="mt-1 text-sm font-medium text-brand-800">
                {deliveryDelayText(mode)} · {deliveryPriceText(mode.priceCents)}
              </p>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{mode.description}</p>
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  )
}

function ReturnsTab({ content, faq }: { content: DeliveryPage; faq: OpenFaq }) {
  return (
    <div className="space-y-14">
      <PageSection title="Politique de retour" className="max-w-3xl">
        <p className="mt-3 leading-relaxed text-slate-700">{content.returnPolicy}</p>
      </PageSection>
      <PageSection title="Comment procéder ?">
        <NumberedSteps steps={content.returnSteps} />
      </PageSection>
      <PageSection title="Produits non repris">
        <BulletList items={content.returnExceptions} tone="warning" />
      </PageSection>
      <PageFaqSection page="retours" title="Questions sur les retours" {...faq} />
    </div>
  )
}
