/**
 * The one table of currencies, apart from the languages: a language names the currency its pages start in
 * (locales/locales.ts), and a currency is offered on every page whatever the language. Each says how it writes
 * an amount; a plan without amounts leads to the contact page of the language that starts in its currency
 * (`contactLocaleFor` in ./locales.ts). A language may write a currency its own way (`amountFormats` in its
 * table entry), as a German page would write "4.000 €". This table knows no language: the language table
 * stands on it, not the other way round.
 */

export interface AmountFormat {
  symbol: string
  /** The symbol before the digits ("€4,000") or after them, joined by a no-break space ("30.000 kr"). */
  symbolFirst: boolean
  /** The thousands separator. */
  thousands: string
}

export const CURRENCIES = [
  { code: 'EUR', format: { symbol: '€', symbolFirst: true, thousands: ',' } },
  { code: 'DKK', format: { symbol: 'kr', symbolFirst: false, thousands: '.' } },
  { code: 'SEK', format: { symbol: 'kr', symbolFirst: false, thousands: '.' } },
  { code: 'NOK', format: { symbol: 'kr', symbolFirst: false, thousands: '.' } },
] as const satisfies readonly { code: string; format: AmountFormat }[]

export type CurrencyEntry = (typeof CURRENCIES)[number]
export type Currency = CurrencyEntry['code']
export const CURRENCY_CODES: readonly Currency[] = CURRENCIES.map((c) => c.code)

export function currencyEntry(code: Currency): CurrencyEntry {
  const entry = CURRENCIES.find((c) => c.code === code)
  if (!entry) throw new Error(`Unknown currency ${code}`)
  return entry
}
