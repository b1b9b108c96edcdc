import { useSyncExternalStore } from 'react'

import { consentCategories, consentLifetimeMonths, type ConsentCategory } from '@shop/domain/cookie-consent'

import { createExternalStore } from '../../../lib/external-store'
import { onStorageChange, readStorage, removeStorage, storageKeys, writeStorage } from '../../../lib/storage'

/** The visitor's answer for each category that needs one (`@shop/domain/cookies`); strictly necessary storage needs none. */
export type CookiePreferences = Record<ConsentCategory, boolean>

/** The stored choice: the categories and when they were chosen. */
export type CookieConsent = CookiePreferences & { necessary: true; savedAt: number }

function expired(savedAt: number): boolean {
  const limit = new Date(savedAt)
  limit.setMonth(limit.getMonth() + consentLifetimeMonths)
  return Date.now() >= limit.getTime()
}

/** Read by hand rather than with zod: the banner is part of every page's first download. */
function parseConsent(text: string | null): CookieConsent | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const record = value as Record<string, unknown>
    if (typeof record.savedAt !== 'number' || !consentCategories.every((category) => typeof record[category] === 'boolean')) return null
    const preferences = Object.fromEntries(consentCategories.map((category) => [category, record[category]])) as CookiePreferences
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
 * measuring its audience: its answer carries over to audience measurement. The new choice runs
 * for 6 months from now.
 */
function migrateLegacyChoice(): CookieConsent | null {
  const legacy = readStorage(storageKeys.legacyCookieChoice)
  if (legacy !== 'accepted' && legacy !== 'refused') return null
  return store(allCookies(legacy === 'accepted'))
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

/** Every category on or off; off is also what the panel shows before any choice (no box ticked in advance). */
export function allCookies(on: boolean): CookiePreferences {
  return Object.fromEntries(consentCategories.map((category) => [category, on])) as CookiePreferences
}

export function saveCookiePreferences(preferences: CookiePreferences): void {
  consentStore.set(store(preferences))
}

/** The visitor's valid choice; null while none is (never answered, or more than 6 months ago). */
export function useCookieConsent(): CookieConsent | null | undefined {
  return useSyncExternalStore(subscribe, consentStore.get, consentStore.getPrerendered)
}

/** Whether something of this category may run: only after the visitor said yes to it. */
export function useCookieAllowed(category: ConsentCategory): boolean {
  // The answer, not the consent record, is what is compared: the shell, which reads it, is not
  // drawn again when a visitor who never answered (null) hydrates a page rendered without knowing (undefined).
  const allowed = (consent: CookieConsent | null | undefined) => consent?.[category] === true
  return useSyncExternalStore(
    subscribe,
    () => allowed(consentStore.get()),
    () => allowed(consentStore.getPrerendered()),
  )
}
