/**
 * The PostHog side of analytics. This module (and posthog-js with it) is imported only on demand, after
 * the visitor's consent allows it (components/analytics/start-analytics.ts): before that no analytics code is
 * downloaded and, since posthog-js asks for its remote config as soon as `init` runs, no request is made.
 */
import posthog from 'posthog-js'
// Registers the web-vitals callbacks on `window.__PosthogExtensions__` (docs/decisions.md §34): bundled into
// this chunk, so they arrive with posthog-js and posthog-js has nothing to fetch from its host.
import 'posthog-js/dist/web-vitals'
import type { AnalyticsSink } from './track'
import type { AnalyticsMode } from './consent'
import {
  createBeforeSend,
  isPosthogStorageKey,
  posthogOptions,
  webVitalsCapture,
  type AnalyticsSettings,
  type PageInfo,
} from './posthog-options'

let initialised = false

export interface StartDeps {
  permitted: () => boolean
  fullMode: () => boolean
  page: () => PageInfo
  pageView: () => number
}

function start(settings: AnalyticsSettings, deps: StartDeps): void {
  if (initialised) return
  initialised = true
  posthog.init(settings.key, posthogOptions(settings, createBeforeSend(deps)))
}

/** Forget everything PostHog stored in this browser (withdrawal). */
function clearPosthogStorage(): void {
  for (const store of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      const s = store()
      for (const key of Object.keys(s)) if (isPosthogStorageKey(key)) s.removeItem(key)
    } catch {
      // storage unavailable: nothing was stored there
    }
  }
  try {
    for (const pair of document.cookie.split(';')) {
      const name = pair.split('=')[0]?.trim() ?? ''
      if (!name || !isPosthogStorageKey(name)) continue
      const expire = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
      document.cookie = expire
      // PostHog sets its cookie on the site's registrable domain (cross-subdomain).
      const parts = window.location.hostname.split('.')
      for (let i = 0; i < parts.length - 1; i++) document.cookie = `${expire}; domain=.${parts.slice(i).join('.')}`
    }
  } catch {
    // cookies blocked: nothing to clear
  }
}

/**
 * Withdrawal stops all sending at once. Opting out only stops new captures: posthog-js still sends the batch it
 * holds (every few seconds) and retries failed requests later, and it has no call that drops them (their queues
 * are private and renamed in its build). Every request it makes passes one check of its public `__loaded` flag
 * and is dropped while it is false, so clearing the flag drops what is held, as it comes due. Accepting again
 * sets it back.
 */
function sendingAllowed(allowed: boolean): void {
  posthog.__loaded = allowed
}

/**
 * Brings PostHog into the given mode. `full`: opted in, with its usual storage. `cookieless`: counted
 * anonymously without storage (posthog's cookieless_mode: for "on_reject" an opt-out enters it, for
 * "always" it is the only mode). `off`: opted out, session recording stopped, its storage cleared.
 */
function apply(mode: AnalyticsMode, settings: AnalyticsSettings): void {
  if (!initialised) return
  if (mode === 'full') {
    sendingAllowed(true)
    if (!posthog.has_opted_in_capturing()) posthog.opt_in_capturing({ captureEventName: null })
    // Web vitals from "accept all" only; set_config alone does not start them. The browser buffers the
    // page's paint entries, so a choice made after load still reports that load's LCP and FCP.
    posthog.set_config({ capture_performance: webVitalsCapture(true) })
    posthog.webVitalsAutocapture?.startIfEnabled()
    return
  }
  if (settings.cookielessMode === 'always') return
  if (mode === 'cookieless') {
    // on_reject: pending consent with opt_out_capturing_by_default already counts as rejected.
    if (posthog.has_opted_in_capturing()) {
      posthog.opt_out_capturing()
      clearPosthogStorage()
    }
    return
  }
  posthog.opt_out_capturing()
  posthog.stopSessionRecording()
  clearPosthogStorage()
  sendingAllowed(false)
}

const sink: AnalyticsSink = (event, properties) => {
  // The page is unloading: go by beacon (a batched request would be cut off).
  posthog.capture(event, properties, event === '$pageleave' ? { transport: 'sendBeacon', send_instantly: true } : undefined)
}

export const posthogRuntime = { start, apply, sink }
export type PosthogRuntime = typeof posthogRuntime
