// @vitest-environment jsdom
// The banner's one path for a press: a click anywhere on a choice (its text, its icon) becomes that consent
// action, the banner hides, and the choice is stored; nothing else on the banner acts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetConsentStoreForTests } from '../analytics/consent-store'
import { STORAGE_KEYS } from '../lib/storage'
import { FOCUS_SCROLL_MS, consentAction, startCookieBanner } from './banner'
import { BANNER_DUE_ATTRIBUTE } from './banner-reveal'

const BANNER = `<section class="gr-cookie-banner" data-cookie-banner hidden>
  <p data-consent-focus tabindex="-1">Cookies</p>
  <button data-consent-choice="essential"><span>Essential only</span></button>
  <button data-consent-choice="all">Accept all</button>
  <button data-consent-close aria-label="Close"><svg><path /></svg></button>
</section>`

const banner = () => document.querySelector<HTMLElement>('[data-cookie-banner]')!

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  resetConsentStoreForTests()
  document.body.innerHTML = BANNER
})
afterEach(() => {
  resetConsentStoreForTests()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('consentAction', () => {
  it('names the action of each control, from anywhere inside it', () => {
    expect(consentAction(document.querySelector('[data-consent-choice="all"]')!)).toEqual({ type: 'accept' })
    expect(consentAction(document.querySelector('[data-consent-choice="essential"] span')!)).toEqual({ type: 'reject' })
    expect(consentAction(document.querySelector('[data-consent-close] path')!)).toEqual({ type: 'close' })
    expect(consentAction(document.querySelector('[data-consent-focus]')!)).toBeNull()
  })
})

describe('startCookieBanner', () => {
  it('shows the banner while nothing is chosen, and a press on "accept all" stores it and hides the banner', () => {
    startCookieBanner()
    expect(banner().hidden).toBe(false)
    document.querySelector<HTMLElement>('[data-consent-choice="all"]')!.click()
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('all')
    expect(banner().hidden).toBe(true)
  })

  it('the close hides it for the session and stores no choice', () => {
    startCookieBanner()
    document.querySelector<SVGElement>('[data-consent-close] path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(banner().hidden).toBe(true)
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBeNull()
  })

  it("takes over from the reveal script's mark, so a choice made afterwards hides the banner", () => {
    document.documentElement.setAttribute(BANNER_DUE_ATTRIBUTE, '')
    startCookieBanner()
    expect(document.documentElement.hasAttribute(BANNER_DUE_ATTRIBUTE)).toBe(false)
    expect(banner().hidden).toBe(false)
  })

  it('stays hidden when a choice is already stored', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'essential')
    startCookieBanner()
    expect(banner().hidden).toBe(true)
  })
})

describe('a control focused from the keyboard while the banner shows', () => {
  it('is checked again when the scroll the focus started goes on after standing still, until that time is over', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout', 'Date'] })
    document.body.insertAdjacentHTML('beforeend', '<button id="roll">Roll</button>')
    startCookieBanner()
    const control = document.getElementById('roll')!
    let top = 100
    vi.spyOn(banner(), 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 600, 320, 168))
    vi.spyOn(control, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, top, 320, 40))
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    control.focus()
    // The page stands still for a few frames with the control clear of the banner: nothing to correct.
    vi.advanceTimersByTime(100)
    expect(scrollBy).not.toHaveBeenCalled()
    // The browser's smooth scroll then goes on and ends with the control behind the banner.
    top = 580
    window.dispatchEvent(new Event('scrollend'))
    expect(scrollBy).toHaveBeenCalledTimes(1)
    // Up, by as much as the control's bottom stands below the banner's top and a margin.
    const [options] = scrollBy.mock.calls[0] ?? []
    expect((options as ScrollToOptions | undefined)?.top).toBeGreaterThan(20)
    // Later scrolls are the visitor's own.
    vi.advanceTimersByTime(FOCUS_SCROLL_MS)
    window.dispatchEvent(new Event('scrollend'))
    expect(scrollBy).toHaveBeenCalledTimes(1)
  })
})
