/**
 * Consent and analytics at page start, without React (every page's 10 KB budget):
 * - the cookie banner is server-rendered `hidden`; it is revealed here when no choice is stored (or after
 *   "Cookie settings"), and hidden again after a choice or the close (X). Its island hydrates only on
 *   interaction, and the runtime replays the first click.
 * - analytics: only when a PostHog key was configured at build time (`__ANALYTICS__`) and the consent
 *   allows it; then posthog-js is imported on demand, started, and `track()` gets its sink.
 */
import { analyticsMode, isBannerVisible, isDoNotTrack, type AnalyticsMode, type ConsentState } from './consent'
import { setAnalyticsSink, track } from './track'
import { BANNER_SELECTOR, dispatchConsent, followOtherTabs, getConsentState, subscribeConsent } from './consent-store'
import type { PageInfo } from './posthog-options'
import type { PosthogRuntime } from './posthog'

/** The element focused before "Cookie settings" opened the banner gets focus back after the choice. */
let returnFocusTo: HTMLElement | null = null

function banners(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(BANNER_SELECTOR)]
}

/**
 * WCAG 2.4.11: while the banner covers the bottom of the viewport, scrolling (and focus moving to an
 * element) keeps that strip clear, so a focused control never sits behind it.
 */
function reserveBottom(height: number): void {
  const root = document.documentElement
  if (height > 0) {
    const reserve = `${Math.ceil(height) + 8}px`
    root.style.setProperty('scroll-padding-bottom', reserve)
    root.style.setProperty('--gr-cookie-banner-reserve', reserve)
    root.dataset.cookieBanner = ''
  } else {
    root.style.removeProperty('scroll-padding-bottom')
    root.style.removeProperty('--gr-cookie-banner-reserve')
    delete root.dataset.cookieBanner
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
    const banner = document.querySelector<HTMLElement>(`${BANNER_SELECTOR}:not([hidden]) .gr-cookie-banner`)
    if (!banner || !(target instanceof Element) || banner.contains(target) || document.activeElement !== target) return
    if (!scrollsWithPage(target)) return
    const top = banner.getBoundingClientRect().top
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
  for (const el of banners()) el.hidden = !visible
  const banner = banners()[0]
  // The island wrapper is `display: contents`: measure the fixed panel inside it.
  const panel = banner?.querySelector<HTMLElement>('.gr-cookie-banner')
  resizeObserver?.disconnect()
  if (visible && banner && panel) {
    reserveBottom(panel.getBoundingClientRect().height)
    if ('ResizeObserver' in window) {
      resizeObserver = new ResizeObserver(() => reserveBottom(banner.hidden ? 0 : panel.getBoundingClientRect().height))
      resizeObserver.observe(panel)
    }
  } else {
    reserveBottom(0)
  }
  if (!previous) return
  const wasVisible = isBannerVisible(previous)
  if (visible && !wasVisible && state.reopened && banner) {
    // Reopened from "Cookie settings": take the visitor to it.
    banner.querySelector<HTMLElement>('[data-consent-focus]')?.focus({ preventScroll: true })
  } else if (!visible && wasVisible && banner) {
    const active = document.activeElement
    if (active instanceof HTMLElement && banner.contains(active)) {
      const target = returnFocusTo?.isConnected ? returnFocusTo : document.getElementById('main')
      target?.focus({ preventScroll: !returnFocusTo })
    }
    returnFocusTo = null
  }
}

/** "Cookie settings" (footer link, cookie-policy page): reopen the banner in place. */
export function openCookieSettings(opener?: HTMLElement | null): void {
  returnFocusTo = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
  if (isBannerVisible(getConsentState())) {
    banners()[0]?.querySelector<HTMLElement>('[data-consent-focus]')?.focus({ preventScroll: true })
    return
  }
  dispatchConsent({ type: 'reopen' })
}

function pageInfo(): PageInfo {
  return { url: window.location.href, path: window.location.pathname, title: document.title, referrer: document.referrer }
}

function language(): string {
  return document.documentElement.lang || 'en'
}

function whenIdle(callback: () => void): void {
  const run = () => ('requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 200))
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

function startAnalytics(): void {
  // Rollup/Rolldown removes everything below, the posthog-js import with it, when no key was configured.
  if (__ANALYTICS__ === null) return
  const settings = __ANALYTICS__
  if (typeof document.addEventListener !== 'function') {
    console.warn('Analytics could not start: this browser does not support document events.')
    return
  }
  const doNotTrack = isDoNotTrack({
    navigator: navigator as Navigator & { msDoNotTrack?: string; globalPrivacyControl?: boolean },
    window: window as Window & { doNotTrack?: string },
  })
  const modeFor = (state: ConsentState): AnalyticsMode =>
    analyticsMode({ configured: true, choice: state.choice, cookielessMode: settings.cookielessMode, doNotTrack })

  let wanted: AnalyticsMode = modeFor(getConsentState())
  let runtime: Promise<PosthogRuntime> | null = null
  let pageviewSent = false
  // Counts the showings of this page: one more each time it comes back from the back-forward cache.
  let pageView = 0
  let queue: Promise<void> = Promise.resolve()

  const trackPageview = () => track('$pageview', { url: window.location.href, path: window.location.pathname, language: language() })

  const load = () =>
    (runtime ??= import('./posthog').then(({ posthogRuntime }) => {
      posthogRuntime.start(settings, {
        permitted: () => wanted !== 'off',
        fullMode: () => wanted === 'full',
        page: pageInfo,
        pageView: () => pageView,
      })
      return posthogRuntime
    }))

  /** Brings analytics to `wanted`; steps run one after another, so quick changes of mind stay in order. */
  const sync = (consentEvent?: 'all' | 'essential') => {
    queue = queue
      .then(async () => {
        const mode = wanted
        if (mode === 'off') {
          setAnalyticsSink(null)
          if (runtime) (await runtime).apply('off', settings)
          return
        }
        const ph = await load()
        if (wanted !== mode) return // changed while loading; the next step handles it
        ph.apply(mode, settings)
        setAnalyticsSink(ph.sink)
        if (!pageviewSent) {
          pageviewSent = true
          trackPageview()
        }
        if (consentEvent) track('cookie_consent', { consent_type: consentEvent, language: language() })
      })
      .catch((error: unknown) => {
        setAnalyticsSink(null)
        console.warn('Analytics could not start; the site works without it.', error)
      })
  }

  subscribeConsent((state, _previous, action) => {
    const next = modeFor(state)
    const chose = action.type === 'accept' || action.type === 'reject'
    if (next === wanted && !chose) return
    const changed = next !== wanted
    wanted = next
    if (changed || chose) sync(chose && state.choice ? state.choice : undefined)
  })

  // $pageleave, with the payload docs/decisions.md §17 names, as the page goes away: sent by beacon, so it survives the unload.
  // (PostHog's own page-leave capture is on as well; the before-send hook keeps one per page.)
  window.addEventListener('pagehide', () => {
    if (wanted === 'off') return
    const { url, path, title, referrer } = pageInfo()
    track('$pageleave', { url, path, title, referrer })
  })
  // Back or forward to a page kept in the back-forward cache shows it again without loading it: a new page
  // view, whose own departure is then sent too.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || wanted === 'off' || !pageviewSent) return
    pageView++
    trackPageview()
  })

  if (wanted !== 'off') whenIdle(() => sync())
}

export function startConsent(): void {
  try {
    const state = getConsentState()
    renderBanner(state, null)
    subscribeConsent((next, previous) => renderBanner(next, previous))
    if (typeof document.addEventListener === 'function') document.addEventListener('focusin', keepFocusClear)
    // Should the island fail to start (the runtime then replays the click on the plain HTML), the buttons
    // still work. Before hydration the runtime holds clicks; after it, React handles them.
    for (const el of banners()) {
      el.addEventListener('click', (event) => {
        if (el.dataset.hydrated !== 'failed') return
        const control = (event.target as Element | null)?.closest<HTMLElement>('[data-consent-choice], .gr-cookie-banner__close')
        if (!control) return
        const choice = control.dataset.consentChoice
        dispatchConsent({ type: choice === 'all' ? 'accept' : choice === 'essential' ? 'reject' : 'close' })
      })
    }
    followOtherTabs()
  } catch (error) {
    console.warn('The cookie banner could not start', error)
  }
  try {
    startAnalytics()
  } catch (error) {
    console.warn('Analytics could not start', error)
  }
}
