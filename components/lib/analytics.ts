/**
 * Every analytics event passes through `track`. Until the consent issue wires in PostHog, events are
 * dropped: nothing is queued, so nothing can be sent later without consent.
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

type Sink = <E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]) => void

let sink: Sink | null = null

/** The consent module installs a sink once analytics may run, and removes it when consent is withdrawn. */
export function setAnalyticsSink(next: Sink | null): void {
  sink = next
}

export function track<E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]): void {
  try {
    sink?.(event, properties)
  } catch (error) {
    console.warn(`Analytics event ${event} was not sent`, error)
  }
}
