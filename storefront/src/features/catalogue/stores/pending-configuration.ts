import { backOptionIds, protectionIds } from '@shop/domain/catalogue'
import { photoTokenSchema } from '@shop/domain/uploads'

import { tabStorage } from '../../../lib/storage'
import type { ConfiguratorTarget } from '../hooks/use-configurator'
import type { DeviceConfiguration } from './device-configuration'

const key = 'pendingConfiguration'
/** A sign-in abandoned longer ago than this does not bring the dialog back. */
const maxAgeMs = 30 * 60_000

type Pending = { target: ConfiguratorTarget; configuration: DeviceConfiguration; savedAt: number }

/**
 * The configurator's choices while its visitor signs in to order: kept in this tab's storage,
 * because a sign-in through Google leaves the page and comes back to it.
 */
export function keepPendingConfiguration(target: ConfiguratorTarget, configuration: DeviceConfiguration): void {
  tabStorage.write(key, JSON.stringify({ target: { ...target, initial: undefined }, configuration, savedAt: Date.now() }))
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** What a stored value must hold to reopen the dialog; anything else (edited, older format) is dropped. */
function readPending(text: string | null): Pending | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null')
    if (!isRecord(value) || !isRecord(value.target) || !isRecord(value.configuration) || typeof value.savedAt !== 'number') return null
    const { target, configuration } = value as Pending
    const valid =
      (target.category === 'telephone' || target.category === 'tablette') &&
      typeof target.model?.slug === 'string' &&
      (configuration.protection === null || protectionIds.includes(configuration.protection)) &&
      (configuration.back === null || backOptionIds.includes(configuration.back)) &&
      (configuration.photo === null || photoTokenSchema.safeParse(configuration.photo?.token).success)
    return valid && Date.now() - value.savedAt < maxAgeMs ? (value as Pending) : null
  } catch {
    return null
  }
}

/** The kept choices, once: taking them forgets them. */
export function takePendingConfiguration(): ConfiguratorTarget | null {
  const pending = readPending(tabStorage.read(key))
  tabStorage.remove(key)
  return pending ? { ...pending.target, initial: pending.configuration } : null
}

export function hasPendingConfiguration(): boolean {
  return tabStorage.read(key) !== null
}
