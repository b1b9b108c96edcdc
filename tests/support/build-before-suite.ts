import { buildShop } from './build-shop.ts'

/** Vitest's global setup of the suites that start their own shops (startup, cluster). */
export default async function buildBeforeSuite(): Promise<void> {
  await buildShop()
}
