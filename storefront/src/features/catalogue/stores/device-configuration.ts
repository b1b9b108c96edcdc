import { priceCartLine, type CartLine, type PricedModel } from '@shop/domain/cart'
import type { BackOptionId, ProtectionId } from '@shop/domain/catalogue'
import type { Pricing } from '@shop/domain/pricing'

/** A sent photo: `token` names it in the cart line (domain `photoTokenSchema`). */
export type UploadedPhoto = { token: string; name: string; previewUrl: string }

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

/** The cart line these choices make; none while no protection is chosen. */
export function configuredLine(state: DeviceConfiguration, category: 'telephone' | 'tablette', productId: string): CartLine | null {
  if (!state.protection) return null
  return {
    category,
    productId,
    protection: state.protection,
    ...(state.back ? { back: state.back } : {}),
    ...(state.photo ? { photoId: state.photo.token } : {}),
    quantity: 1,
  }
}

/**
 * Live total, by the rule that prices the cart line and the server's quote (domain
 * `priceCartLine`): what the dialog shows is what the cart and the payment will say. 0 while no
 * protection is chosen.
 */
export function configurationCents(line: CartLine | null, model: PricedModel, pricing: Pricing): number {
  if (!line) return 0
  const priced = priceCartLine(line, model, pricing)
  return priced.ok ? priced.line.unitCents : 0
}
