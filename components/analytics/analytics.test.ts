// The analytics module's contract (events dropped unless configured and permitted) and the before-send hook
// that PostHog runs on every event (docs/decisions.md §17: a rejected event is dropped with a logged warning).
import { describe, expect, it, vi } from 'vitest'
import type { CaptureResult } from 'posthog-js'
import { setAnalyticsSink, track, isAnalyticsActive } from './track'
import { createBeforeSend, isPosthogStorageKey, posthogOptions } from './posthog-options'

const page = () => ({
  url: 'https://www.example.com/da/contact/',
  path: '/da/contact/',
  title: 'Kontakt | Giftroll',
  referrer: 'https://www.example.com/da/',
})
const event = (name: string, properties: Record<string, unknown> = {}): CaptureResult => ({ uuid: 'u1', event: name, properties })

describe('track()', () => {
  it('drops every event when no PostHog key was configured, even with a sink installed', () => {
    // The unit build defines __ANALYTICS__ as null, as a build without POSTHOG_KEY does.
    const sink = vi.fn()
    setAnalyticsSink(sink)
    track('cookie_consent', { consent_type: 'all', language: 'en' })
    expect(sink).not.toHaveBeenCalled()
    expect(isAnalyticsActive()).toBe(false)
    setAnalyticsSink(null)
  })
})

describe('before-send hook', () => {
  it('passes a permitted event through', () => {
    const hook = createBeforeSend({ permitted: () => true, page })
    const out = hook(event('sign_in_dialog_open', { language: 'da' }))
    expect(out?.event).toBe('sign_in_dialog_open')
    expect(out?.properties).toEqual({ language: 'da' })
  })

  it('rejects an event that consent no longer allows, with a logged warning', () => {
    const warn = vi.fn()
    let allowed = true
    const hook = createBeforeSend({ permitted: () => allowed, page, warn })
    expect(hook(event('$autocapture'))).not.toBeNull()
    allowed = false
    expect(hook(event('$autocapture'))).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toMatch(/"\$autocapture" rejected/)
  })

  it('rejects an event without a name, with a logged warning', () => {
    const warn = vi.fn()
    const hook = createBeforeSend({ permitted: () => true, page, warn })
    expect(hook(null as unknown as CaptureResult)).toBeNull()
    expect(hook(event(''))).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('logs through console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    createBeforeSend({ permitted: () => false, page })(event('cta_click'))
    expect(warn).toHaveBeenCalledOnce()
  })

  it('gives $pageleave its payload (url, path, title, referrer), once per page', () => {
    const hook = createBeforeSend({ permitted: () => true, page })
    const out = hook(event('$pageleave', { $current_url: 'x' }))
    expect(out?.properties).toMatchObject({
      url: page().url,
      path: '/da/contact/',
      title: 'Kontakt | Giftroll',
      referrer: 'https://www.example.com/da/',
      $current_url: 'x',
    })
    // PostHog's own page-leave capture after the site's: a duplicate, dropped.
    expect(hook(event('$pageleave'))).toBeNull()
  })

  it('lets one $pageleave through again for a page shown again from the back-forward cache', () => {
    let view = 0
    const hook = createBeforeSend({ permitted: () => true, page, pageView: () => view })
    expect(hook(event('$pageleave'))).not.toBeNull()
    expect(hook(event('$pageleave'))).toBeNull()
    view = 1
    expect(hook(event('$pageleave'))?.properties).toMatchObject({ path: '/da/contact/' })
    expect(hook(event('$pageleave'))).toBeNull()
  })

  it('strips e-mail addresses from every property, plain or URL-encoded', () => {
    const hook = createBeforeSend({ permitted: () => true, page })
    const out = hook(
      event('$autocapture', {
        $elements: [{ attr__href: 'https://admin.example.com/signup/guided?email=anna%40firma.dk' }],
        note: 'mail anna@firma.dk now',
        count: 3,
      }),
    )
    expect(JSON.stringify(out)).not.toMatch(/anna/)
    expect(out?.properties.count).toBe(3)
    expect(out?.properties.note).toBe('mail [redacted] now')
  })

  it('lets $web_vitals through in full mode only, and drops it quietly otherwise', () => {
    const warn = vi.fn()
    let full = true
    const hook = createBeforeSend({ permitted: () => true, page, fullMode: () => full, warn })
    const vitals = event('$web_vitals', { $web_vitals_LCP_value: 812 })
    expect(hook(vitals)?.properties).toEqual({ $web_vitals_LCP_value: 812 })
    full = false
    expect(hook(vitals)).toBeNull()
    expect(createBeforeSend({ permitted: () => true, page, warn })(vitals)).toBeNull()
    expect(hook(event('$pageview'))).not.toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })

  it('leaves session-recording snapshots alone', () => {
    const hook = createBeforeSend({ permitted: () => true, page })
    const snapshot = event('$snapshot', { $snapshot_data: [{ text: 'a@b.dk' }] })
    expect(hook(snapshot)).toBe(snapshot)
  })
})

describe('PostHog settings', () => {
  const hook = createBeforeSend({ permitted: () => true, page })

  it('are the product’s: EU host from config, identified-only profiles, autocapture, own pageviews, page leave, recording with console logs, DNT', () => {
    const options = posthogOptions({ key: 'phc_x', host: 'https://eu.i.posthog.com', cookielessMode: 'off' }, hook)
    expect(options).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
      person_profiles: 'identified_only',
      autocapture: true,
      capture_pageview: false,
      capture_pageleave: true,
      disable_session_recording: false,
      enable_recording_console_log: true,
      respect_dnt: true,
      opt_out_capturing_by_default: true,
      opt_out_persistence_by_default: true,
    })
    expect(options.before_send).toBe(hook)
    // Off at init, whatever the remote config says; the loader turns it on for "accept all", without
    // attribution (the bundled plain web-vitals callbacks).
    expect(options.capture_performance).toEqual({ web_vitals: false, web_vitals_attribution: false })
    expect(options).not.toHaveProperty('cookieless_mode')
  })

  it('pass the configured cookieless mode on', () => {
    expect(posthogOptions({ key: 'k', host: 'h', cookielessMode: 'on_reject' }, hook).cookieless_mode).toBe('on_reject')
    expect(posthogOptions({ key: 'k', host: 'h', cookielessMode: 'always' }, hook).cookieless_mode).toBe('always')
  })

  it('recognise what PostHog stores, and nothing else', () => {
    for (const key of ['ph_phc_x_posthog', '__ph_opt_in_out_phc_x', 'ph_phc_x_window_id']) expect(isPosthogStorageKey(key)).toBe(true)
    for (const key of ['cookie-consent', 'newsletter-popup-seen', 'i18nextLng', 'graph']) expect(isPosthogStorageKey(key)).toBe(false)
  })
})
