/**
 * Analytics at page start: only when a PostHog key was configured at build time (`__ANALYTICS__`) and the
 * consent allows it; then posthog-js is imported on demand, started, and `track()` gets its sink. It follows
 * the consent state (./consent-store.ts) as the visitor changes their mind, in this tab or another.
 */
import { analyticsMode, isDoNotTrack, type AnalyticsMode, type ConsentState } from './consent'
import { setAnalyticsSink, track } from './track'
import { getConsentState, subscribeConsent } from './consent-store'
import type { AnalyticsSettings, PageInfo } from './posthog-options'
import type { PosthogRuntime } from './posthog'
import { whenIdle } from '../lib/idle'
import { whenShown } from '../lib/when-shown'
import { isLeaving, whileImporting } from '../lib/page-leave'

function pageInfo(): PageInfo {
  return { url: window.location.href, path: window.location.pathname, title: document.title, referrer: document.referrer }
}

function language(): string {
  return document.documentElement.lang || 'en'
}

export function startAnalytics(): void {
  // Rollup/Rolldown removes everything below, the posthog-js import with it, when no key was configured.
  if (__ANALYTICS__ === null) return
  const settings = __ANALYTICS__
  if (typeof document.addEventListener !== 'function') {
    console.warn('Analytics could not start: this browser does not support document events.')
    return
  }
  // A page prerendered on a guess counts only once it is shown: no page view, no web vitals before.
  whenShown(() => {
    try {
      follow(settings)
    } catch (error) {
      console.warn('Analytics could not start', error)
    }
  })
}

/** Follows the consent state with PostHog: started, switched between modes, stopped. */
function follow(settings: AnalyticsSettings): void {
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
    (runtime ??= whileImporting(import('./posthog')).then(({ posthogRuntime }) => {
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
        // Leaving the page cancels the import: no fault.
        if (!isLeaving()) console.warn('Analytics could not start; the site works without it.', error)
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
