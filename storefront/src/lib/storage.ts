/**
 * Local storage that never throws (private browsing, full quota, storage disabled): a failed read
 * is "nothing stored", a failed write is ignored. Keys are listed in spec core §3.
 */
export const storageKeys = {
  cartItems: 'cart_items',
  promoCode: 'promo_code',
  legacyCart: 'cart',
  cookiePreferences: 'cookiePreferences',
  /** The banner's former accepted/refused answer, read once to carry it over to cookiePreferences. */
  legacyCookieChoice: 'cookies_ok',
  sessionToken: 'sessionToken',
  sessionExpires: 'sessionExpires',
  clientInfo: 'client_info',
  returnUrl: 'returnUrl',
  recentSearches: 'recentSearches',
  favourites: 'favorites',
  adminToken: 'adminToken',
  adminTokenExpires: 'adminTokenExpires',
} as const

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Storage unavailable: the value lives for this page only.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

/** Calls `onChange` when another tab changes one of `keys` (or clears the storage). */
export function onStorageChange(keys: readonly string[], onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) onChange()
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}

/** This tab's storage, kept across a page load (a sign-in through Google comes back by one). */
export const tabStorage = {
  read(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key)
    } catch {
      return null
    }
  },
  write(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value)
    } catch {
      // Storage unavailable: what was kept lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key)
    } catch {
      // Storage unavailable: nothing to remove.
    }
  },
}
