/**
 * The plans, their amounts and the rules that turn them into what a card shows. All of it runs at build
 * time: the pricing island receives every display string ready-made (see ./pricing-view.ts).
 */
import { LOCALES, type Currency, type Locale } from '../../locales/locales'

export const CURRENCIES: readonly Currency[] = LOCALES.map((l) => l.currency)
export const PLAN_KEYS = ['smallEvent', 'mediumEvent', 'largeEvent'] as const
export type PlanKey = (typeof PLAN_KEYS)[number]
export const PRICING_TABS = ['enterprise', 'events'] as const
export type PricingTab = (typeof PRICING_TABS)[number]

/** The early-adopter discount every card carries (75 %): the amount paid is 25 % of the list price. */
export const EARLY_ADOPTER_DISCOUNT = 0.75

/** A plan without amounts: its card says "let's talk" and leads to the contact page. */
export const CONTACT = 'contact'
export type PlanPrice = Record<Currency, number> | typeof CONTACT

/** What a customer pays (after the early-adopter discount); the krone currencies share one amount. */
export const PRICE_TABLE: Record<PricingTab, Record<PlanKey, PlanPrice>> = {
  // Subscription, billed annually (monthly amounts).
  enterprise: {
    smallEvent: { EUR: 89, DKK: 650, SEK: 650, NOK: 650 },
    mediumEvent: { EUR: 449, DKK: 3300, SEK: 3300, NOK: 3300 },
    largeEvent: CONTACT,
  },
  // One-time event, one campaign each.
  events: {
    smallEvent: { EUR: 670, DKK: 5000, SEK: 5000, NOK: 5000 },
    mediumEvent: { EUR: 4000, DKK: 30000, SEK: 30000, NOK: 30000 },
    largeEvent: CONTACT,
  },
}

/** The tab whose plans are one-time prices (one event); the other tab's plans bill per month or per year. */
export function isOneTimeTab(tab: PricingTab): boolean {
  return tab === 'events'
}

/** The accent colour per plan: blue for small, yellow for large, none for medium. */
export function planAccent(plan: PlanKey): 'blue' | 'yellow' | null {
  if (plan === 'smallEvent') return 'blue'
  if (plan === 'largeEvent') return 'yellow'
  return null
}

export function isPopularPlan(plan: PlanKey): boolean {
  return plan === 'mediumEvent'
}

/**
 * How each currency writes an amount, whatever the page's language: euro with the symbol first and comma
 * thousands, the krone currencies with "kr" after and dot thousands. Each borrows the grouping of a
 * locale that writes it that way; the no-break space keeps an amount from wrapping away from its unit.
 */
const AMOUNT_FORMATS: Record<Currency, { grouping: Intl.NumberFormat; write: (digits: string) => string }> = {
  EUR: { grouping: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }), write: (digits) => `€${digits}` },
  DKK: { grouping: new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 }), write: (digits) => `${digits}\u00a0kr` },
  SEK: { grouping: new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 }), write: (digits) => `${digits}\u00a0kr` },
  NOK: { grouping: new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 }), write: (digits) => `${digits}\u00a0kr` },
}

/** "€4,000" for euro, "30.000 kr" for the krone currencies; whole units. */
export function formatPrice(amount: number, currency: Currency): string {
  const { grouping, write } = AMOUNT_FORMATS[currency]
  return write(grouping.format(Math.round(amount)))
}

/** The struck-through list price before the early-adopter discount: amount / 0.25, rounded (89 → 356). */
export function originalPrice(amount: number): number {
  return Math.round(amount / (1 - EARLY_ADOPTER_DISCOUNT))
}

/** The annual total of a monthly price: monthly × 12. */
export function annualTotal(monthly: number): number {
  return monthly * 12
}

/** The currency a page starts in: its language's (da DKK, sv SEK, no NOK, otherwise EUR). */
export function defaultCurrency(locale: Locale): Currency {
  return LOCALES.find((l) => l.code === locale)?.currency ?? 'EUR'
}

/** The language whose contact page a contact price leads to: EUR en, DKK da, SEK sv, NOK no. */
export function contactLocaleForCurrency(currency: Currency): Locale {
  return LOCALES.find((l) => l.currency === currency)?.code ?? 'en'
}
