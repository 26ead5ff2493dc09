// The pricing rules (docs/decisions.md §18) for every currency, both tabs and all three plans.
import { describe, expect, it } from 'vitest'
import { CURRENCIES, annualTotal, defaultCurrency, spokenPrice, originalPrice } from './pricing'
import { formatPrice } from '../lib/money'
import {
  CONTACT,
  PLANS,
  PLAN_TIERS,
  PRICING_MODELS,
  isOneOff,
  isPopularPlan,
  planAccent,
  type PlanTier,
  type PricingModel,
} from '../lib/facts/plans'
import { priceView, pricingProps } from './pricing-view'
import { createI18n } from '../lib/i18n'
import { LOCALES, amountFormatIn, contactLocaleFor } from '../../locales/locales'
import { currencyEntry, type Currency } from '../../locales/currencies'
import { parseSiteConfig } from '../lib/site-config'

const i18n = createI18n('en', parseSiteConfig({}))

const NBSP = '\u00a0'
const kr = (text: string) => `${text}${NBSP}kr`

/** An amount as the spec writes it ("€4,000", "30.000 kr"), by hand rather than by the code under test. */
function shown(amount: number, currency: Currency): string {
  const digits = (separator: string) => String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, separator)
  return currency === 'EUR' ? `€${digits(',')}` : kr(digits('.'))
}

/** An amount as a language writes it in running text (the spoken form's digits). */
const number = (amount: number, lang: string) => new Intl.NumberFormat(lang).format(amount)

/** The amount of a plan that has one (the amounts themselves are stated in tests/unit/intended-values.test.ts). */
function amountOf(tab: PricingModel, plan: PlanTier, currency: Currency): number {
  const price = PLANS[tab][plan].price
  if (price === CONTACT) throw new Error(`${tab}/${plan} has no amount`)
  return price[currency]
}

describe('pricing: every tab, plan and currency', () => {
  for (const tab of PRICING_MODELS) {
    for (const plan of PLAN_TIERS) {
      for (const currency of CURRENCIES) {
        it(`${tab} / ${plan} / ${currency}`, () => {
          const view = priceView(PLANS[tab][plan].price, currency, isOneOff(tab), i18n)
          if (plan === 'large-organisation') {
            expect(view).toEqual({ kind: 'contact', href: `/${contactLocaleFor(currency)}/contact/` })
            return
          }
          const amount = amountOf(tab, plan, currency)
          const billing = isOneOff(tab) ? i18n.t('price.oneTime', { ns: 'pricing' }) : `${shown(amount * 12, currency)} billed annually`
          expect(view).toMatchObject({ kind: 'amount', price: shown(amount, currency), original: shown(amount * 4, currency), billing })
        })
      }
    }
  }

  it('covers four currencies in the order of the language table', () => {
    expect(CURRENCIES).toEqual(['EUR', 'DKK', 'SEK', 'NOK'])
  })

  it('the krone currencies share one amount; large plans have none', () => {
    for (const tab of PRICING_MODELS) {
      for (const plan of ['small-team', 'company'] as const) {
        const amount = amountOf(tab, plan, 'DKK')
        expect([amountOf(tab, plan, 'SEK'), amountOf(tab, plan, 'NOK')]).toEqual([amount, amount])
      }
      expect(PLANS[tab]['large-organisation'].price).toBe(CONTACT)
    }
  })
})

describe('contact prices', () => {
  it('lead to the contact page of the currency’s language', () => {
    expect(priceView(CONTACT, 'DKK', false, i18n)).toEqual({ kind: 'contact', href: '/da/contact/' })
    expect(CURRENCIES.map(contactLocaleFor)).toEqual(['en', 'da', 'sv', 'no'])
  })
})

describe('formatting', () => {
  it('puts € before euro amounts with a comma thousands separator', () => {
    expect(formatPrice(12, 'EUR')).toBe('€12')
    expect(formatPrice(7000, 'EUR')).toBe('€7,000')
    expect(formatPrice(1234567, 'EUR')).toBe('€1,234,567')
  })

  it('puts kr after krone amounts with a dot thousands separator', () => {
    for (const currency of ['DKK', 'SEK', 'NOK'] as const) {
      expect(formatPrice(123, currency)).toBe(kr('123'))
      expect(formatPrice(70000, currency)).toBe(kr('70.000'))
      expect(formatPrice(1200000, currency)).toBe(kr('1.200.000'))
    }
  })

  it('rounds to whole units', () => {
    expect(formatPrice(999.5, 'EUR')).toBe('€1,000')
    expect(formatPrice(0.4, 'DKK')).toBe(kr('0'))
  })
})

