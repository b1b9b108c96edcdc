import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { lineCategoryLabels, type Analytics, type Overview } from '@shop/domain/dashboard'
import { formatCents } from '@shop/domain/money'

import { formatDay } from '../utils/format'

/**
 * The dashboard's charts (recharts), in a chunk of their own: loaded only when a tab shows them,
 * never by the shop's pages. Each is an image with a French description for screen readers.
 */
function Chart({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <div role="img" aria-label={label} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  )
}

const euros = (cents: number) => formatCents(cents)

export function RevenueChart({ perDay }: { perDay: Overview['perDay'] }) {
  const data = perDay.map((day) => ({ jour: formatDay(day.day), ca: day.revenueCents, commandes: day.orders }))
  return (
    <Chart label="Chiffre d'affaires et commandes par jour sur 30 jours">
      <LineChart data={data} margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="jour" fontSize={12} />
        <YAxis yAxisId="ca" fontSize={12} tickFormatter={(cents: number) => `${Math.round(cents / 100)} €`} />
        <YAxis yAxisId="commandes" orientation="right" fontSize={12} allowDecimals={false} />
        <Tooltip formatter={(value, name) => (name === "Chiffre d'affaires" ? euros(Number(value)) : value)} />
        <Legend />
        <Line
          yAxisId="ca"
          type="monotone"
          dataKey="ca"
          name="Chiffre d'affaires"
          stroke="#0f766e"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="commandes"
          type="monotone"
          dataKey="commandes"
          name="Commandes"
          stroke="#6366f1"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </Chart>
  )
}

export function CategoryChart({ sales }: { sales: Overview['salesByCategory'] }) {
  const data = sales.map((row) => ({ categorie: lineCategoryLabels[row.category] ?? row.category, ca: row.revenueCents }))
  return (
    <Chart label="Ventes par catégorie sur 30 jours">
      <BarChart data={data} margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="categorie" fontSize={12} />
        <YAxis fontSize={12} tickFormatter={(cents: number) => `${Math.round(cents / 100)} €`} />
        <Tooltip formatter={(value) => euros(Number(value))} />
        <Bar dataKey="ca" name="Chiffre d'affaires" fill="#0f766e" isAnimationActive={false} />
      </BarChart>
    </Chart>
  )
}

export function TrafficChart({ perDay }: { perDay: Analytics['perDay'] }) {
  const data = perDay.map((day) => ({ jour: formatDay(day.day), vues: day.views, visites: day.visits }))
  return (
    <Chart label="Pages vues et visites par jour">
      <LineChart data={data} margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="jour" fontSize={12} />
        <YAxis fontSize={12} allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Line type="monotone" dataKey="vues" name="Pages vues" stroke="#0f766e" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="visites" name="Visites" stroke="#6366f1" strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </Chart>
  )
}
