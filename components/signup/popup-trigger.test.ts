// @vitest-environment jsdom
// The popup's delay is the visitor's: on a page the browser prerendered on a guess, nothing starts the
// popup until the page is shown (components/lib/when-shown.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POPUP_DELAY_MS, newsletterPopupTrigger, visitorScrollTracker } from './popup-trigger'
import { resetConsentStoreForTests } from '../analytics/consent-store'
import { STORAGE_KEYS } from '../lib/storage'

const prerendering = (on: boolean) => Object.defineProperty(document, 'prerendering', { value: on, configurable: true })

/** The popup's slot as the server writes it; the island's code is not loaded here, so a start marks it failed. */
function slot(): { slot: HTMLElement; island: HTMLElement } {
  // A visitor who has answered the cookie banner: the popup never opens over it.
  localStorage.setItem(STORAGE_KEYS.cookieConsent, 'essential')
  resetConsentStoreForTests()
  document.body.innerHTML = '<div data-enhance="newsletter-popup"><div data-island="NewsletterPopup" data-hydrate="code"></div></div>'
  const el = document.querySelector<HTMLElement>('[data-enhance]')!
  return { slot: el, island: el.querySelector<HTMLElement>('[data-island]')! }
}

describe('newsletterPopupTrigger', () => {
  afterEach(() => {
    prerendering(false)
    vi.useRealTimers()
    vi.restoreAllMocks()
    localStorage.clear()
  })

  it('starts the popup once its delay is over on a page loaded normally', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { slot: el, island } = slot()
    newsletterPopupTrigger(el)
    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS - 1000)
    expect(island.dataset.hydrated).toBeUndefined()
    await vi.advanceTimersByTimeAsync(2000)
    await vi.waitFor(() => expect(island.dataset.hydrated).toBeDefined())
  })

  it('on a prerendered page, does not count until the page is shown', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    prerendering(true)
    const { slot: el, island } = slot()
    newsletterPopupTrigger(el)
    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS * 3)
    expect(island.dataset.hydrated).toBeUndefined()
    prerendering(false)
    document.dispatchEvent(new Event('prerenderingchange'))
    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS - 1000)
    expect(island.dataset.hydrated).toBeUndefined()
    await vi.advanceTimersByTimeAsync(2000)
    await vi.waitFor(() => expect(island.dataset.hydrated).toBeDefined())
  })
})

describe('visitorScrollTracker', () => {
  const key = (k: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key: k }))

  it('does not count a scroll that follows a focus change until the visitor scrolls again', () => {
    document.body.innerHTML = '<a href="#a">a</a><button>b</button>'
    const tracker = visitorScrollTracker()
    expect(tracker.own()).toBe(true)
    key('Tab')
    document.querySelector('a')!.focus()
    expect(tracker.own()).toBe(false)
    key('Tab')
    expect(tracker.own()).toBe(false)
    window.dispatchEvent(new Event('wheel'))
    expect(tracker.own()).toBe(true)
    // An arrow key that moves focus (between tabs) is a focus change: its focusin comes after the keydown.
    key('ArrowDown')
    document.querySelector('button')!.focus()
    expect(tracker.own()).toBe(false)
    key('PageDown')
    expect(tracker.own()).toBe(true)
    document.querySelector('a')!.focus()
    window.dispatchEvent(new Event('touchmove'))
    expect(tracker.own()).toBe(true)
    tracker.stop()
    document.querySelector('button')!.focus()
    expect(tracker.own()).toBe(true)
  })

  it('does not count the scroll of a focus that came before it started, until the visitor scrolls', () => {
    document.body.innerHTML = '<a href="#a">a</a>'
    document.querySelector('a')!.focus()
    const tracker = visitorScrollTracker()
    expect(tracker.own()).toBe(false)
    window.dispatchEvent(new Event('wheel'))
    expect(tracker.own()).toBe(true)
    tracker.stop()
  })
})
