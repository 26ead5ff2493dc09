// @vitest-environment jsdom
// The head's inline script that has the cookie banner shown from the first paint (components/cookie-banner/banner-reveal.ts)
// must agree with the consent state machine in every case, and never throw.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BANNER_DUE_ATTRIBUTE, BANNER_REVEAL_SCRIPT } from './banner-reveal'
import { SESSION_CLOSED_KEY } from '../analytics/consent-store'
import { initialConsentState, isBannerVisible } from '../analytics/consent'
import { STORAGE_KEYS } from '../lib/storage'

/** Runs the script in the head, before the body exists, and says whether it marked the banner as due. */
function runInHead(): boolean {
  document.documentElement.removeAttribute(BANNER_DUE_ATTRIBUTE)
  document.body.innerHTML = ''
  // The exact text shipped in every page, run as the browser runs an inline script.
  new Function(BANNER_REVEAL_SCRIPT)()
  return document.documentElement.hasAttribute(BANNER_DUE_ATTRIBUTE)
}

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('banner reveal script', () => {
  const stored = [null, 'all', 'essential', 'yes please', '']
  for (const value of stored) {
    for (const closed of [false, true]) {
      it(`stored ${JSON.stringify(value)}, closed this session: ${closed} → as the state machine says`, () => {
        if (value !== null) localStorage.setItem(STORAGE_KEYS.cookieConsent, value)
        if (closed) sessionStorage.setItem(SESSION_CLOSED_KEY, '1')
        expect(runInHead()).toBe(isBannerVisible(initialConsentState(value, closed)))
      })
    }
  }

  it('shows the banner on a first visit', () => {
    expect(runInHead()).toBe(true)
  })

  it('leaves the banner hidden, and does not throw, when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(runInHead()).toBe(false)
  })
})
