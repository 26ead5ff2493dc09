/**
 * Everything a deployer sets, read once at build time from the environment (and `.env` / `.env.local`,
 * which `npm run configure:webhook` writes). A malformed value stops the build with a message that names
 * the variable; an absent optional value never does.
 */
import { loadEnv } from 'vite'
import { isValidWebhookUrl } from './webhook-url.mjs'
import { USE_CASES, USE_CASE_SLUGS, type UseCaseSlug } from './facts/use-cases'

/** How PostHog may run without cookies: never, after "essential only", or for everyone. */
export const COOKIELESS_MODES = ['off', 'on_reject', 'always'] as const
export type CookielessMode = (typeof COOKIELESS_MODES)[number]

export interface SiteConfig {
  siteOrigin: string
  brandName: string
  companyName: string
  companyRegNo: string
  contactEmail: string
  contactPhone: string
  adminAppUrl: string
  gameAppUrl: string
  signupUrl: string
  giftShopUrl: string
  linkedinUrl: string
  facebookUrl: string
  posthogKey: string | null
  posthogHost: string
  analyticsCookielessMode: CookielessMode
  signupWebhookUrl: string | null
  /** Structured-data facts (docs/decisions.md §11). */
  offerValidUntil: string
  /** Shown on the home page and in its JSON-LD alike, or neither when null (docs/decisions.md §31). */
  rating: Rating | null
  foundingYear: number
  /** Coming-soon use cases are built but unlinked and not indexed (docs/decisions.md §8). */
  activeUseCases: Record<UseCaseSlug, boolean>
  /** "Last updated" on the legal pages (docs/decisions.md §10). */
  buildDate: string
}

export interface Rating {
  value: number
  count: number
}

export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'SiteConfigError'
  }
}

type Env = Record<string, string | undefined>

/** `training-development` → `USE_CASE_TRAINING_DEVELOPMENT_ACTIVE` */
export function useCaseFlagName(slug: UseCaseSlug): string {
  return `USE_CASE_${slug.toUpperCase().replace(/-/g, '_')}_ACTIVE`
}

