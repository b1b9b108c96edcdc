import { useId } from 'react'
import { useSearchParams } from 'react-router'

import { dashboardMessages } from '@shop/domain/dashboard'

import { Container } from '../../../components/ui/container'
import { Spinner } from '../../../components/ui/spinner'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { useAdminGuard } from '../hooks/use-admin-guard'
import { AccountingTab } from './accounting-tab'
import { AnalyticsTab } from './analytics-tab'
import { CustomersTab } from './customers-tab'
import { OrdersTab } from './orders-tab'
import { OverviewTab } from './overview-tab'
import { TicketsTab } from './tickets-tab'

const tabs = [
  { id: 'apercu', label: "Vue d'ensemble", Panel: OverviewTab },
  { id: 'commandes', label: 'Commandes', Panel: OrdersTab },
  { id: 'clients', label: 'Clients', Panel: CustomersTab },
  { id: 'support', label: 'Support', Panel: TicketsTab },
  { id: 'analytique', label: 'Analytique', Panel: AnalyticsTab },
  { id: 'comptabilite', label: 'Comptabilité', Panel: AccountingTab },
] as const
type TabId = (typeof tabs)[number]['id']

/** /dashboard: the administrators' day, on the shop's own data, once the server accepted the token. */
export function DashboardPage() {
  const idPrefix = useId()
  const [searchParams, setSearchParams] = useSearchParams()
  const verify = useAdminGuard()

  if (!verify.isSuccess) return <Spinner label={dashboardMessages.checking} className="py-24" />

  const selected = tabs.find((tab) => tab.id === searchParams.get('onglet')) ?? tabs[0]
  // Each tab keeps its own filters: switching tabs starts from a clean list.
  const select = (id: TabId) => setSearchParams(id === 'apercu' ? {} : { onglet: id })

  return (
    <Container className="py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Tableau de bord</h1>
      <Tabs
        label="Sections du tableau de bord"
        items={tabs}
        selected={selected.id}
        onSelect={select}
        idPrefix={idPrefix}
        className="mt-6"
      />
      <TabPanel idPrefix={idPrefix} selected={selected.id} className="mt-6 focus:outline-none">
        <selected.Panel />
      </TabPanel>
    </Container>
  )
}