describe('prices for the ear', () => {
  const spoken = (locale: 'en' | 'da' | 'sv' | 'no', tab: 'subscription' | 'one-off', currency: 'EUR' | 'DKK' | 'SEK' | 'NOK') =>
    priceView(PLANS[tab].company.price, currency, isOneOff(tab), createI18n(locale, parseSiteConfig({})))

  it('name the currency, group the digits as the page’s language does and say the month in words', () => {
    const monthly = (currency: Currency) => amountOf('subscription', 'company', currency)
    const once = (currency: Currency) => amountOf('one-off', 'company', currency)
    expect(spoken('en', 'subscription', 'SEK')).toMatchObject({
      price: shown(monthly('SEK'), 'SEK'),
      spoken: {
        price: `${number(monthly('SEK'), 'en')} Swedish kronor per month`,
        original: `${number(monthly('SEK') * 4, 'en')} Swedish kronor`,
        billing: `${number(monthly('SEK') * 12, 'en')} Swedish kronor billed annually`,
      },
    })
    expect(spoken('en', 'subscription', 'EUR')).toMatchObject({
      spoken: { price: `${number(monthly('EUR'), 'en')} euros per month`, original: `${number(monthly('EUR') * 4, 'en')} euros` },
    })
    expect(spoken('da', 'subscription', 'DKK')).toMatchObject({
      spoken: {
        price: `${number(monthly('DKK'), 'da')} danske kroner pr. måned`,
        billing: createI18n('da', parseSiteConfig({})).t('pricing:price.annual', {
          amount: `${number(monthly('DKK') * 12, 'da')} danske kroner`,
        }),
      },
    })
    expect(spoken('sv', 'one-off', 'NOK')).toMatchObject({
      spoken: {
        price: `${number(once('NOK'), 'sv')} norska kronor`,
        original: `${number(once('NOK') * 4, 'sv')} norska kronor`,
        billing: 'Betalas en gång',
      },
    })
    expect(spoken('no', 'one-off', 'DKK')).toMatchObject({ spoken: { price: `${number(once('DKK'), 'nb')} danske kroner` } })
  })

  it('write no slash and no symbol', () => {
    for (const locale of ['en', 'da', 'sv', 'no'] as const)
      for (const tab of PRICING_MODELS)
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
    expect(originalPrice(25)).toBe(100)
    expect(originalPrice(111)).toBe(444)
    expect(originalPrice(33.3)).toBe(133)
    expect(originalPrice(33.4)).toBe(134)
  })

  it('bills a monthly price annually: monthly × 12', () => {
    expect(annualTotal(25)).toBe(300)
    expect(annualTotal(1000)).toBe(12000)
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
    expect(PLAN_TIERS.filter(isPopularPlan)).toEqual(['company'])
    expect(PLAN_TIERS.map(planAccent)).toEqual(['blue', null, 'yellow'])
  })

  it('bills the subscription tab monthly and the one-off tab once', () => {
    expect(isOneOff('subscription')).toBe(false)
    expect(isOneOff('one-off')).toBe(true)
  })
})

describe('the island props', () => {
  it('carry every price of every plan, tab and currency as finished text, in the page language', () => {
    const props = pricingProps(createI18n('da', parseSiteConfig({})), 'da')
    expect(props.initialCurrency).toBe('DKK')
    expect(props.tabs.map((t) => t.id)).toEqual([...PRICING_MODELS])
    const small = props.tabs[0]?.plans[0]
    const euros = amountOf('subscription', 'small-team', 'EUR')
    expect(small?.prices.EUR).toMatchObject({
      kind: 'amount',
      price: shown(euros, 'EUR'),
      original: shown(euros * 4, 'EUR'),
      billing: expect.stringContaining(shown(euros * 12, 'EUR')),
    })
    expect(small?.prices.NOK).toMatchObject({ price: shown(amountOf('subscription', 'small-team', 'NOK'), 'NOK') })
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
        const digits = `7${thousands}000`
        expect(formatPrice(7000, currency, locale), `${currency} on a ${locale} page`).toBe(
          symbolFirst ? `${symbol}${digits}` : `${digits}\u00a0${symbol}`,
        )
      }
    }
    // The spec's four languages keep the spec's formats.
    expect(formatPrice(7000, 'EUR', 'da')).toBe('€7,000')
    expect(formatPrice(70000, 'NOK', 'en')).toBe('70.000\u00a0kr')
  })
})
