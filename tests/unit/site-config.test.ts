import { describe, expect, it } from 'vitest'
import { parseSiteConfig, SiteConfigError, useCaseFlagName } from '../../components/lib/site-config'

const now = new Date('2026-11-22T10:00:00Z')

describe('site configuration', () => {
  it('has working placeholder defaults', () => {
    const config = parseSiteConfig({}, now)
    expect(config.siteOrigin).toBe('https://www.example.com')
    expect(config.brandName).toBe('Giftroll')
    expect(config.signupUrl).toBe('https://admin.example.com/signup/guided')
    expect(config.posthogKey).toBeNull()
    expect(config.posthogHost).toBe('https://eu.i.posthog.com')
    expect(config.analyticsCookielessMode).toBe('off')
    expect(config.signupWebhookUrl).toBeNull()
    expect(config.offerValidUntil).toBe('2027-11-22')
    expect(config.rating).toEqual({ value: 4.8, count: 127 })
    expect(config.foundingYear).toBe(2024)
    expect(config.buildDate).toBe('2026-11-22')
    expect(config.activeUseCases).toEqual({
      'events-activities': true,
      'partner-activation': true,
      'training-development': false,
      'employee-onboarding': false,
    })
  })

  it('takes every value from its environment variable', () => {
    const config = parseSiteConfig(
      {
        SITE_ORIGIN: 'https://giftroll.dk/',
        ADMIN_APP_URL: 'https://app.giftroll.dk',
        POSTHOG_KEY: 'phc_123',
        ANALYTICS_COOKIELESS_MODE: 'on_reject',
        SIGNUP_WEBHOOK_URL: 'https://script.google.com/macros/s/abc/exec',
        [useCaseFlagName('training-development')]: 'true',
      },
      now,
    )
    expect(config.siteOrigin).toBe('https://giftroll.dk')
    expect(config.signupUrl).toBe('https://app.giftroll.dk/signup/guided')
    expect(config.posthogKey).toBe('phc_123')
    expect(config.analyticsCookielessMode).toBe('on_reject')
    expect(config.signupWebhookUrl).toBe('https://script.google.com/macros/s/abc/exec')
    expect(config.activeUseCases['training-development']).toBe(true)
  })

  it.each([
    ['SITE_ORIGIN', 'not-a-url'],
    ['SITE_ORIGIN', 'https://example.com/some/path'],
    ['CONTACT_EMAIL', 'hello.example.com'],
    ['ADMIN_APP_URL', 'ftp://admin.example.com'],
    ['SIGNUP_WEBHOOK_URL', 'nope'],
    ['ANALYTICS_COOKIELESS_MODE', 'sometimes'],
    ['USE_CASE_EMPLOYEE_ONBOARDING_ACTIVE', 'maybe'],
    ['RATING_VALUE', '7'],
    ['RATING_COUNT', '-3'],
    ['RATING_COUNT', '12.5'],
    ['OFFER_VALID_UNTIL', '31/12/2026'],
  ])('rejects a malformed %s and names it', (name, value) => {
    expect(() => parseSiteConfig({ [name]: value }, now)).toThrowError(SiteConfigError)
    expect(() => parseSiteConfig({ [name]: value }, now)).toThrowError(new RegExp(name))
  })

  it('offers stay valid for a year after the build date, even one built on 31 December', () => {
    expect(parseSiteConfig({ BUILD_DATE: '2026-12-31' }, now).offerValidUntil).toBe('2027-12-31')
    expect(parseSiteConfig({ BUILD_DATE: '2028-02-29' }, now).offerValidUntil).toBe('2029-03-01')
    expect(parseSiteConfig({ BUILD_DATE: '2026-12-31', OFFER_VALID_UNTIL: '2027-03-01' }, now).offerValidUntil).toBe('2027-03-01')
  })

  it('a configured rating is kept whole; RATING_COUNT=0 or empty turns it off', () => {
    expect(parseSiteConfig({ RATING_VALUE: '4.5', RATING_COUNT: '12' }, now).rating).toEqual({ value: 4.5, count: 12 })
    expect(parseSiteConfig({ RATING_COUNT: '0' }, now).rating).toBeNull()
    expect(parseSiteConfig({ RATING_COUNT: ' ' }, now).rating).toBeNull()
  })

  it('never fails for an absent optional value', () => {
    expect(() => parseSiteConfig({ POSTHOG_KEY: '', SIGNUP_WEBHOOK_URL: '  ' }, now)).not.toThrow()
  })
})
