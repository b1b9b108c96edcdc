import * as z from 'zod'

import { createExternalStore } from '../../../lib/external-store'
import { onStorageChange, readStorage, storageKeys, writeStorage } from '../../../lib/storage'

/**
 * The cart lives in local storage `cart_items`, mirrored to the legacy key `cart` (spec core §3).
 * A stored line is kept only if id and name are strings and price and quantity are numbers with
 * quantity above 0; the other fields it carries (variant, image, category, productId…) are kept.
 */
export const cartItemSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().gt(0),
  // Optional fields never disqualify a line: a malformed one is simply dropped.
  variant: z.string().optional().catch(undefined),
  image: z.string().optional().catch(undefined),
  description: z.string().optional().catch(undefined),
})
export type CartItem = z.infer<typeof cartItemSchema>

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
    const result = cartItemSchema.safeParse(entry)
    return result.success ? [result.data] : []
  })
}

function loadCart(): CartItem[] {
  return parseStoredCart(readStorage(storageKeys.cartItems))
}

const store = createExternalStore<CartItem[]>(loadCart)
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
  subscribe(listener: () => void): () => void {
    if (!listeningToOtherTabs) {
      listeningToOtherTabs = true
      onStorageChange([storageKeys.cartItems], () => store.set(loadCart()))
    }
    return store.subscribe(listener)
  },
  /** Adds a line; a line with the same id and variant gets the quantities added. */
  add(item: CartItem): void {
    const parsed = cartItemSchema.safeParse(item)
    if (!parsed.success) return
    const items = store.get()
    const existing = items.find((line) => sameLine(line, parsed.data))
    save(
      existing
        ? items.map((line) => (line === existing ? { ...line, quantity: line.quantity + parsed.data.quantity } : line))
        : [...items, parsed.data],
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
