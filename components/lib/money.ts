/** How the site writes an amount of money, for every page that shows one (the pricing cards, the FAQ's prices). */
import { amountFormatIn, type Locale } from '../../locales/locales'
import { currencyEntry, type Currency } from '../../locales/currencies'

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
