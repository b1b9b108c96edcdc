import { createExternalStore } from '../lib/external-store'
import { onStorageChange, readStorage, storageKeys, writeStorage } from '../lib/storage'

/**
 * A cart line as stored in local storage `cart_items` (mirrored to the legacy key `cart`, spec
 * core §3). Configured lines also carry what the server needs to price them (category,
 * productId, protection…); prices stored here are never shown.
 */
export type CartItem = {
  id: string
  name: string
  price: number
  quantity: number
  variant?: string
  image?: string
  description?: string
  [field: string]: unknown
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * The spec's rule, word for word: a line is kept only if id and name are strings and price and
 * quantity are numbers with quantity above 0. A malformed optional field is dropped, not the line.
 */
function toCartItem(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null) return null
  const line = entry as Record<string, unknown>
  const { id, name, price, quantity } = line
  if (typeof id !== 'string' || typeof name !== 'string') return null
  if (typeof price !== 'number' || !Number.isFinite(price) || typeof quantity !== 'number' || !(quantity > 0)) return null
  return {
    ...line,
    id,
    name,
    price,
    quantity,
    variant: optionalText(line.variant),
    image: optionalText(line.image),
    description: optionalText(line.description),
  }
}

/** Printed with the shopper's photo: made to their specification, so excluded from withdrawal (L221-28). */
export function printedWithPhoto(item: CartItem): boolean {
  return typeof item.photoId === 'string' || typeof item.photoId === 'number'
}

/** Corrupt JSON or anything but an array gives an empty cart; invalid lines are dropped. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (raw === null) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const item = toCartItem(entry)
    return item ? [item] : []
  })
}

function loadCart(): CartItem[] {
  return parseStoredCart(readStorage(storageKeys.cartItems))
}

const store = createExternalStore<CartItem[]>(loadCart, [])
let listeningToOtherTabs = false

function save(items: CartItem[]): void {
  const json = JSON.stringify(items)
  writeStorage(storageKeys.cartItems, json)
  writeStorage(storageKeys.legacyCart, json)
  store.set(items)
}

function sameLine(a: Pick<CartItem, 'id' | 'variant'>, b: Pick<CartItem, 'id' | 'variant'>): boolean {
  return a.id === b.id && (a.variant ?? null) === (b.variant ?? null)
}

export const cartStore = {
  getItems: store.get,
  getPrerenderedItems: store.getPrerendered,
  subscribe(listener: () => void): () => void {
    if (!listeningToOtherTabs) {
      listeningToOtherTabs = true
      onStorageChange([storageKeys.cartItems], () => store.set(loadCart()))
    }
    return store.subscribe(listener)
  },
  /** Adds a line; a line with the same id and variant gets the quantities added. */
  add(item: CartItem): void {
    const parsed = toCartItem(item)
    if (!parsed) return
    const items = store.get()
    const existing = items.find((line) => sameLine(line, parsed))
    save(
      existing
        ? items.map((line) => (line === existing ? { ...line, quantity: line.quantity + parsed.quantity } : line))
        : [...items, parsed],
    )
  },
  /** Quantity 0 or less removes the line. */
  setQuantity(id: string, quantity: number, variant?: string): void {
    const items = store.get()
    save(
      quantity <= 0
        ? items.filter((line) => !sameLine(line, { id, variant }))
        : items.map((line) => (sameLine(line, { id, variant }) ? { ...line, quantity } : line)),
    )
  },
  remove(id: string): void {
    save(store.get().filter((line) => line.id !== id))
  },
  clear(): void {
    save([])
  },
}

export function countItems(items: readonly CartItem[]): number {
  return items.reduce((total, line) => total + line.quantity, 0)
}
