/**
 * PostHog's settings (docs/decisions.md §17) and the before-send hook, as pure functions so they can be
 * unit-tested without a browser. Only type imports from posthog-js here: no library code is pulled in.
 */
import type { BeforeSendFn, CaptureResult, PostHogConfig } from 'posthog-js'
import type { CookielessMode } from '../lib/site-config'

export interface AnalyticsSettings {
  key: string
  host: string
  cookielessMode: CookielessMode
}

export interface PageInfo {
  url: string
  path: string
  title: string
  referrer: string
}

/** Whatever might identify a person: e-mail addresses (a sign-up link carries one in its query). */
const EMAIL = /[^\s@/?&=#:"'<>]+@[^\s@/?&=#:"'<>]+\.[a-z]{2,}/gi
const EMAIL_ENCODED = /[^\s@/?&=#:"'<>%]+%40[^\s@/?&=#:"'<>]+\.[a-z]{2,}/gi
const REDACTED = '[redacted]'

function redact<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replace(EMAIL, REDACTED).replace(EMAIL_ENCODED, REDACTED) as T
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v: unknown) => redact(v, depth + 1)) as T
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = redact(v, depth + 1)
  return out as T
}

export interface BeforeSendDeps {
  /** Does the visitor's consent allow sending at this moment? (A withdrawal can race a queued event.) */
  permitted: () => boolean
  /** The page being left, for `$pageleave` (docs/decisions.md §17). */
  page: () => PageInfo
  /** Which showing of the page this is: it counts up when the page comes back from the back-forward cache,
   *  which makes it a new page view with a departure of its own. */
  pageView?: () => number
  /** Is this a full-mode visit ("accept all")? Only then may `$web_vitals` go (docs/decisions.md §34). */
  fullMode?: () => boolean
  warn?: (message: string) => void
}

/**
 * Runs on every event just before PostHog sends it. It rejects (returns null, with a logged warning) an
 * event that consent no longer permits or that has no name; it fills `$pageleave` (which PostHog captures
 * itself on page hide, `capture_pageleave: true`) with the payload docs/decisions.md §17 names; and it strips e-mail addresses
 * from every other property, since analytics must carry no personal data. Session-recording snapshots are
 * left alone: inputs are masked by the recorder itself, and walking them would cost too much.
 */
export function createBeforeSend({
  permitted,
  page,
  pageView = () => 0,
  fullMode = () => false,
  warn = (m) => console.warn(m),
}: BeforeSendDeps): BeforeSendFn {
  let pageleaveSentFor: number | null = null
  return (event: CaptureResult | null): CaptureResult | null => {
    if (!event || typeof event.event !== 'string' || !event.event) {
      warn('Analytics event rejected: it has no name.')
      return null
    }
    if (!permitted()) {
      warn(`Analytics event "${event.event}" rejected: consent does not allow analytics.`)
      return null
    }
    if (event.event === '$snapshot') return event
    // Web vitals are measured from "accept all" on, and the observers cannot be stopped: after a change of
    // mind to cookieless counting their late report is dropped here, quietly (it is expected, not a fault).
    if (event.event === '$web_vitals' && !fullMode()) return null
    let properties = event.properties ?? {}
    if (event.event === '$pageleave') {
      // One per page view: the site's own (sent first, on pagehide) or else PostHog's, given the same payload.
      if (pageleaveSentFor === pageView()) return null
      pageleaveSentFor = pageView()
      const { url, path, title, referrer } = page()
      properties = { ...properties, url, path, title, referrer }
    }
    return { ...event, properties: redact(properties), ...(event.$set ? { $set: redact(event.$set) } : {}) }
  }
}

/**
 * `posthog.init` options. Capturing is opted out by default and nothing is persisted while opted out: the
 * loader opts in explicitly for "accept all", so a failure half-way never leaves analytics running.
 */
export function posthogOptions(settings: AnalyticsSettings, beforeSend: BeforeSendFn): Partial<PostHogConfig> {
  return {
    api_host: settings.host,
    person_profiles: 'identified_only',
    autocapture: true,
    capture_pageview: false, // $pageview is sent by the site itself, with url, path and language
    capture_pageleave: true,
    disable_session_recording: false,
    enable_recording_console_log: true,
    respect_dnt: true,
    before_send: beforeSend,
    capture_performance: webVitalsCapture(false),
    opt_out_capturing_by_default: true,
    opt_out_persistence_by_default: true,
    ...(settings.cookielessMode === 'off' ? {} : { cookieless_mode: settings.cookielessMode }),
  }
}

export type PerformanceCapture = Exclude<PostHogConfig['capture_performance'], boolean | undefined>

/**
 * Web vitals (LCP, INP, CLS, FCP; docs/decisions.md §34): off at `init`, whatever PostHog's remote config says,
 * and switched on by the loader for "accept all". Without attribution, so posthog-js asks for the plain
 * `web-vitals` callbacks, which the site bundles (`posthog-js/dist/web-vitals`, imported with posthog-js)
 * and registers before `init`: posthog-js finds them and never fetches a script from its host.
 */
export function webVitalsCapture(on: boolean): PerformanceCapture {
  return { web_vitals: on, web_vitals_attribution: false }
}

/** Storage keys PostHog may have written (cookies, localStorage, sessionStorage). */
export function isPosthogStorageKey(key: string): boolean {
  return /^ph_/.test(key) || /^__ph_/.test(key) || /_posthog$/.test(key) || key.startsWith('$posthog')
}
