/**
 * The site's languages as copy says them: each named in the page's own language, its own first, then the rest
 * in the table's order, joined as that language joins a list ("dansk, engelsk, svensk og norsk"). Copy writes
 * `{{languages}}` (components/lib/i18n.ts fills it) instead of naming or counting the languages, so it stays
 * true when the table (./locales.ts) gains one; tests/unit/language-mentions.test.ts holds the copy to that.
 */
import { LOCALES, localeEntry, type Locale } from './locales'
import { PSEUDO_LOCALE } from './pseudo'

export function languageList(locale: Locale): string {
  const own = localeEntry(locale)
  const names = new Intl.DisplayNames([own.dateLocale], { type: 'language' })
  // The pseudo language is a test of the others, not a language to offer.
  const languages = LOCALES.filter((entry) => entry.code !== PSEUDO_LOCALE.code)
  const ordered = [own, ...languages.filter((entry) => entry.code !== own.code)]
  return new Intl.ListFormat(own.dateLocale, { type: 'conjunction' }).format(ordered.map((entry) => names.of(entry.lang) ?? entry.nativeName))
}
