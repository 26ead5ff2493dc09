/**
 * The one table of languages. Routing, pre-rendering, the language switcher, hreflang, Open Graph and the
 * pricing currency all read it; nothing else may list the languages.
 */
export const LOCALES = [
  { code: 'en', label: 'EN', nativeName: 'English', currency: 'EUR', ogLocale: 'en_GB', dateLocale: 'en-GB', legalText: 'en' },
  { code: 'da', label: 'DA', nativeName: 'Dansk', currency: 'DKK', ogLocale: 'da_DK', dateLocale: 'da-DK', legalText: 'da' },
  { code: 'sv', label: 'SV', nativeName: 'Svenska', currency: 'SEK', ogLocale: 'sv_SE', dateLocale: 'sv-SE', legalText: 'en' },
  { code: 'no', label: 'NO', nativeName: 'Norsk', currency: 'NOK', ogLocale: 'nb_NO', dateLocale: 'nb-NO', legalText: 'en' },
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

/** Browser language tags ("nb-NO", "da", "sv-FI") to one of ours; Norwegian nb, nn and no all map to "no". */
export function localeFromLanguageTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  if (primary === 'nb' || primary === 'nn') return 'no'
  return isLocale(primary) ? primary : null
}
