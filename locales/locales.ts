/**
 * The one table of languages. Routing, pre-rendering, the language switcher, hreflang, Open Graph and the
 * pricing currency all read it; nothing else may list the languages.
 */
export const LOCALES = [
  { code: 'en', label: 'EN', nativeName: 'English', currency: 'EUR', ogLocale: 'en_GB', dateLocale: 'en-GB', legalText: 'en' },
  { code: 'da', label: 'DA', nativeName: 'Dansk', currency: 'DKK', ogLocale: 'da_DK', dateLocale: 'da-DK', legalText: 'da' },
  { code: 'sv', label: 'SV', nativeName: 'Svenska', currency: 'SEK', ogLocale: 'sv_SE', dateLocale: 'sv-SE', legalText: 'en' },
  {
    code: 'no',
    label: 'NO',
    nativeName: 'Norsk',
    currency: 'NOK',
    ogLocale: 'nb_NO',
    dateLocale: 'nb-NO',
    legalText: 'en',
    // Browsers say Norwegian as nb (Bokmål), nn (Nynorsk) or no.
    languageTags: ['nb', 'nn'],
  },
] as const

export type LocaleEntry = (typeof LOCALES)[number]
export type Locale = LocaleEntry['code']
export type Currency = LocaleEntry['currency']

export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value)
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
