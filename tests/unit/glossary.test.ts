// The glossary (locales/glossary.json, docs/decisions.md §27) keeps each language's copy to one term per
// product concept: no locale file may use a variant the glossary lists as wrong, the price suffix and VAT
// note are the glossary's, the Nordic search copy leads with the local names of the tradition (§28), and each claim
// (the glossary's `claims`) stands only in the keys it lists, saying whose figure it is and what it is compared with.
import { describe, expect, it } from 'vitest'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALE_CODES, DEFAULT_LOCALE, localeEntry } from '../../locales/locales'
import { ENGAGEMENT_INCREASE_PERCENT } from '../../components/lib/facts/claims'

const root = join(__dirname, '..', '..', 'locales')

// The buyer's concept words come first: what their people play and the organiser runs (game), what they buy
// (plan) and the occasion a game is played for (occasion); filler names a calque to leave out.
const CONCEPTS = [
  'game',
  'plan',
  'occasion',
  'tradition',
  'roll',
  'giftPool',
  'gift',
  'player',
  'dashboard',
  'steal',
  'curse',
  'earlyAccess',
  'signIn',
  'giftPartner',
  'organiser',
  'filler',
] as const

interface LanguageGlossary {
  address: string
  searchNames: string[]
  numbers: { thousands: string; decimal: string; percent: string; price: string; monthlySuffix: string; vat: string }
  terms: Record<(typeof CONCEPTS)[number], { use: string; avoid: string[] }>
}
/** A claim the copy may make (the glossary's `claims`): where it may stand, and what each page carrying it must say. */
interface Claim {
  source: string
  measuredAgainst: string
  pattern: string
  words: Record<string, string>
  appearsOn: { page: string; keys: string[] }[]
  mustSay?: Record<string, { source: string; against: string }>
}
const { claims: claimTable, ...glossary } = JSON.parse(readFileSync(join(root, 'glossary.json'), 'utf8')) as Record<
  string,
  LanguageGlossary
> & {
  claims: Record<string, Claim | string>
}
const claims = Object.entries(claimTable).filter((entry): entry is [string, Claim] => typeof entry[1] === 'object')

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'))
/** Every string in a parsed JSON value, with the path that leads to it. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k))
  return []
}

/** The copy a language's glossary governs: its locale files, and its legal text where it has one of its own. */
function copyOf(locale: string): [string, string][] {
  const files = readdirSync(join(root, locale)).filter((f) => f.endsWith('.json'))
  const copy = files.flatMap((file) => strings(readJson(join(root, locale, file)), `${locale}/${file}:`))
  const legal = join(root, 'legal', `${locale}.json`)
  if (existsSync(legal)) copy.push(...strings(readJson(legal), `legal/${locale}.json:`))
  return copy
}

/** Is a copy path (`da/home.json:faq.items[3].answer`) under a listed key (`da/home.json:faq.items`)? */
const isAllowedUnder = (path: string, key: string) => path.startsWith(`${key}.`) || path.startsWith(`${key}[`)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A whole-word match: bounded by anything that is not a letter or a digit, ignoring case. */
const wholeWord = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'iu')

