/**
 * The cookie banner in the browser, without React (every page's 10 KB budget). The server renders it `hidden`
 * and the inline reveal script (./banner-reveal.ts) has it shown from the first paint on a first visit; from then on
 * this module keeps it in step with the consent state: shown while no choice is stored (or after "Cookie
 * settings"), hidden after a choice or the close (X). One listener turns a press on its buttons into a
 * consent action, whether it comes before or after the rest of the page's scripts start. While it covers the
 * bottom of the screen it keeps the focused control clear of it.
 */
import { isBannerVisible, type ConsentAction, type ConsentState } from '../analytics/consent'
import { dispatchConsent, followOtherTabs, getConsentState, subscribeConsent } from '../analytics/consent-store'
import { BANNER_DUE_ATTRIBUTE, BANNER_SELECTOR } from './banner-reveal'
import { topClearance } from '../lib/top-clearance'

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

/** Whether the visitor's last input was a key rather than a pointer. Only focus moved from the keyboard is kept
 * clear: a click into a large focusable part (a pricing panel) must not move the page under the pointer. (Not
 * `:focus-visible`: Firefox drops it, with the focus events, once Tab has gone round through its toolbar.) */
let byKeyboard = true

/** The check waiting for the end of a scroll, if any: one at a time, the latest focus's. */
let onScrollEnd: (() => void) | null = null

function stopWaitingForScrollEnd(): void {
  if (onScrollEnd) window.removeEventListener('scrollend', onScrollEnd)
  onScrollEnd = null
}

/** How long after a focus a scroll still counts as the one the focus started. */
export const FOCUS_SCROLL_MS = 2000

/** Calls `check` again once the page has stood still for a few frames: a smooth scroll the browser starts for a
 * focus (Firefox's may not keep clear of the banner) ends well after the focus event. A smooth scroll starved of
 * frames (a slow phone, a busy main thread) can also stand still that long and then go on, so where the browser
 * reports a scroll's end (`scrollend`) the check runs again then (after a correction it finds nothing to do). Both
 * give up when focus moves on, and once FOCUS_SCROLL_MS has passed: a later scroll is the visitor's own, not to be undone. */
function afterScrollSettles(target: Element, check: () => void): void {
  stopWaitingForScrollEnd()
  const until = performance.now() + FOCUS_SCROLL_MS
  const handler = () => {
    if (document.activeElement !== target || performance.now() > until) stopWaitingForScrollEnd()
    else check()
  }
  onScrollEnd = handler
  window.addEventListener('scrollend', handler)
  let last = NaN
  let still = 0
  const step = () => {
    if (document.activeElement !== target) return
    still = window.scrollY === last ? still + 1 : 0
    last = window.scrollY
    if (still >= 3 || performance.now() > until) check()
    else requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

function shownBanner(): HTMLElement | null {
  const el = banner()
  return el && !el.hidden ? el : null
}

/**
 * Focus that lands behind the banner (already on screen, so the browser does not scroll, or scrolled there by the
 * browser) is scrolled clear. The clear part of the screen runs from the root's scroll padding (below the sticky
 * header) to the banner: an element that fits in it is scrolled up until its bottom clears the banner; one taller
 * than it, such as <main> reached by the skip link, gets its top to the top of the clear part, never its end.
 */
function keepFocusClear(target: EventTarget | null): void {
  // With no banner showing (every visit after the first) there is nothing to keep clear of.
  if (!(target instanceof Element) || !shownBanner()) return
  const check = () => {
    const shown = shownBanner()
    if (!shown || shown.contains(target) || document.activeElement !== target) return
    if (!byKeyboard || !scrollsWithPage(target)) return
    const bannerTop = shown.getBoundingClientRect().top
    const rect = target.getBoundingClientRect()
    // Off the screen, the browser brings it into view first (a check after its scroll follows).
    if (rect.bottom <= 0 || rect.top >= window.innerHeight) return
    const clearTop = topClearance()
    let by = 0
    if (rect.height <= bannerTop - 12 - clearTop) {
      if (rect.bottom > bannerTop - 4) by = rect.bottom - bannerTop + 12
    } else {
      by = rect.top - clearTop
    }
    if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: 'instant' })
  }
  check()
  afterScrollSettles(target, check)
}

let resizeObserver: ResizeObserver | null = null

function renderBanner(state: ConsentState, previous: ConsentState | null): void {
  const visible = isBannerVisible(state)
  const el = banner()
  if (!el) return
  el.hidden = !visible
  // From here on `hidden` alone decides; the reveal script's mark only covered the time before this module.
  document.documentElement.removeAttribute(BANNER_DUE_ATTRIBUTE)
  resizeObserver?.disconnect()
  if (visible) {
    // The observer reports the banner's height once the browser has laid it out, in the frame it draws; reading
    // it here would make the browser lay the whole page out on the spot, inside the start-up.
    if ('ResizeObserver' in window) {
      resizeObserver = new ResizeObserver(() => reserveBottom(el.hidden ? 0 : el.getBoundingClientRect().height))
      resizeObserver.observe(el)
    } else {
      reserveBottom(el.getBoundingClientRect().height)
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
  if (typeof document.addEventListener === 'function') {
    document.addEventListener('pointerdown', () => (byKeyboard = false), true)
    document.addEventListener('keydown', () => (byKeyboard = true), true)
    document.addEventListener('focusin', (event) => keepFocusClear(event.target))
    // Tab, too: once Tab has gone round through the browser's own toolbar, Firefox moves focus in the page
    // without focus events.
    document.addEventListener('keyup', (event) => event.key === 'Tab' && keepFocusClear(document.activeElement))
  }
  followOtherTabs()
}
