/**
 * The one table of languages. Routing, pre-rendering, the language switcher, hreflang, Open Graph and the
 * pricing's starting currency all read it; nothing else may list the languages. What belongs to a market
 * rather than a language (the currencies) is its own table, locales/currencies.ts.
 */
import type { AmountFormat, Currency } from './currencies'
import { PSEUDO_ENABLED, PSEUDO_LOCALE } from './pseudo'

const LANGUAGES = [
  { code: 'en', lang: 'en', label: 'EN', nativeName: 'English', defaultCurrency: 'EUR', ogLocale: 'en_GB', dateLocale: 'en-GB', legalText: 'en' },
  { code: 'da', lang: 'da', label: 'DA', nativeName: 'Dansk', defaultCurrency: 'DKK', ogLocale: 'da_DK', dateLocale: 'da-DK', legalText: 'da' },
  { code: 'sv', lang: 'sv', label: 'SV', nativeName: 'Svenska', defaultCurrency: 'SEK', ogLocale: 'sv_SE', dateLocale: 'sv-SE', legalText: 'en' },
  {
    code: 'no',
    lang: 'no',
    label: 'NO',
    nativeName: 'Norsk',
    defaultCurrency: 'NOK',
    ogLocale: 'nb_NO',
    dateLocale: 'nb-NO',
    legalText: 'en',
    // Browsers say Norwegian as nb (Bokmål), nn (Nynorsk) or no.
    languageTags: ['nb', 'nn'],
  },
] as const

/** The site's languages; a pseudo-language build (locales/pseudo.ts) adds `xx` for the tests. */
export const LOCALES: readonly (LanguageEntry | typeof PSEUDO_LOCALE)[] = PSEUDO_ENABLED ? [...LANGUAGES, PSEUDO_LOCALE] : LANGUAGES
type LanguageEntry = (typeof LANGUAGES)[number]

export type LocaleEntry = (typeof LOCALES)[number]
export type Locale = LocaleEntry['code']
export type { Currency } from './currencies'

/** How a language writes an amount in a currency: its own way where its entry says so (`amountFormats`), else
 *  the currency's. */
export function amountFormatIn(code: Locale, currency: Currency, fallback: AmountFormat): AmountFormat {
  const entry = localeEntry(code)
  const own = 'amountFormats' in entry ? (entry.amountFormats as Partial<Record<Currency, AmountFormat>>) : undefined
  return own?.[currency] ?? fallback
}

export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value)
}

/** The language whose contact page a plan without amounts leads to in `currency`: the first that starts in it
 *  (EUR → en, DKK → da), else the default. */
export function contactLocaleFor(currency: Currency): Locale {
  return LOCALES.find((l) => l.defaultCurrency === currency)?.code ?? DEFAULT_LOCALE
}

export function localeEntry(code: Locale): LocaleEntry {
  const entry = LOCALES.find((l) => l.code === code)
  if (!entry) throw new Error(`Unknown locale ${code}`)
  return entry
}

/** The one rule from a browser's language tag to ours: its primary subtag ("nb" of "nb-NO"), looked up here.
 *  Each language answers to its own code and to the `languageTags` its table entry lists. */
export const LOCALE_BY_PRIMARY_SUBTAG: Readonly<Record<string, Locale>> = Object.fromEntries(
  LOCALES.flatMap((l) => [l.code, ...('languageTags' in l ? l.languageTags : [])].map((tag) => [tag, l.code])),
)

/** Browser language tags ("nb-NO", "da", "sv-FI") to one of ours, by LOCALE_BY_PRIMARY_SUBTAG. */
export function localeFromLanguageTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return Object.prototype.hasOwnProperty.call(LOCALE_BY_PRIMARY_SUBTAG, primary) ? (LOCALE_BY_PRIMARY_SUBTAG[primary] ?? null) : null
}
