import type { BackOptionId, ProtectionId } from '@shop/domain/catalogue'
import type { Pricing } from '@shop/domain/pricing'
import { backOptionPriceCents, protectionPriceCents } from '@shop/domain/price-rules'

export type UploadedPhoto = { id: string; name: string; previewUrl: string }

/** The choices of the phone and tablet configurator (spec catalogue-and-content §4). */
export type DeviceConfiguration = {
  protection: ProtectionId | null
  back: BackOptionId | null
  photo: UploadedPhoto | null
}

export const emptyConfiguration: DeviceConfiguration = { protection: null, back: null, photo: null }

export type ConfigurationAction =
  | { type: 'protection'; protection: ProtectionId }
  | { type: 'back'; back: BackOptionId | null }
  | { type: 'photo'; photo: UploadedPhoto | null }
  | { type: 'reset' }

/**
 * Choosing a protection resets the back option and the photo; choosing a back option keeps the
 * photo only for the photo variant; a photo belongs to the photo variant only.
 */
export function configure(state: DeviceConfiguration, action: ConfigurationAction): DeviceConfiguration {
  switch (action.type) {
    case 'protection':
      return { protection: action.protection, back: null, photo: null }
    case 'back':
      return { ...state, back: action.back, photo: action.back === 'integral-photo' ? state.photo : null }
    case 'photo':
      return state.back === 'integral-photo' ? { ...state, photo: action.photo } : state
    case 'reset':
      return emptyConfiguration
  }
}

/** Adding needs a protection, and a photo when the photo variant is chosen. */
export function canAdd(state: DeviceConfiguration): boolean {
  return state.protection !== null && (state.back !== 'integral-photo' || state.photo !== null)
}

/** Live total: protection plus back option; 0 while no protection is chosen. */
export function configurationCents(state: DeviceConfiguration, table: Pricing['phone']): number {
  if (!state.protection) return 0
  return protectionPriceCents(table, state.protection) + (state.back ? backOptionPriceCents(table, state.back) : 0)
}
