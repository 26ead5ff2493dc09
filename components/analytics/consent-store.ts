/**
 * The page's one consent state, kept in memory and mirrored to storage: `cookie-consent` in localStorage
 * (the choice) and a sessionStorage flag for the close (X). Storage that throws (private mode, blocked
 * cookies) only means the choice lasts for this page; nothing here ever throws. The banner, the cookie
 * settings on the cookie-policy page and the analytics loader all subscribe to it, in whatever bundle
 * chunk they live (the module is shared).
 */
import { consentReducer, initialConsentState, parseConsent, type ConsentAction, type ConsentState } from './consent'
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage'

export const SESSION_CLOSED_KEY = 'cookie-banner-closed'

type Listener = (state: ConsentState, previous: ConsentState, action: ConsentAction) => void

let state: ConsentState | null = null
const listeners = new Set<Listener>()

function readSessionFlag(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_CLOSED_KEY) === '1'
  } catch {
    return false
  }
}

function writeSessionFlag(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(SESSION_CLOSED_KEY, '1')
    else window.sessionStorage.removeItem(SESSION_CLOSED_KEY)
  } catch {
    // the close then lasts for this page only
  }
}

export function getConsentState(): ConsentState {
  state ??= initialConsentState(readStorage(STORAGE_KEYS.cookieConsent), readSessionFlag())
  return state
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function emit(next: ConsentState, previous: ConsentState, action: ConsentAction): void {
  for (const listener of [...listeners]) {
    try {
      listener(next, previous, action)
    } catch (error) {
      console.warn('A cookie-consent listener failed', error)
    }
  }
}

export function dispatchConsent(action: ConsentAction): ConsentState {
  const previous = getConsentState()
  const next = consentReducer(previous, action)
  state = next
  if (action.type === 'accept' || action.type === 'reject') {
    if (next.choice) writeStorage(STORAGE_KEYS.cookieConsent, next.choice)
    writeSessionFlag(false)
  } else if (action.type === 'close') {
    writeSessionFlag(true)
  }
  emit(next, previous, action)
  return next
}

/** Another tab changed the choice: follow it (a withdrawal there stops analytics here too). */
export function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cookieConsent && event.key !== null) return
    const choice = parseConsent(readStorage(STORAGE_KEYS.cookieConsent))
    if (choice !== getConsentState().choice) dispatchConsent({ type: 'sync', choice })
  })
}

/** For unit tests: forget the in-memory state. */
export function resetConsentStoreForTests(): void {
  state = null
  listeners.clear()
}
