import { lazy } from 'react'

/** recharts stays out of every chunk but the one the charts need. */
export const RevenueChart = lazy(() => import('./charts').then((m) => ({ default: m.RevenueChart })))
export const CategoryChart = lazy(() => import('./charts').then((m) => ({ default: m.CategoryChart })))
export const TrafficChart = lazy(() => import('./charts').then((m) => ({ default: m.TrafficChart })))
