/**
 * Every analytics event passes through `track`. It sends only when analytics is configured at build time
 * (`__ANALYTICS__`, from POSTHOG_KEY) AND the visitor's consent permits it: the consent boot code
 * (./start-analytics.ts) installs a sink once PostHog has started, and removes it on withdrawal. Events
 * fired before that are dropped, never queued, so nothing can be sent later without consent.
 */
export interface AnalyticsEvents {
  $pageview: { url: string; path: string; language: string }
  $pageleave: { url: string; path: string; title: string; referrer: string }
  newsletter_signup: Record<string, string | number | boolean>
  contact_form_submit: Record<string, string | number | boolean>
  cta_click: Record<string, string | number | boolean>
  hero_cta_click: Record<string, string | number | boolean>
  language_change: { from_language: string; to_language: string; page: string }
  external_link_click: { url: string; location: string }
  pricing_plan_view: Record<string, string | number | boolean>
  contact_sales_click: Record<string, string | number | boolean>
  sign_in_dialog_open: { language: string }
  sign_in_platform_select: { platform: 'game' | 'admin'; language: string }
  cookie_consent: { consent_type: 'all' | 'essential'; language: string }
  partner_email_click: { section: 'become_partner'; location: 'gifts_and_rewards' }
}

export type AnalyticsEventName = keyof AnalyticsEvents

export type AnalyticsSink = <E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]) => void

let sink: AnalyticsSink | null = null

/** The consent module installs a sink once analytics may run, and removes it when consent is withdrawn. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next
}

/** Is a sink installed, i.e. would `track` send right now? */
export function isAnalyticsActive(): boolean {
  return __ANALYTICS__ !== null && sink !== null
}

export function track<E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]): void {
  // Without a configured key this whole function is a no-op the bundler can see through.
  if (__ANALYTICS__ === null || !sink) return
  try {
    sink(event, properties)
  } catch (error) {
    console.warn(`Analytics event ${event} was not sent`, error)
  }
}
