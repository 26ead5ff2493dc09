// renderer/structured-data.ts: the blocks each page gets, the FAQ read from the home copy, breadcrumbs
// from the route table, and JSON that cannot break out of its script element.
import { describe, expect, it } from 'vitest'
import { FAQ_QUESTIONS } from '../../components/lib/facts/faq'
import { breadcrumbTrail, faqItems, jsonLdScript, structuredData, type JsonLd } from '../../renderer/structured-data'
import { createI18n } from '../../components/lib/i18n'
import { parseSiteConfig } from '../../components/lib/site-config'
import { routeById } from '../../components/lib/routes'

const now = new Date('2026-11-22T10:00:00Z')
const config = parseSiteConfig({ SITE_ORIGIN: 'https://giftroll.example', OFFER_VALID_UNTIL: '2027-06-30' }, now)
// The blocks as the page carries them: JSON, read back without their schema.org types.
const asJson = (blocks: JsonLd[]): Record<string, any>[] => JSON.parse(JSON.stringify(blocks))
const types = (blocks: Record<string, unknown>[]) => blocks.map((b) => b['@type'])

describe('structuredData', () => {
  it('home: Organization, WebSite, SoftwareApplication with the free offer and rating, FAQPage', () => {
    const i18n = createI18n('da', config)
    const blocks = asJson(structuredData({ locale: 'da', route: routeById('home'), config, i18n, isRootPage: false }))
    // Every question of the FAQ table, in the page's language.
    expect(faqItems(i18n, 'da')).toHaveLength(FAQ_QUESTIONS.length)
    expect(types(blocks)).toEqual(['Organization', 'WebSite', 'SoftwareApplication', 'FAQPage'])
    const app = blocks[2] as Record<string, any>
    expect(app.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'EUR', priceValidUntil: '2027-06-30' })
    expect(app.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.8, ratingCount: 127 })
    expect(app.inLanguage).toBe('da')
    expect((blocks[0] as Record<string, unknown>).foundingDate).toBe('2024')
  })

  it('home: no aggregateRating when RATING_COUNT is 0', () => {
    const unrated = parseSiteConfig({ SITE_ORIGIN: 'https://giftroll.example', RATING_COUNT: '0' }, now)
    const i18n = createI18n('en', unrated)
    const app = asJson(structuredData({ locale: 'en', route: routeById('home'), config: unrated, i18n, isRootPage: false }))[2] as Record<
      string,
      any
    >
    expect(app['@type']).toBe('SoftwareApplication')
    expect(app).not.toHaveProperty('aggregateRating')
  })

  it('an inner page: a BreadcrumbList from home to the page, in the page language', () => {
    const i18n = createI18n('sv', config)
    const blocks = asJson(structuredData({ locale: 'sv', route: routeById('use-case:events-activities'), config, i18n, isRootPage: false }))
    expect(types(blocks)).toEqual(['Organization', 'WebSite', 'BreadcrumbList'])
    expect((blocks[2] as Record<string, any>).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startsida', item: 'https://giftroll.example/sv/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: i18n.t('common:useCase.events-activities'),
        item: 'https://giftroll.example/sv/use-cases/events-activities/',
      },
    ])
  })

  it('no blocks on the pages outside the language folders', () => {
    const i18n = createI18n('en', config)
    expect(structuredData({ locale: 'en', route: routeById('language-select'), config, i18n, isRootPage: true })).toEqual([])
    expect(structuredData({ locale: 'en', route: routeById('not-found'), config, i18n, isRootPage: true })).toEqual([])
  })
})

describe('faqItems', () => {
  it('reads the FAQ list as plain text, with the brand filled in', () => {
    const i18n = createI18n('da', config)
    const items = faqItems(i18n, 'da')
    expect(items).toHaveLength(FAQ_QUESTIONS.length)
    for (const item of items) {
      expect(item.question).not.toMatch(/[<>]|\{\{/)
      expect(item.answer).not.toMatch(/[<>]|\{\{/)
    }
    expect(items.some((item) => item.question.includes(config.brandName))).toBe(true)
  })
})

describe('breadcrumbTrail', () => {
  it('starts at home and ends at the page', () => {
    expect(breadcrumbTrail(routeById('contact')).map((r) => r.id)).toEqual(['home', 'contact'])
    expect(breadcrumbTrail(routeById('home')).map((r) => r.id)).toEqual(['home'])
  })
})

describe('jsonLdScript', () => {
  it('escapes <, > and & so the data cannot close its element, and still parses to the same value', () => {
    const data: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: '</script><script>alert(1)</script> & <!-- x -->',
    }
    const html = jsonLdScript(data)
    const inner = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? ''
    expect(inner).not.toMatch(/[<>&]/)
    expect(JSON.parse(inner)).toEqual(data)
  })
})
