// The pricing rules (docs/decisions.md §18) for every currency, both tabs and all three plans.
import { describe, expect, it } from 'vitest'
import {
  CONTACT,
  CURRENCIES,
  PLAN_KEYS,
  PRICE_TABLE,
  PRICING_TABS,
  annualTotal,
  contactLocaleForCurrency,
  defaultCurrency,
  formatPrice,
  isOneTimeTab,
  spokenPrice,
  isPopularPlan,
  originalPrice,
  planAccent,
} from './pricing'
import { priceView, pricingProps } from './pricing-view'
import { createI18n } from '../lib/i18n'
import { LOCALES, amountFormatIn } from '../../locales/locales'
import { currencyEntry } from '../../locales/currencies'
import { parseSiteConfig } from '../lib/site-config'

const i18n = createI18n('en', parseSiteConfig({}))

const NBSP = '\u00a0'
const kr = (text: string) => `${text}${NBSP}kr`

// What each card shows, written out by hand: [price, struck-through original, annual total or null].
const EXPECTED = {
  enterprise: {
    smallEvent: {
      EUR: ['€89', '€356', '€1,068'],
      DKK: [kr('650'), kr('2.600'), kr('7.800')],
      SEK: [kr('650'), kr('2.600'), kr('7.800')],
      NOK: [kr('650'), kr('2.600'), kr('7.800')],
    },
    mediumEvent: {
      EUR: ['€449', '€1,796', '€5,388'],
      DKK: [kr('3.300'), kr('13.200'), kr('39.600')],
      SEK: [kr('3.300'), kr('13.200'), kr('39.600')],
      NOK: [kr('3.300'), kr('13.200'), kr('39.600')],
    },
  },
  events: {
    smallEvent: {
      EUR: ['€670', '€2,680', null],
      DKK: [kr('5.000'), kr('20.000'), null],
      SEK: [kr('5.000'), kr('20.000'), null],
      NOK: [kr('5.000'), kr('20.000'), null],
    },
    mediumEvent: {
      EUR: ['€4,000', '€16,000', null],
      DKK: [kr('30.000'), kr('120.000'), null],
      SEK: [kr('30.000'), kr('120.000'), null],
      NOK: [kr('30.000'), kr('120.000'), null],
    },
  },
} as const

describe('pricing: every tab, plan and currency', () => {
  for (const tab of PRICING_TABS) {
    for (const plan of PLAN_KEYS) {
      for (const currency of CURRENCIES) {
        it(`${tab} / ${plan} / ${currency}`, () => {
          const view = priceView(PRICE_TABLE[tab][plan], currency, isOneTimeTab(tab), i18n)
          if (plan === 'largeEvent') {
            expect(view).toEqual({ kind: 'contact', href: `/${contactLocaleForCurrency(currency)}/contact/` })
            return
          }
          const [price, original, annual] = EXPECTED[tab][plan][currency]
          const billing = annual ? `${annual} billed annually` : 'One-time payment'
          expect(view).toMatchObject({ kind: 'amount', price, original, billing })
        })
      }
    }
  }

  it('covers four currencies in the order of the language table', () => {
    expect(CURRENCIES).toEqual(['EUR', 'DKK', 'SEK', 'NOK'])
  })

  it('holds the product’s amounts (krone currencies share one amount)', () => {
    expect(PRICE_TABLE.enterprise.smallEvent).toEqual({ EUR: 89, DKK: 650, SEK: 650, NOK: 650 })
    expect(PRICE_TABLE.enterprise.mediumEvent).toEqual({ EUR: 449, DKK: 3300, SEK: 3300, NOK: 3300 })
    expect(PRICE_TABLE.events.smallEvent).toEqual({ EUR: 670, DKK: 5000, SEK: 5000, NOK: 5000 })
    expect(PRICE_TABLE.events.mediumEvent).toEqual({ EUR: 4000, DKK: 30000, SEK: 30000, NOK: 30000 })
    expect(PRICE_TABLE.enterprise.largeEvent).toBe(CONTACT)
    expect(PRICE_TABLE.events.largeEvent).toBe(CONTACT)
  })
})

describe('contact prices', () => {
  it('lead to the contact page of the currency’s language', () => {
    expect(priceView(CONTACT, 'DKK', false, i18n)).toEqual({ kind: 'contact', href: '/da/contact/' })
    expect(CURRENCIES.map(contactLocaleForCurrency)).toEqual(['en', 'da', 'sv', 'no'])
  })
})

describe('formatting', () => {
  it('puts € before euro amounts with a comma thousands separator', () => {
    expect(formatPrice(89, 'EUR')).toBe('€89')
    expect(formatPrice(4000, 'EUR')).toBe('€4,000')
    expect(formatPrice(1234567, 'EUR')).toBe('€1,234,567')
  })

  it('puts kr after krone amounts with a dot thousands separator', () => {
    for (const currency of ['DKK', 'SEK', 'NOK'] as const) {
      expect(formatPrice(650, currency)).toBe(kr('650'))
      expect(formatPrice(30000, currency)).toBe(kr('30.000'))
      expect(formatPrice(1200000, currency)).toBe(kr('1.200.000'))
    }
  })

  it('rounds to whole units', () => {
    expect(formatPrice(999.5, 'EUR')).toBe('€1,000')
    expect(formatPrice(0.4, 'DKK')).toBe(kr('0'))
  })
})