describe('glossary', () => {
  it('has every language, every concept, the address form and the number formats', () => {
    expect(Object.keys(glossary).sort()).toEqual([...LOCALE_CODES].sort())
    for (const locale of LOCALE_CODES) {
      const entry = glossary[locale]!
      expect(entry.address.length, locale).toBeGreaterThan(10)
      expect(entry.searchNames.length, locale).toBeGreaterThan(0)
      expect(Object.keys(entry.terms).sort(), locale).toEqual([...CONCEPTS].sort())
      for (const concept of CONCEPTS) expect(entry.terms[concept].use.trim(), `${locale}.${concept}`).not.toBe('')
      for (const field of ['thousands', 'decimal', 'percent', 'price', 'monthlySuffix', 'vat'] as const) {
        expect(entry.numbers[field], `${locale}.numbers.${field}`).toBeTruthy()
      }
    }
  })

  it('never lists a preferred term as a variant to avoid', () => {
    for (const locale of LOCALE_CODES) {
      for (const concept of CONCEPTS) {
        const { use, avoid } = glossary[locale]!.terms[concept]
        expect(
          avoid.map((a) => a.toLowerCase()),
          `${locale}.${concept}`,
        ).not.toContain(use.toLowerCase())
      }
    }
  })

  it('the matcher takes whole words only, across Nordic letters', () => {
    expect(wholeWord('bunken').test('Når bunken er tom')).toBe(true)
    expect(wholeWord('bunken').test('gavebunken er tom')).toBe(false)
    expect(wholeWord('sno').test('snö')).toBe(false)
    expect(wholeWord('L&D').test('for L&D-teams')).toBe(true)
  })

  it('decides each claim once: its source, what it is measured against, its words in every language and its pages', () => {
    expect(claims.map(([name]) => name)).toContain('engagement')
    for (const [name, claim] of claims) {
      expect(claim.source.trim(), name).not.toBe('')
      expect(claim.measuredAgainst.trim(), name).not.toBe('')
      expect(Object.keys(claim.words).sort(), name).toEqual([...LOCALE_CODES].sort())
      expect(claim.appearsOn.length, name).toBeGreaterThan(0)
      if (claim.mustSay) expect(Object.keys(claim.mustSay).sort(), name).toEqual([...LOCALE_CODES].sort())
      // The claim's own words are the claim: they match its pattern in every language.
      for (const locale of LOCALE_CODES) expect(claim.words[locale], `${name}.${locale}`).toMatch(new RegExp(claim.pattern, 'u'))
    }
  })

  it('the engagement claim is the figure the home page counts up to, as each language writes a percentage', () => {
    const engagement = claims.find(([name]) => name === 'engagement')![1]
    for (const locale of LOCALE_CODES) {
      const percent = new Intl.NumberFormat(localeEntry(locale).lang, { style: 'percent', maximumFractionDigits: 0 }).format(
        ENGAGEMENT_INCREASE_PERCENT / 100,
      )
      expect(percent, locale).toMatch(new RegExp(engagement.pattern, 'u'))
    }
  })

  for (const locale of LOCALE_CODES) {
    describe(locale, () => {
      const copy = copyOf(locale)
      const entry = glossary[locale]!

      it('uses none of the variants the glossary lists as wrong', () => {
        const found: string[] = []
        for (const concept of CONCEPTS) {
          for (const variant of entry.terms[concept].avoid) {
            const pattern = wholeWord(variant)
            for (const [path, text] of copy)
              if (pattern.test(text)) found.push(`${path} uses "${variant}" (${concept}: use "${entry.terms[concept].use}")`)
          }
        }
        expect(found).toEqual([])
      })

      // Paths as the glossary writes keys: `da/home.json:faq.items[3].answer`.
      const keyed = copy.map(([path, text]): [string, string] => [path.replace(':.', ':'), text])
      for (const [name, claim] of claims) {
        const allowed = claim.appearsOn.flatMap(({ keys }) => keys.map((key) => `${locale}/${key}`))
        const isAllowed = (path: string) => allowed.some((key) => path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[`))

        it(`makes the ${name} claim only in the keys the glossary lists for it`, () => {
          const pattern = new RegExp(claim.pattern, 'u')
          const outside = keyed.filter(([path, text]) => pattern.test(text) && !isAllowed(path)).map(([path]) => path)
          expect(outside).toEqual([])
        })

        it(`lists only ${name} keys that exist`, () => {
          const missing = allowed.filter((key) => !keyed.some(([path]) => path === key || isAllowedUnder(path, key)))
          expect(missing).toEqual([])
        })

        const mustSay = claim.mustSay?.[locale]
        if (mustSay) {
          it(`says with the ${name} claim, on each page that carries it, whose figure it is and what it is compared with`, () => {
            for (const { page, keys } of claim.appearsOn) {
              const text = keyed
                .filter(([path]) => keys.some((key) => isAllowedUnder(path, `${locale}/${key}`) || path === `${locale}/${key}`))
                .map(([, value]) => value)
                .join(' ')
              expect(text, `${page}: ${mustSay.source}`).toMatch(new RegExp(mustSay.source, 'iu'))
              expect(text, `${page}: ${mustSay.against}`).toMatch(new RegExp(mustSay.against, 'iu'))
            }
          })
        }
      }

      it('shows the glossary’s price suffix and VAT note', () => {
        const pricing = readJson(join(root, locale, 'pricing.json')) as Record<string, string>
        expect(pricing['price.suffix']).toBe(entry.numbers.monthlySuffix)
        expect(pricing['price.vat']).toBe(entry.numbers.vat)
      })

      if (locale !== DEFAULT_LOCALE) {
        it('leads its search copy with the local names of the tradition, and never the English ones', () => {
          const common = readJson(join(root, locale, 'common.json')) as Record<string, string>
          const seo = readJson(join(root, locale, 'seo.json')) as Record<string, string>
          const leadsWithLocalName = (text: string) => entry.searchNames.some((name) => wholeWord(name).test(text))
          expect(leadsWithLocalName(`${common['meta.home.title']} ${common['meta.home.description']}`), 'meta.home').toBe(true)
          const firstKeyword = (seo.keywords ?? '').split(',')[0]!.trim()
          expect(
            entry.searchNames.map((n) => n.toLowerCase()),
            'first keyword',
          ).toContain(firstKeyword.toLowerCase())
          const english = copy.filter(([, text]) => /white elephant|secret santa/i.test(text)).map(([path]) => path)
          expect(english).toEqual([])
        })
      }
    })
  }
})
