// Every language's page states the same facts as the English one: the same figures in its text, the same plan
// features and FAQ questions (by the language-neutral ids the markup carries), the same promises (`data-fact`) and
// the same links off the site. Copy is written natively in each language (README.md, "Copy and glossary"), so the
// words differ; what they say may not. Static checks on the built files: no browser page is needed.
import { test, expect } from '@playwright/test'
import { ALL_PAGES, CONTENT_PAGES, LOCALES, LOCALE_CODES, config, readBuilt, type BuiltPage, type Locale } from './support/site'
import { DEFAULT_LOCALE } from '../../locales/locales'
import { CURRENCIES } from '../../locales/currencies'
import {
  BY_COUNTRY_FACTS,
  difference,
  factValues,
  faqItems,
  figureRules,
  figuresOf,
  outsideLinks,
  parseHtml,
  planFeatures,
  type HtmlElement,
} from './support/facts'

/** Every localized page: each content page and the 404. */
const ROUTE_IDS = [...new Set(CONTENT_PAGES.map((page) => page.route!.id)), 'not-found' as const]
/** The page that holds the pricing cards and the FAQ: a build where it has none fails rather than passes. */
const HOME = 'home'

const rules = figureRules({
  literals: [config.contactPhone, config.companyRegNo],
  rating: config.rating,
  dateLocales: LOCALES.map((entry) => entry.dateLocale),
  currencySymbols: CURRENCIES.map((currency) => currency.format.symbol),
})

/** A route's page in each language, English first. */
function pagesOf(id: string): BuiltPage[] {
  const locales = [DEFAULT_LOCALE, ...LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE)]
  return locales.map((locale) => {
    const page = ALL_PAGES.find((p) => p.route?.id === id && p.locale === locale)
    if (!page) throw new Error(`No ${locale} page for ${id}`)
    return page
  })
}

const parsed = new Map<string, HtmlElement>()
function documentOf(page: BuiltPage): HtmlElement {
  if (!parsed.has(page.url)) parsed.set(page.url, parseHtml(readBuilt(page.url)))
  return parsed.get(page.url)!
}

const list = (items: readonly string[]) => `[${items.join(', ')}]`

/** Each language's list against English's, as lines naming what only one of them has (empty when they agree). */
function differencesFrom(english: readonly string[], pages: readonly BuiltPage[], read: (page: BuiltPage) => readonly string[]): string[] {
  return pages.flatMap((page) => {
    const own = read(page)
    const onlyHere = difference(own, english)
    const onlyEnglish = difference(english, own)
    if (!onlyHere.length && !onlyEnglish.length) return []
    return [`${page.locale} (${page.url}): only in ${page.locale} ${list(onlyHere)}; only in ${DEFAULT_LOCALE} ${list(onlyEnglish)}`]
  })
}

/** A by-country fact (the tax authority's link) that English leaves out, written for no one country, is compared
 *  in no language; one English states, every language must. */
function withoutFactsEnglishLeavesOut(english: readonly string[]): (values: readonly string[]) => string[] {
  const leftOut = BY_COUNTRY_FACTS.filter((fact) => !english.includes(fact))
  return (values) => values.filter((value) => !leftOut.includes(value))
}

for (const id of ROUTE_IDS) {
  test.describe(`${id}: every language states what English states`, () => {
    // A figure counts once per page: native copy repeats one a different number of times (the Danish large-plan
    // card restates the launch discount; the English contact page gives the opening hours in its lead and again
    // beside the phone number) without stating another fact. Where the count matters, the lines carry ids and
    // are compared one by one below (plan features, FAQ questions, promises).
    test('the same figures', () => {
      const [english, ...others] = pagesOf(id)
      const figures = (page: BuiltPage) => [...new Set(figuresOf(readBuilt(page.url), rules))]
      expect(differencesFrom(figures(english!), others, figures), `figures on ${id} that not every language states`).toEqual([])
    })

    test('the same plan features, line by line', () => {
      const pages = pagesOf(id)
      const cards = new Map(pages.map((page) => [page.locale, planFeatures(documentOf(page))]))
      const english = cards.get(DEFAULT_LOCALE)!
      if (id === HOME) expect(english.length, 'the English home page has pricing cards ([data-plan])').toBeGreaterThan(0)
      const problems: string[] = []
      for (const page of pages) {
        const own = cards.get(page.locale)!
        for (const card of own.filter((c) => c.missing.length)) {
          problems.push(`${page.locale} ${card.card}: feature lines without data-feature: ${list(card.missing.map((line) => `"${line}"`))}`)
        }
        if (page.locale === DEFAULT_LOCALE) continue
        const key = (c: { card: string }) => c.card
        if (own.map(key).join() !== english.map(key).join()) {
          problems.push(`${page.locale}: cards ${list(own.map(key))}, ${DEFAULT_LOCALE} has ${list(english.map(key))}`)
        }
        for (const card of own) {
          const reference = english.find((c) => c.card === card.card)
          const ids = (c: { features: (string | null)[] }) => c.features.map((f) => f ?? '(none)')
          if (reference && ids(card).join() !== ids(reference).join()) {
            problems.push(`${page.locale} ${card.card}: features ${list(ids(card))}, ${DEFAULT_LOCALE} has ${list(ids(reference))}`)
          }
        }
      }
      expect(problems, `plan features on ${id}`).toEqual([])
    })

    test('the same FAQ questions, in the same order', () => {
      const pages = pagesOf(id)
      const items = new Map(pages.map((page) => [page.locale, faqItems(documentOf(page))]))
      const english = items.get(DEFAULT_LOCALE)!
      if (id === HOME) expect(english.length, 'the English home page has FAQ items (details[name="faq"])').toBeGreaterThan(0)
      const ids = (locale: Locale) => items.get(locale)!.map((item) => item.id ?? '(none)')
      const problems: string[] = []
      for (const page of pages) {
        const unmarked = items.get(page.locale)!.filter((item) => !item.id)
        if (unmarked.length)
          problems.push(`${page.locale}: FAQ items without data-faq: ${list(unmarked.map((item) => `"${item.question}"`))}`)
        if (page.locale !== DEFAULT_LOCALE && ids(page.locale).join() !== ids(DEFAULT_LOCALE).join()) {
          problems.push(`${page.locale}: questions ${list(ids(page.locale))}, ${DEFAULT_LOCALE} has ${list(ids(DEFAULT_LOCALE))}`)
        }
      }
      expect(problems, `FAQ questions on ${id}`).toEqual([])
    })

    test('the same promises (data-fact)', () => {
      const [english, ...others] = pagesOf(id)
      const compared = withoutFactsEnglishLeavesOut(factValues(documentOf(english!)))
      const facts = (page: BuiltPage) => compared(factValues(documentOf(page)))
      expect(differencesFrom(facts(english!), others, facts), `data-fact values on ${id}`).toEqual([])
    })

    test('the same links off the site', () => {
      const [english, ...others] = pagesOf(id)
      const compared = withoutFactsEnglishLeavesOut(outsideLinks(documentOf(english!), config.siteOrigin))
      const links = (page: BuiltPage) => compared(outsideLinks(documentOf(page), config.siteOrigin))
      expect(differencesFrom(links(english!), others, links), `links off the site on ${id}`).toEqual([])
    })
  })
}
