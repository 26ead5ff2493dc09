/**
 * The pseudo language, for testing only (as Chrome's and Android's `en-XA`): `PSEUDO_LOCALE=1 npm run build`
 * adds a language `xx` whose strings are generated from English at build time, every letter accented, each
 * string about 35 % longer and wrapped in visible markers. A string a component writes in English instead of
 * reading it from the locale files then shows up plain on an `/xx/` page, and a box too small for a longer
 * language overflows there. A normal build never contains it.
 */

/** Whether this build adds the pseudo language: Vite defines `__PSEUDO_LOCALE__` for the pages and their
 *  scripts; the build's Node steps and the tests read the environment. */
declare const __PSEUDO_LOCALE__: boolean | undefined
export const PSEUDO_ENABLED: boolean =
  typeof __PSEUDO_LOCALE__ !== 'undefined'
    ? __PSEUDO_LOCALE__
    : typeof process !== 'undefined' && typeof process.env === 'object' && process.env.PSEUDO_LOCALE === '1'

export const PSEUDO_LOCALE = {
  code: 'xx',
  // The URL says xx; the markup says what it is, English pseudo-localized (a valid tag, as Chrome's en-XA).
  lang: 'en-XA',
  label: 'XX',
  nativeName: 'Ƥšéûðö',
  defaultCurrency: 'EUR',
  ogLocale: 'en_XA',
  dateLocale: 'en-GB',
  legalText: 'en',
  // Writes euros the way German and Finnish pages do, so the per-language amount format is exercised.
  amountFormats: { EUR: { symbol: '€', symbolFirst: false, thousands: '\u00a0' } },
} as const

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] ?? letter,
  ]),
)
/** Placeholders ({{brand}}), markup the copy carries (<mail>…</mail>) and entities stay as they are. */
const KEEP = /(\{\{[^}]+\}\}|<[^>]+>|&[a-z]+;)/g
const PADDING = ' ŀöŕéɱ îþšûɱ ðöļöŕ šîţ áɱéţ çöñšéçţéţûŕ'

/** One English string in the pseudo language: accented, about 35 % longer, between ⟦ and ⟧. */
export function pseudoLocalize(text: string): string {
  if (!text.trim()) return text
  // Split by a capturing pattern: what it keeps sits at the odd places.
  const accented = text
    .split(KEEP)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')))
    .join('')
  const visible = text.replace(KEEP, '').length
  const padding = PADDING.slice(0, Math.max(0, Math.round(visible * 0.35))).trimEnd()
  return `⟦${accented}${padding}⟧`
}

/** A locale file's messages in the pseudo language (strings and lists of strings). */
export function pseudoMessages<T extends Record<string, unknown>>(messages: T): T {
  const convert = (value: unknown): unknown =>
    typeof value === 'string'
      ? pseudoLocalize(value)
      : Array.isArray(value)
        ? value.map(convert)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v)]))
          : value
  return convert(messages) as T
}