export function parseSiteConfig(env: Env, now: Date = new Date()): SiteConfig {
  const problems: string[] = []
  const text = (name: string, fallback: string): string => {
    const value = env[name]?.trim()
    return value ? value : fallback
  }
  const optional = (name: string): string | null => env[name]?.trim() || null
  const url = (name: string, value: string, { originOnly = false } = {}): string => {
    let parsed: URL
    try {
      parsed = new URL(value)
    } catch {
      problems.push(`${name}="${value}" is not a valid URL (expected something like https://www.example.com)`)
      return value
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      problems.push(`${name}="${value}" must be an http(s) URL`)
    }
    if (originOnly && (parsed.pathname !== '/' || parsed.search || parsed.hash)) {
      problems.push(`${name}="${value}" must be an origin only, without a path (like https://www.example.com)`)
    }
    return originOnly ? parsed.origin : value.replace(/\/+$/, '')
  }
  const bool = (name: string, fallback: boolean): boolean => {
    const value = env[name]?.trim().toLowerCase()
    if (!value) return fallback
    if (['1', 'true', 'yes', 'on'].includes(value)) return true
    if (['0', 'false', 'no', 'off'].includes(value)) return false
    problems.push(`${name}="${env[name]}" must be true or false`)
    return fallback
  }
  const number = (name: string, fallback: number, { min, max, integer = false }: { min: number; max: number; integer?: boolean }) => {
    const raw = env[name]?.trim()
    if (!raw) return fallback
    const value = Number(raw)
    if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
      problems.push(`${name}="${raw}" must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`)
      return fallback
    }
    return value
  }

  const siteOrigin = url('SITE_ORIGIN', text('SITE_ORIGIN', 'https://www.example.com'), { originOnly: true })
  const contactEmail = text('CONTACT_EMAIL', 'hello@example.com')
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contactEmail)) {
    problems.push(`CONTACT_EMAIL="${contactEmail}" is not an e-mail address (expected name@domain.tld)`)
  }
  const contactPhone = text('CONTACT_PHONE', '+45 00 00 00 00')
  if (!/^\+?[0-9][0-9 ()-]{5,}$/.test(contactPhone)) {
    problems.push(`CONTACT_PHONE="${contactPhone}" is not a phone number (expected digits, spaces and an optional leading +)`)
  }
  const adminAppUrl = url('ADMIN_APP_URL', text('ADMIN_APP_URL', 'https://admin.example.com'))
  const webhookRaw = optional('SIGNUP_WEBHOOK_URL')
  if (webhookRaw !== null && !isValidWebhookUrl(webhookRaw)) {
    problems.push(
      `SIGNUP_WEBHOOK_URL="${webhookRaw}" is not a valid webhook URL (https, or http on localhost only; see npm run configure:webhook)`,
    )
  }
  const signupWebhookUrl = webhookRaw === null ? null : webhookRaw.replace(/\/+$/, '')
  const cookieless = text('ANALYTICS_COOKIELESS_MODE', 'off')
  if (!(COOKIELESS_MODES as readonly string[]).includes(cookieless)) {
    problems.push(`ANALYTICS_COOKIELESS_MODE="${cookieless}" must be one of ${COOKIELESS_MODES.join(', ')}`)
  }
  const today = now.toISOString().slice(0, 10)
  const buildDate = text('BUILD_DATE', today)
  if (!isIsoDate(buildDate)) {
    problems.push(`BUILD_DATE="${buildDate}" must be a date written YYYY-MM-DD`)
  }
  // A year after the build, so an offer built late in December is not about to expire (docs/decisions.md §11).
  const offerValidUntil = text('OFFER_VALID_UNTIL', oneYearAfter(isIsoDate(buildDate) ? buildDate : today))
  if (!isIsoDate(offerValidUntil)) {
    problems.push(`OFFER_VALID_UNTIL="${offerValidUntil}" must be a date written YYYY-MM-DD`)
  }
  // The spec's 4.8 from 127 ratings unless told otherwise; RATING_COUNT=0 (or set empty) turns the rating off.
  const ratingOff = env.RATING_COUNT !== undefined && ['', '0'].includes(env.RATING_COUNT.trim())
  const ratingValue = number('RATING_VALUE', 4.8, { min: 1, max: 5 })
  const rating = ratingOff ? null : { value: ratingValue, count: number('RATING_COUNT', 127, { min: 1, max: 1e9, integer: true }) }

  const activeUseCases = Object.fromEntries(
    USE_CASE_SLUGS.map((slug) => [slug, bool(useCaseFlagName(slug), USE_CASES[slug].activeByDefault)]),
  ) as Record<UseCaseSlug, boolean>

  const config: SiteConfig = {
    siteOrigin,
    brandName: text('BRAND_NAME', 'Giftroll'),
    companyName: text('COMPANY_NAME', 'Giftroll ApS'),
    companyRegNo: text('COMPANY_REG_NO', '00000000'),
    contactEmail,
    contactPhone,
    adminAppUrl,
    gameAppUrl: url('GAME_APP_URL', text('GAME_APP_URL', 'https://play.example.com')),
    signupUrl: url('SIGNUP_URL', text('SIGNUP_URL', `${adminAppUrl}/signup/guided`)),
    giftShopUrl: url('GIFT_SHOP_URL', text('GIFT_SHOP_URL', 'https://shop.example.com')),
    linkedinUrl: url('LINKEDIN_URL', text('LINKEDIN_URL', 'https://www.linkedin.com/company/example')),
    facebookUrl: url('FACEBOOK_URL', text('FACEBOOK_URL', 'https://www.facebook.com/example')),
    posthogKey: optional('POSTHOG_KEY'),
    posthogHost: url('POSTHOG_HOST', text('POSTHOG_HOST', 'https://eu.i.posthog.com')),
    analyticsCookielessMode: cookieless as CookielessMode,
    signupWebhookUrl,
    offerValidUntil,
    rating,
    foundingYear: number('FOUNDING_YEAR', 2024, { min: 1900, max: 2100, integer: true }),
    activeUseCases,
    buildDate,
  }
  if (problems.length) throw new SiteConfigError(problems)
  return config
}

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
}

/** `2026-11-22` → `2027-11-22` (29 February → 1 March). */
export function oneYearAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCFullYear(date.getUTCFullYear() + 1)
  return date.toISOString().slice(0, 10)
}

/** `.env`, `.env.local` and their per-mode variants (Vite's rules), then the real environment, which wins. */
export function readEnv(cwd: string = process.cwd(), mode = process.env.NODE_ENV === 'development' ? 'development' : 'production'): Env {
  return loadEnv(mode, cwd, '')
}

let cached: SiteConfig | undefined
export function getSiteConfig(): SiteConfig {
  cached ??= parseSiteConfig(readEnv())
  return cached
}
