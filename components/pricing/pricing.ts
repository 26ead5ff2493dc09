/**
 * The plans, their amounts and the rules that turn them into what a card shows. All of it runs at build
 * time: the pricing island receives every display string ready-made (see ./pricing-view.ts).
 */
import { localeEntry, type Locale } from '../../locales/locales'
import { CURRENCY_CODES, type Currency } from '../../locales/currencies'
import { LAUNCH_OFFER } from '../lib/facts/launch-offer'

/** Every currency of the currency table, in its order: the selector offers each once. */
export const CURRENCIES: readonly Currency[] = CURRENCY_CODES

/**
 * An amount as it is read out on a page in `locale`: its digits as that language groups them and the
 * currency's name from the locale files ("30,000 Danish kroner", "30 000 svenska kronor"), since "30.000 kr"
 * is heard as a decimal in English and says nothing of which krone it is.
 */
export function spokenPrice(amount: number, currencyName: string, locale?: Locale): string {
  const digits = new Intl.NumberFormat(locale ? localeEntry(locale).lang : undefined, { maximumFractionDigits: 0 }).format(amount)
  return `${digits} ${currencyName}`
}

/** The struck-through list price, before the launch offer's discount: the amount paid over the share left, rounded. */
export function originalPrice(amount: number): number {
  return Math.round(amount / (1 - LAUNCH_OFFER.discount))
}

/** The annual total of a monthly price: monthly × 12. */
export function annualTotal(monthly: number): number {
  return monthly * 12
}

/** The currency a page starts in: the one its language's entry names (a type error if it is not in the currency table). */
export function defaultCurrency(locale: Locale): Currency {
  return localeEntry(locale).defaultCurrency
}