describe('prices for the ear', () => {
  const spoken = (locale: 'en' | 'da' | 'sv' | 'no', tab: 'enterprise' | 'events', currency: 'EUR' | 'DKK' | 'SEK' | 'NOK') =>
    priceView(PRICE_TABLE[tab].mediumEvent, currency, isOneTimeTab(tab), createI18n(locale, parseSiteConfig({})))

  it('name the currency, group the digits as the page’s language does and say the month in words', () => {
    expect(spoken('en', 'enterprise', 'SEK')).toMatchObject({
      price: kr('3.300'),
      spoken: {
        price: '3,300 Swedish kronor per month',
        original: '13,200 Swedish kronor',
        billing: '39,600 Swedish kronor billed annually',
      },
    })
    expect(spoken('en', 'enterprise', 'EUR')).toMatchObject({ spoken: { price: '449 euros per month', original: '1,796 euros' } })
    expect(spoken('da', 'enterprise', 'DKK')).toMatchObject({
      spoken: { price: '3.300 danske kroner pr. måned', billing: 'Betales årligt: 39.600 danske kroner' },
    })
    expect(spoken('sv', 'events', 'NOK')).toMatchObject({
      spoken: { price: `30${NBSP}000 norska kronor`, original: `120${NBSP}000 norska kronor`, billing: 'Betalas en gång' },
    })
    expect(spoken('no', 'events', 'DKK')).toMatchObject({ spoken: { price: `30${NBSP}000 danske kroner` } })
  })

  it('write no slash and no symbol', () => {
    for (const locale of ['en', 'da', 'sv', 'no'] as const)
      for (const tab of PRICING_TABS)
        for (const currency of CURRENCIES) {
          const view = spoken(locale, tab, currency)
          if (view.kind !== 'amount') throw new Error('an amount was expected')
          expect(Object.values(view.spoken).join(' ')).not.toMatch(/\/|€|\bkr\b/)
        }
  })

  it('spokenPrice rounds to whole units', () => {
    expect(spokenPrice(999.6, 'euros', 'en')).toBe('1,000 euros')
    expect(spokenPrice(1200000, 'danske kroner', 'da')).toBe('1.200.000 danske kroner')
  })
})

describe('the currency selector', () => {
  it('names each currency and announces a change to it in the page’s language', () => {
    const props = pricingProps(createI18n('sv', parseSiteConfig({})), 'sv')
    expect(props.currencies.find((c) => c.code === 'DKK')).toEqual({
      code: 'DKK',
      label: 'DKK – danska kronor',
      announcement: 'Priserna visas nu i danska kronor (DKK)',
    })
    expect(pricingProps(i18n, 'en').currencies.map((c) => c.label)).toEqual([
      'EUR – euros',
      'DKK – Danish kroner',
      'SEK – Swedish kronor',
      'NOK – Norwegian kroner',
    ])
  })
})

describe('derived amounts', () => {
  it('shows the price before the 75% discount: amount / 0.25, rounded', () => {
    expect(originalPrice(89)).toBe(356)
    expect(originalPrice(449)).toBe(1796)
    expect(originalPrice(33.3)).toBe(133)
    expect(originalPrice(33.4)).toBe(134)
  })

  it('bills a monthly price annually: monthly × 12', () => {
    expect(annualTotal(89)).toBe(1068)
    expect(annualTotal(3300)).toBe(39600)
  })
})

describe('plans and defaults', () => {
  it('defaults the currency from the path language', () => {
    expect(defaultCurrency('en')).toBe('EUR')
    expect(defaultCurrency('da')).toBe('DKK')
    expect(defaultCurrency('sv')).toBe('SEK')
    expect(defaultCurrency('no')).toBe('NOK')
  })

  it('marks medium popular, small blue, large yellow', () => {
    expect(PLAN_KEYS.filter(isPopularPlan)).toEqual(['mediumEvent'])
    expect(PLAN_KEYS.map(planAccent)).toEqual(['blue', null, 'yellow'])
  })

  it('bills the enterprise tab monthly and the events tab once', () => {
    expect(isOneTimeTab('enterprise')).toBe(false)
    expect(isOneTimeTab('events')).toBe(true)
  })
})

describe('the island props', () => {
  it('carry every price of every plan, tab and currency as finished text, in the page language', () => {
    const props = pricingProps(createI18n('da', parseSiteConfig({})), 'da')
    expect(props.initialCurrency).toBe('DKK')
    expect(props.tabs.map((t) => t.id)).toEqual([...PRICING_TABS])
    const small = props.tabs[0]?.plans[0]
    expect(small?.prices.EUR).toMatchObject({ kind: 'amount', price: '€89', original: '€356', billing: expect.stringContaining('€1,068') })
    expect(small?.prices.NOK).toMatchObject({ price: kr('650') })
    expect(props.tabs[1]?.plans[2]?.prices.SEK).toEqual({ kind: 'contact', href: '/sv/contact/' })
    expect(props.startHref).toBe('/da/early-access/')
    expect(JSON.stringify(props)).not.toMatch(/\{\{\s*\w+\s*\}\}/)
  })
})

describe('a language that writes a currency its own way', () => {
  it('writes each currency as the currency table does unless its entry says otherwise', () => {
    for (const { code: locale } of LOCALES) {
      for (const currency of CURRENCIES) {
        const own = currencyEntry(currency).format
        const { symbol, symbolFirst, thousands } = amountFormatIn(locale, currency, own)
        const digits = `4${thousands}000`
        expect(formatPrice(4000, currency, locale), `${currency} on a ${locale} page`).toBe(
          symbolFirst ? `${symbol}${digits}` : `${digits}\u00a0${symbol}`,
        )
      }
    }
    // The spec's four languages keep the spec's formats.
    expect(formatPrice(4000, 'EUR', 'da')).toBe('€4,000')
    expect(formatPrice(30000, 'NOK', 'en')).toBe('30.000\u00a0kr')
  })
})
