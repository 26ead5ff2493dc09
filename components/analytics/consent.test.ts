// @vitest-environment jsdom
// The consent state machine (docs/decisions.md §17) and the store that mirrors it to storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  analyticsMode,
  consentReducer,
  initialConsentState,
  isBannerVisible,
  isDoNotTrack,
  parseConsent,
  type ConsentState,
} from './consent'

const pending = initialConsentState(null)

describe('consent state machine', () => {
  it('starts pending, with the banner shown, when nothing (or nonsense) is stored', () => {
    expect(pending).toEqual({ choice: null, closedForSession: false, reopened: false })
    expect(isBannerVisible(pending)).toBe(true)
    expect(initialConsentState('yes please').choice).toBeNull()
    expect(parseConsent('all')).toBe('all')
    expect(parseConsent('essential')).toBe('essential')
    expect(parseConsent(undefined)).toBeNull()
  })

  it('a stored choice hides the banner', () => {
    expect(isBannerVisible(initialConsentState('all'))).toBe(false)
    expect(isBannerVisible(initialConsentState('essential'))).toBe(false)
  })

  it('pending → all (accept) and pending → essential (reject) hide the banner', () => {
    const all = consentReducer(pending, { type: 'accept' })
    expect(all.choice).toBe('all')
    expect(isBannerVisible(all)).toBe(false)
    const essential = consentReducer(pending, { type: 'reject' })
    expect(essential.choice).toBe('essential')
    expect(isBannerVisible(essential)).toBe(false)
  })

  it('the close hides it for the session and chooses nothing', () => {
    const closed = consentReducer(pending, { type: 'close' })
    expect(closed.choice).toBeNull()
    expect(isBannerVisible(closed)).toBe(false)
    // A new session starts with the flag off: shown again.
    expect(isBannerVisible(initialConsentState(null, false))).toBe(true)
    expect(isBannerVisible(initialConsentState(null, true))).toBe(false)
  })

  it('reopen shows it whatever the choice; choosing or closing hides it again', () => {
    const all = consentReducer(pending, { type: 'accept' })
    const reopened = consentReducer(all, { type: 'reopen' })
    expect(isBannerVisible(reopened)).toBe(true)
    expect(reopened.choice).toBe('all')
    expect(isBannerVisible(consentReducer(reopened, { type: 'close' }))).toBe(false)
    expect(consentReducer(reopened, { type: 'close' }).choice).toBe('all')
    const withdrawn = consentReducer(reopened, { type: 'reject' })
    expect(withdrawn).toEqual({ choice: 'essential', closedForSession: false, reopened: false })
  })

  it('follows a choice made in another tab', () => {
    const state: ConsentState = consentReducer(pending, { type: 'sync', choice: 'essential' })
    expect(state.choice).toBe('essential')
    expect(isBannerVisible(state)).toBe(false)
  })
})

describe('what analytics may do', () => {
  const base = { configured: true, doNotTrack: false, cookielessMode: 'off' as const }

  it('nothing before a choice, in every cookieless mode', () => {
    for (const cookielessMode of ['off', 'on_reject', 'always'] as const)
      expect(analyticsMode({ ...base, cookielessMode, choice: null })).toBe('off')
  })

  it('nothing without a configured key', () => {
    expect(analyticsMode({ ...base, configured: false, choice: 'all' })).toBe('off')
  })

  it('cookieless mode off: all → full, essential → off', () => {
    expect(analyticsMode({ ...base, choice: 'all' })).toBe('full')
    expect(analyticsMode({ ...base, choice: 'essential' })).toBe('off')
  })

  it('on_reject: all → full, essential → counted anonymously without storage', () => {
    expect(analyticsMode({ ...base, cookielessMode: 'on_reject', choice: 'all' })).toBe('full')
    expect(analyticsMode({ ...base, cookielessMode: 'on_reject', choice: 'essential' })).toBe('cookieless')
  })

  it('always: never stores, whatever the choice', () => {
    expect(analyticsMode({ ...base, cookielessMode: 'always', choice: 'all' })).toBe('cookieless')
    expect(analyticsMode({ ...base, cookielessMode: 'always', choice: 'essential' })).toBe('cookieless')
  })

  it('Do-Not-Track turns everything off, even after accept all', () => {
    for (const cookielessMode of ['off', 'on_reject', 'always'] as const) {
      expect(analyticsMode({ ...base, cookielessMode, doNotTrack: true, choice: 'all' })).toBe('off')
    }
  })

  it('reads Do-Not-Track and Global Privacy Control as browsers spell them', () => {
    expect(isDoNotTrack({ navigator: { doNotTrack: '1' } })).toBe(true)
    expect(isDoNotTrack({ navigator: { doNotTrack: 'yes' } })).toBe(true)
    expect(isDoNotTrack({ navigator: { msDoNotTrack: '1' } })).toBe(true)
    expect(isDoNotTrack({ window: { doNotTrack: '1' } })).toBe(true)
    expect(isDoNotTrack({ navigator: { globalPrivacyControl: true } })).toBe(true)
    expect(isDoNotTrack({ navigator: { doNotTrack: '0' } })).toBe(false)
    expect(isDoNotTrack({ navigator: { doNotTrack: null }, window: {} })).toBe(false)
    expect(isDoNotTrack({})).toBe(false)
  })
})

describe('consent store', () => {
  beforeEach(async () => {
    localStorage.clear()
    sessionStorage.clear()
    const store = await import('./consent-store')
    store.resetConsentStoreForTests()
  })
  afterEach(() => vi.restoreAllMocks())

  it('stores the choice under cookie-consent and tells its listeners', async () => {
    const store = await import('./consent-store')
    const seen: string[] = []
    store.subscribeConsent((state, _prev, action) => seen.push(`${action.type}:${state.choice ?? 'pending'}`))
    expect(store.getConsentState().choice).toBeNull()
    store.dispatchConsent({ type: 'accept' })
    expect(localStorage.getItem('cookie-consent')).toBe('all')
    store.dispatchConsent({ type: 'reject' })
    expect(localStorage.getItem('cookie-consent')).toBe('essential')
    expect(seen).toEqual(['accept:all', 'reject:essential'])
  })

  it('the close stores no choice, only a session flag', async () => {
    const store = await import('./consent-store')
    store.dispatchConsent({ type: 'close' })
    expect(localStorage.getItem('cookie-consent')).toBeNull()
    expect(sessionStorage.getItem(store.SESSION_CLOSED_KEY)).toBe('1')
    store.resetConsentStoreForTests()
    expect(isBannerVisible(store.getConsentState())).toBe(false)
  })

  it('with storage that throws, the choice holds in memory and nothing throws', async () => {
    const store = await import('./consent-store')
    const fail = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fail)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(fail)
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail)
    expect(store.getConsentState().choice).toBeNull()
    expect(() => store.dispatchConsent({ type: 'close' })).not.toThrow()
    expect(() => store.dispatchConsent({ type: 'reopen' })).not.toThrow()
    const state = store.dispatchConsent({ type: 'accept' })
    expect(state.choice).toBe('all')
    expect(store.getConsentState().choice).toBe('all')
    expect(isBannerVisible(store.getConsentState())).toBe(false)
  })

  it('a listener that throws does not stop the others', async () => {
    const store = await import('./consent-store')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const second = vi.fn()
    store.subscribeConsent(() => {
      throw new Error('boom')
    })
    store.subscribeConsent(second)
    store.dispatchConsent({ type: 'accept' })
    expect(second).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalled()
  })
})
