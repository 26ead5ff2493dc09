// Copy never lists or counts the site's languages: it says {{languages}}, which the build fills from the
// language table (locales/language-list.ts), so a language added to the table is named everywhere at once and
// no sentence says "four". A single language may be named where the copy means that one (a document that
// exists only in English, Danish law); a language the table does not have may not be named at all.
import { describe, expect, it } from 'vitest'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALE_CODES, localeEntry, type Locale } from '../../locales/locales'
import { languageList } from '../../locales/language-list'
import { createI18n } from '../../components/lib/i18n'
import { faqEntries } from '../../components/lib/faq-entries'
import { parseSiteConfig } from '../../components/lib/site-config'

const root = join(__dirname, '..', '..', 'locales')
const glossary = JSON.parse(readFileSync(join(root, 'glossary.json'), 'utf8')) as Record<string, { languageCount: string }>

/** Languages a buyer's page might plausibly mention that the site does not offer. */
const OTHER_LANGUAGES = ['fi', 'is', 'de', 'fr', 'es', 'nl', 'it', 'pt', 'pl']

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
  return []
}

/** Every string a language's pages may show: its locale files and its legal text, if it has its own. */
function copyOf(locale: Locale): [string, string][] {
  const files = readdirSync(join(root, locale))
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(root, locale, f))
  const legal = join(root, 'legal', `${locale}.json`)
  if (existsSync(legal)) files.push(legal)
  return files.flatMap((file) => strings(JSON.parse(readFileSync(file, 'utf8')), file.slice(root.length + 1)))
}

/** Whole words, any case; a name used of a currency ("svenska kronor") is a currency, not a language. */
const mention = (name: string) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])(?!\\s+kron)`, 'iu')

describe('copy and the list of languages', () => {
  for (const locale of LOCALE_CODES) {
    const entry = localeEntry(locale)
    const names = new Intl.DisplayNames([entry.dateLocale], { type: 'language' })
    const offered = LOCALE_CODES.map((code) => names.of(localeEntry(code).lang) ?? code)
    const others = OTHER_LANGUAGES.map((code) => names.of(code) ?? code)
    const counts = new RegExp(`(?<![\\p{L}])${glossary[locale]!.languageCount}(?![\\p{L}])`, 'iu')

    it(`${locale}: no string lists or counts the languages, or names one the site does not have`, () => {
      const faults: string[] = []
      for (const [where, text] of copyOf(locale)) {
        const named = offered.filter((name) => mention(name).test(text))
        if (named.length > 1) faults.push(`${where} lists ${named.join(', ')}: write {{languages}}`)
        for (const name of others) if (mention(name).test(text)) faults.push(`${where} names ${name}, which the site does not offer`)
        if (counts.test(text)) faults.push(`${where} counts the languages: "${counts.exec(text)?.[0]}"`)
      }
      expect(faults).toEqual([])
    })
  }

  it('the languages are named in the page language, its own first, joined as that language joins a list', () => {
    // Intended values for today's table (en, da, sv, no): one edit here when the table changes.
    expect(languageList('en')).toBe('English, Danish, Swedish and Norwegian')
    expect(languageList('da')).toBe('dansk, engelsk, svensk og norsk')
    expect(languageList('sv')).toBe('svenska, engelska, danska och norska')
    expect(languageList('no')).toBe('norsk, engelsk, dansk og svensk')
  })

  it('the FAQ answer about languages is filled from the table in every language', () => {
    const config = parseSiteConfig({}, new Date('2026-01-01'))
    for (const locale of LOCALE_CODES) {
      const faq = faqEntries(createI18n(locale, config), locale)
      const answers = faq.filter((item) => item.answer.includes(languageList(locale)))
      expect(answers, locale).toHaveLength(1)
      expect(faq.map((item) => item.answer).join(' '), locale).not.toContain('{{')
    }
  })
})
