/**
 * The pricing rules (spec §3 "Pricing plan", §5, §9; decisions §18) as pure functions, shared by the
 * server render and the pricing island, and unit-tested in tests/unit/pricing.test.ts.
 */
import { LOCALES, type Currency, type Locale } from '../../locales/locales'

export const CURRENCIES: readonly Currency[] = LOCALES.map((l) => l.currency)
export const PLAN_KEYS = ['smallEvent', 'mediumEvent', 'largeEvent'] as const
export type PlanKey = (typeof PLAN_KEYS)[number]
export const PRICING_TABS = ['enterprise', 'events'] as const
export type PricingTab = (typeof PRICING_TABS)[number]

/** The early-adopter discount every card carries (75 %): the amount paid is 25 % of the list price. */
export const EARLY_ADOPTER_DISCOUNT = 0.75

/** What a plan costs, as the copy holds it: a text per currency (euro default, then DKK/SEK/NOK). */
export type PriceTexts = Record<Currency, string>

/** `null` for largeEvent: it uses one shared, localized contact text instead of amounts. */
export const PRICE_TABLE: Record<PricingTab, Record<PlanKey, PriceTexts | null>> = {
  // Subscription, billed annually (monthly amounts).
  enterprise: {
    smallEvent: { EUR: '89', DKK: '650', SEK: '650', NOK: '650' },
    mediumEvent: { EUR: '449', DKK: '3300', SEK: '3300', NOK: '3300' },
    largeEvent: null,
  },
  // One-time event, one campaign each.
  events: {
    smallEvent: { EUR: '670', DKK: '5000', SEK: '5000', NOK: '5000' },
    mediumEvent: { EUR: '4000', DKK: '30000', SEK: '30000', NOK: '30000' },
    largeEvent: null,
  },
}

/** The tab that bills per month (and annually); the other is a one-time price. */
export function isOneTimeTab(tab: PricingTab): boolean {
  return tab === 'events'
}

/** The spec's accent colour per plan: blue for small, yellow for large, none for medium. */
export function planAccent(plan: PlanKey): 'blue' | 'yellow' | null {
  if (plan === 'smallEvent') return 'blue'
  if (plan === 'largeEvent') return 'yellow'
  return null
}

export function isPopularPlan(plan: PlanKey): boolean {
  return plan === 'mediumEvent'
}

/** A price text that starts with a non-digit ("Contact us", "Efter aftale") is a contact price. */
export function isContactPrice(text: string): boolean {
  return !/^\d/.test(text.trim())
}

/** "4,000", "30.000" or "3300" → the number; null for a contact price or anything unreadable. */
export function parsePrice(text: string): number | null {
  if (isContactPrice(text)) return null
  const digits = text.trim().replace(/[\s.,\u00a0]/g, '')
  if (!/^\d+$/.test(digits)) return null
  return Number(digits)
}

function groupThousands(amount: number, separator: string): string {
  const rounded = Math.round(amount)
  return String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/**
 * "€4,000" for euro (symbol before, comma thousands), "30.000 kr" for the krone currencies (dot thousands,
 * "kr" after, joined by a no-break space so the amount never wraps away from its unit).
 */
export function formatPrice(amount: number, currency: Currency): string {
  if (currency === 'EUR') return `€${groupThousands(amount, ',')}`
  return `${groupThousands(amount, '.')}\u00a0kr`
}

/** The struck-through list price before the early-adopter discount: amount / 0.25, rounded (89 → 356). */
export function originalPrice(amount: number): number {
  return Math.round(amount / (1 - EARLY_ADOPTER_DISCOUNT))
}

/** The annual total of a monthly price: the given total, else monthly × 12. */
export function annualTotal(monthly: number, given?: number | null): number {
  return given ?? monthly * 12
}

/** The currency a page starts in: its language's (da DKK, sv SEK, no NOK, otherwise EUR). */
export function defaultCurrency(locale: Locale | string): Currency {
  return LOCALES.find((l) => l.code === locale)?.currency ?? 'EUR'
}

/** The language whose contact page a contact price leads to: EUR en, DKK da, SEK sv, NOK no. */
export function contactLocaleForCurrency(currency: Currency): Locale {
  return LOCALES.find((l) => l.currency === currency)?.code ?? 'en'
}

export function contactPathForCurrency(currency: Currency): string {
  return `/${contactLocaleForCurrency(currency)}/contact/`
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

export type ResolvedPrice =
  | { kind: 'contact'; text: string; contactHref: string }
  | {
      kind: 'amount'
      amount: number
      /** "€89" */
      price: string
      /** "€356": the list price before the discount, shown struck through. */
      original: string
      /** "€1,068" per year for a monthly plan; null for a one-time price. */
      annual: string | null
    }

/**
 * Everything a card shows about its price, in one currency. `priceText` is the plan's text for that
 * currency, or the shared contact text; `givenAnnual` an annual total the copy states, if any.
 */
export function resolvePrice(priceText: string, currency: Currency, isOneTime: boolean, givenAnnual?: number | null): ResolvedPrice {
  const amount = parsePrice(priceText)
  if (amount === null) return { kind: 'contact', text: priceText.trim(), contactHref: contactPathForCurrency(currency) }
  return {
    kind: 'amount',
    amount,
    price: formatPrice(amount, currency),
    original: formatPrice(originalPrice(amount), currency),
    annual: isOneTime ? null : formatPrice(annualTotal(amount, givenAnnual), currency),
  }
}

/** The price text of a plan in a currency, falling back to the shared contact text where there are no amounts. */
export function planPriceText(tab: PricingTab, plan: PlanKey, currency: Currency, contactText: string): string {
  return PRICE_TABLE[tab][plan]?.[currency] ?? contactText
}
