/**
 * What the pricing island shows, worked out at build time: every plan's price in every currency as
 * finished strings, so the island ships no parsing or formatting and only picks by tab and currency.
 */
import type { i18n as I18n } from 'i18next'
import { contactLocaleFor, isLocale, type Currency, type Locale } from '../../locales/locales'
import { translateList } from '../lib/i18n'
import { href } from '../lib/routes'
import {
  CONTACT,
  CURRENCIES,
  PLAN_KEYS,
  PRICE_TABLE,
  PRICING_TABS,
  annualTotal,
  defaultCurrency,
  formatPrice,
  isOneTimeTab,
  isPopularPlan,
  originalPrice,
  planAccent,
  spokenPrice,
  type PlanKey,
  type PlanPrice,
  type PricingTab,
} from './pricing'
import { FEATURE_ICONS, type FeatureIconName } from './icons'

export type PriceView =
  /**
   * `billing`: "€1,068 billed annually" for a monthly plan, the one-time note otherwise. `spoken`: the same three
   * as a screen reader should say them, the currency named and the month in words ("89 euros per month"); the
   * card shows the written forms to the eye only.
   */
  | { kind: 'amount'; price: string; original: string; billing: string; spoken: { price: string; original: string; billing: string } }
  /** No amounts: the card leads to the contact page of the currency's language. */
  | { kind: 'contact'; href: string }

export interface PlanView {
  key: PlanKey
  name: string
  subtitle: string
  description: string
  features: string[]
  bestFor: string
  accent: 'blue' | 'yellow' | null
  popular: boolean
  prices: Record<Currency, PriceView>
}

export interface TabView {
  id: PricingTab
  label: string
  intro: string
  oneTime: boolean
  plans: PlanView[]
}

export interface PricingProps {
  /** The path's currency: where the selector starts, every time the page loads (never stored). */
  initialCurrency: Currency
  tabsLabel: string
  tabs: TabView[]
  currencyLabel: string
  /** `label` names it in the selector; `announcement` tells a screen reader that the prices changed to it. */
  currencies: { code: Currency; label: string; announcement: string }[]
  text: {
    popular: string
    earlyAdopter: string
    suffix: string
    vat: string
    before: string
    now: string
    /** The price line of a plan without amounts. */
    contact: string
    contactNote: string
    bestFor: string
    start: string
    contactButton: string
  }
  /** Where a plan with a price leads: the early-access page. */
  startHref: string
  common: { title: string; items: { icon: FeatureIconName; text: string }[] }
  free: { title: string; text: string }
  contactSales: { text: string; link: string; href: string }
}

/** One plan's price in one currency, as its card shows it on a page in the i18n instance's language. */
export function priceView(price: PlanPrice, currency: Currency, oneTime: boolean, i18n: I18n): PriceView {
  if (price === CONTACT) return { kind: 'contact', href: href('contact', contactLocaleFor(currency)) }
  const amount = price[currency]
  const locale = isLocale(i18n.language) ? i18n.language : undefined
  const name = i18n.t(`pricing:currency.name.${currency}`)
  // The card's three lines, once written for the eye and once worded for the ear.
  const lines = (format: (value: number) => string) => ({
    price: format(amount),
    original: format(originalPrice(amount)),
    billing: oneTime ? i18n.t('pricing:price.oneTime') : i18n.t('pricing:price.annual', { amount: format(annualTotal(amount)) }),
  })
  const spoken = lines((value) => spokenPrice(value, name, locale))
  return {
    kind: 'amount',
    ...lines((value) => formatPrice(value, currency, locale)),
    // The eye reads "/monthly" after the amount; the ear hears "per month".
    spoken: { ...spoken, price: oneTime ? spoken.price : i18n.t('pricing:price.monthly', { amount: spoken.price }) },
  }
}

export function pricingProps(i18n: I18n, locale: Locale): PricingProps {
  const t = i18n.getFixedT(null, 'pricing')
  const tabs = PRICING_TABS.map((tab): TabView => {
    const oneTime = isOneTimeTab(tab)
    return {
      id: tab,
      label: t(`tab.${tab}`),
      intro: t(`tab.${tab}.intro`),
      oneTime,
      plans: PLAN_KEYS.map((plan) => ({
        key: plan,
        name: t(`plan.${tab}.${plan}.name`),
        subtitle: t(`plan.${tab}.${plan}.subtitle`),
        description: t(`plan.${tab}.${plan}.description`),
        features: translateList<string>(i18n, `pricing:plan.${tab}.${plan}.features`),
        bestFor: t(`plan.${tab}.${plan}.bestFor`),
        accent: planAccent(plan),
        popular: isPopularPlan(plan),
        prices: Object.fromEntries(CURRENCIES.map((c) => [c, priceView(PRICE_TABLE[tab][plan], c, oneTime, i18n)])) as Record<
          Currency,
          PriceView
        >,
      })),
    }
  })
  return {
    initialCurrency: defaultCurrency(locale),
    tabsLabel: t('tabs.label'),
    tabs,
    currencyLabel: t('currency.label'),
    currencies: CURRENCIES.map((code) => {
      const name = t(`currency.name.${code}`)
      return { code, label: t('currency.option', { code, name }), announcement: t('currency.changed', { code, name }) }
    }),
    text: {
      popular: t('badge.popular'),
      earlyAdopter: t('badge.earlyAdopter'),
      suffix: t('price.suffix'),
      vat: t('price.vat'),
      before: t('price.before'),
      now: t('price.now'),
      contact: t('price.contact'),
      contactNote: t('price.contactNote'),
      bestFor: t('bestFor'),
      start: t('button.start'),
      contactButton: t('button.contact'),
    },
    startHref: href('early-access', locale),
    common: { title: t('common.title'), items: FEATURE_ICONS.map((icon) => ({ icon, text: t(`common.${icon}`) })) },
    free: { title: t('free.title'), text: t('free.text') },
    contactSales: { text: t('contactSales.text'), link: t('contactSales.link'), href: href('contact', locale) },
  }
}
