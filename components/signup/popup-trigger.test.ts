// @vitest-environment jsdom
// The popup's delay is the visitor's: on a page the browser prerendered on a guess, nothing starts the
// popup until the page is shown (components/lib/when-shown.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POPUP_DELAY_MS, newsletterPopupTrigger } from './popup-trigger'
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
