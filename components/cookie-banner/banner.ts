/**
 * The cookie banner in the browser, without React (every page's 10 KB budget). The server renders it `hidden`
 * and the inline reveal script (./banner-reveal.ts) shows it during parsing on a first visit; from then on
 * this module keeps it in step with the consent state: shown while no choice is stored (or after "Cookie
 * settings"), hidden after a choice or the close (X). One listener turns a press on its buttons into a
 * consent action, whether it comes before or after the rest of the page's scripts start. While it covers the
 * bottom of the screen it keeps the focused control clear of it.
 */
import { isBannerVisible, type ConsentAction, type ConsentState } from '../analytics/consent'
import { dispatchConsent, followOtherTabs, getConsentState, subscribeConsent } from '../analytics/consent-store'
import { BANNER_SELECTOR } from './banner-reveal'

/** The element focused before "Cookie settings" opened the banner gets focus back after the choice. */
let returnFocusTo: HTMLElement | null = null

function banner(): HTMLElement | null {
  return document.querySelector<HTMLElement>(BANNER_SELECTOR)
}

/**
 * WCAG 2.4.11: while the banner covers the bottom of the viewport, scrolling (and focus moving to an
 * element) keeps that strip clear, so a focused control never sits behind it.
 */
function reserveBottom(height: number): void {
  const root = document.documentElement
  if (height > 0) {
    root.style.setProperty('--gr-cookie-banner-reserve', `${Math.ceil(height) + 8}px`)
    root.dataset.cookieBannerShown = ''
  } else {
    root.style.removeProperty('--gr-cookie-banner-reserve')
    delete root.dataset.cookieBannerShown
  }
}

/** Does scrolling the page move this element? Not when it sits in a fixed layer (the phone menu's panel) or
 * in the top layer (an open dialog): scrolling the page for those would only move the page behind them. */
function scrollsWithPage(el: Element): boolean {
  if (el.closest('dialog[open]')) return false
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') return false
  }
  return true
}

/** Focus that lands behind the banner (already on screen, so the browser does not scroll) is scrolled clear. */
function keepFocusClear(event: FocusEvent): void {
  const target = event.target
  const check = () => {
    const shown = document.querySelector<HTMLElement>(`${BANNER_SELECTOR}:not([hidden])`)
    if (!shown || !(target instanceof Element) || shown.contains(target) || document.activeElement !== target) return
    if (!scrollsWithPage(target)) return
    const top = shown.getBoundingClientRect().top
    const rect = target.getBoundingClientRect()
    if (rect.bottom > top - 4 && rect.top < window.innerHeight) window.scrollBy({ top: rect.bottom - top + 12, behavior: 'instant' })
  }
  check()
  // The browser may scroll the element into view (to the very bottom edge) only after this event.
  requestAnimationFrame(check)
}

let resizeObserver: ResizeObserver | null = null

function renderBanner(state: ConsentState, previous: ConsentState | null): void {
  const visible = isBannerVisible(state)
  const el = banner()
  if (!el) return
  el.hidden = !visible
  resizeObserver?.disconnect()
  if (visible) {
    reserveBottom(el.getBoundingClientRect().height)
    if ('ResizeObserver' in window) {
      resizeObserver = new ResizeObserver(() => reserveBottom(el.hidden ? 0 : el.getBoundingClientRect().height))
      resizeObserver.observe(el)
    }
  } else {
    reserveBottom(0)
  }
  if (!previous) return
  const wasVisible = isBannerVisible(previous)
  if (visible && !wasVisible && state.reopened) {
    // Reopened from "Cookie settings": take the visitor to it.
    focusBanner(el)
  } else if (!visible && wasVisible) {
    const active = document.activeElement
    if (active instanceof HTMLElement && el.contains(active)) {
      const target = returnFocusTo?.isConnected ? returnFocusTo : document.getElementById('main')
      target?.focus({ preventScroll: !returnFocusTo })
    }
    returnFocusTo = null
  }
}

function focusBanner(el: HTMLElement | null): void {
  el?.querySelector<HTMLElement>('[data-consent-focus]')?.focus({ preventScroll: true })
}

/** "Cookie settings" (footer link, cookie-policy page): reopen the banner in place. */
export function openCookieSettings(opener?: HTMLElement | null): void {
  returnFocusTo = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
  if (isBannerVisible(getConsentState())) {
    focusBanner(banner())
    return
  }
  dispatchConsent({ type: 'reopen' })
}

/** What a press on a consent control (the banner's, the cookie settings') asks of the consent state. */
export function consentAction(control: Element): ConsentAction | null {
  const choice = control.closest<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice
  if (choice === 'all') return { type: 'accept' }
  if (choice === 'essential') return { type: 'reject' }
  if (control.closest('[data-consent-close]')) return { type: 'close' }
  return null
}

/** The one path from a press on a consent control (in the banner or the cookie settings) to the consent state. */
export function handleConsentPresses(el: HTMLElement): void {
  el.addEventListener('click', (event) => {
    const action = event.target instanceof Element ? consentAction(event.target) : null
    if (action) dispatchConsent(action)
  })
}

export function startCookieBanner(): void {
  const el = banner()
  if (!el) return
  renderBanner(getConsentState(), null)
  subscribeConsent((next, previous) => renderBanner(next, previous))
  // The banner's buttons do nothing else.
  handleConsentPresses(el)
  if (typeof document.addEventListener === 'function') document.addEventListener('focusin', keepFocusClear)
  followOtherTabs()
}
