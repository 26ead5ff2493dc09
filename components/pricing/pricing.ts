/**
 * The plans, their amounts and the rules that turn them into what a card shows. All of it runs at build
 * time: the pricing island receives every display string ready-made (see ./pricing-view.ts).
 */
import { amountFormatIn, localeEntry, type Locale } from '../../locales/locales'
import { CURRENCY_CODES, currencyEntry, type Currency } from '../../locales/currencies'

/** Every currency of the currency table, in its order: the selector offers each once. */
export const CURRENCIES: readonly Currency[] = CURRENCY_CODES
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
 * An amount as the currency table writes it (locales/currencies.ts), or as the page's language writes that
 * currency where its entry says so: "€4,000", "30.000 kr"; whole units. A no-break space keeps an amount
 * from wrapping away from its unit.
 */
export function formatPrice(amount: number, currency: Currency, locale?: Locale): string {
  const own = currencyEntry(currency).format
  const { symbol, symbolFirst, thousands } = locale ? amountFormatIn(locale, currency, own) : own
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  const signed = amount < 0 ? `-${digits}` : digits
  return symbolFirst ? `${symbol}${signed}` : `${signed}\u00a0${symbol}`
}

/**
 * An amount as it is read out on a page in `locale`: its digits as that language groups them and the
 * currency's name from the locale files ("30,000 Danish kroner", "30 000 svenska kronor"), since "30.000 kr"
 * is heard as a decimal in English and says nothing of which krone it is.
 */
export function spokenPrice(amount: number, currencyName: string, locale?: Locale): string {
  const digits = new Intl.NumberFormat(locale ? localeEntry(locale).lang : undefined, { maximumFractionDigits: 0 }).format(amount)
  return `${digits} ${currencyName}`
}

/** The struck-through list price before the early-adopter discount: amount / 0.25, rounded (89 → 356). */
export function originalPrice(amount: number): number {
  return Math.round(amount / (1 - EARLY_ADOPTER_DISCOUNT))
}

/** The annual total of a monthly price: monthly × 12. */
export function annualTotal(monthly: number): number {
  return monthly * 12
}

/** The currency a page starts in: the one its language's entry names (a type error if it is not in the currency table). */
export function defaultCurrency(locale: Locale): Currency {
  return localeEntry(locale).defaultCurrency
}
