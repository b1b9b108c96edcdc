import { useSyncExternalStore } from 'react'

import { createExternalStore } from '../../../lib/external-store'
import { onStorageChange, readStorage, removeStorage, storageKeys, writeStorage } from '../../../lib/storage'

/** The categories a visitor may refuse; strictly necessary cookies are always on (spec catalogue §3). */
export const optionalCookieCategories = ['performance', 'functional', 'targeting', 'social'] as const
export type CookieCategory = (typeof optionalCookieCategories)[number]
export type CookiePreferences = Record<CookieCategory, boolean>

/** What the panel proposes before any choice (spec catalogue §3). */
export const defaultCookiePreferences: CookiePreferences = { performance: true, functional: true, targeting: false, social: false }

/** The stored choice: the four categories and when they were chosen. */
export type CookieConsent = CookiePreferences & { necessary: true; savedAt: number }

/** A choice is asked again after 6 months (the cookie_consent lifetime, spec catalogue §9). */
const consentMonths = 6

function expired(savedAt: number): boolean {
  const limit = new Date(savedAt)
  limit.setMonth(limit.getMonth() + consentMonths)
  return Date.now() >= limit.getTime()
}

/** Read by hand rather than with zod: the banner is part of every page's first download. */
function parseConsent(text: string | null): CookieConsent | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const record = value as Record<string, unknown>
    if (typeof record.savedAt !== 'number' || !optionalCookieCategories.every((category) => typeof record[category] === 'boolean'))
      return null
    const preferences = Object.fromEntries(optionalCookieCategories.map((category) => [category, record[category]])) as CookiePreferences
    return { ...preferences, necessary: true, savedAt: record.savedAt }
  } catch {
    return null
  }
}

function store(preferences: CookiePreferences): CookieConsent {
  const consent: CookieConsent = { ...preferences, necessary: true, savedAt: Date.now() }
  writeStorage(storageKeys.cookiePreferences, JSON.stringify(consent))
  removeStorage(storageKeys.legacyCookieChoice)
  return consent
}

/**
 * The former banner stored only 'accepted' or 'refused', and spoke of running the shop and
 * measuring its audience: 'accepted' carries over as the default choice (performance and
 * functional on, no advertising nor social networks, which it never mentioned), 'refused' as
 * everything off. The new choice runs for 6 months from now.
 */
function migrateLegacyChoice(): CookieConsent | null {
  const legacy = readStorage(storageKeys.legacyCookieChoice)
  if (legacy !== 'accepted' && legacy !== 'refused') return null
  return store(legacy === 'accepted' ? defaultCookiePreferences : allCookies(false))
}

function loadConsent(): CookieConsent | null {
  const stored = parseConsent(readStorage(storageKeys.cookiePreferences))
  if (stored) return expired(stored.savedAt) ? null : stored
  return migrateLegacyChoice()
}

/**
 * Pages pre-rendered at build time cannot know the choice (undefined): they show no banner
 * rather than one that vanishes for a visitor who already answered.
 */
const consentStore = createExternalStore<CookieConsent | null | undefined>(loadConsent, undefined)
let listening = false

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true
    onStorageChange([storageKeys.cookiePreferences], () => consentStore.set(loadConsent()))
  }
  return consentStore.subscribe(listener)
}

export function allCookies(on: boolean): CookiePreferences {
  return { performance: on, functional: on, targeting: on, social: on }
}

export function saveCookiePreferences(preferences: CookiePreferences): void {
  consentStore.set(store(preferences))
}

/** The visitor's valid choice; null while none is (never answered, or more than 6 months ago). */
export function useCookieConsent(): CookieConsent | null | undefined {
  return useSyncExternalStore(subscribe, consentStore.get, consentStore.getPrerendered)
}

/**
 * Whether something of this category may run: only after the visitor said yes to it. Anything
 * non-essential (audience measurement, advertising, social widgets) starts behind this.
 */
export function useCookieAllowed(category: CookieCategory): boolean {
  // The answer, not the consent record, is what is compared: the shell, which reads it, is not
  // drawn again when a visitor who never answered (null) hydrates a page rendered without knowing (undefined).
  const allowed = (consent: CookieConsent | null | undefined) => consent?.[category] === true
  return useSyncExternalStore(
    subscribe,
    () => allowed(consentStore.get()),
    () => allowed(consentStore.getPrerendered()),
  )
}
