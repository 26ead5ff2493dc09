/**
 * What the pricing island shows, worked out at build time: every plan's price in every currency as
 * finished strings, so the island ships no parsing or formatting and only picks by tab and currency.
 */
import type { i18n as I18n, TFunction } from 'i18next'
import { contactLocaleFor, isLocale, type Currency, type Locale } from '../../locales/locales'
import { href } from '../lib/routes'
import {
  COMMON_FEATURES,
  CONTACT,
  PLANS,
  PLAN_TIERS,
  PRICING_MODELS,
  ONE_OFF_GAMES,
  isOneOff,
  isPopularPlan,
  planAccent,
  type PlanFeature,
  type PlanPrice,
  type PlanTier,
  type PlayerRange,
  type PricingModel,
} from '../lib/facts/plans'
import { CURRENCIES, annualTotal, defaultCurrency, originalPrice, spokenPrice } from './pricing'
import { formatPrice } from '../lib/money'
import type { FeatureIconName } from './icons'

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
  key: PlanTier
  name: string
  subtitle: string
  description: string
  /** `id` marks the line in the page (`data-feature`) so every language's card can be compared line by line. */
  features: { id: PlanFeature['id']; text: string }[]
  bestFor: string
  accent: 'blue' | 'yellow' | null
  popular: boolean
  prices: Record<Currency, PriceView>
}

export interface TabView {
  id: PricingModel
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
  /** What every buyer is told beside the prices, each marked with its fact (`data-fact`): how they pay, what the
   *  launch offer keeps, and that gifts are bought apart from the plan (docs/decisions.md §24-§26). */
  terms: { fact: 'payment' | 'launch-offer' | 'gifts-price'; text: string }[]
  contactSales: { text: string; link: string; href: string }
}

/** The words for a plan's player range ("Up to 20 players"), as a card's subtitle or as a line of its features. */
function playerWords(t: TFunction<'pricing'>, players: PlayerRange, as: 'subtitle' | 'feature'): string {
  if (players.max === null) return t(`${as}.players.over`, { min: players.min })
  if (players.min <= 1) return t(`${as}.players.upTo`, { max: players.max })
  return t(`${as}.players.range`, { min: players.min, max: players.max })
}

/** One line of a plan card, worded for the page's language from the plan's facts. */
function featureText(t: TFunction<'pricing'>, feature: PlanFeature, players: PlayerRange): string {
  switch (feature.id) {
    case 'games':
      return feature.count === 'unlimited' ? t('feature.games.unlimited') : t('feature.games.count', { count: feature.count })
    case 'players':
      return playerWords(t, players, 'feature')
    default:
      return t(`feature.${feature.id}`)
  }
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
  const tabs = PRICING_MODELS.map((model): TabView => {
    const oneTime = isOneOff(model)
    return {
      id: model,
      label: t(`tab.${model}`),
      intro: t(`tab.${model}.intro`, { count: ONE_OFF_GAMES }),
      oneTime,
      plans: PLAN_TIERS.map((tier) => {
        const plan = PLANS[model][tier]
        return {
          key: tier,
          name: t(`plan.${tier}.name`),
          subtitle: playerWords(t, plan.players, 'subtitle'),
          description: t(`plan.${model}.${tier}.description`),
          features: plan.features.map((feature) => ({ id: feature.id, text: featureText(t, feature, plan.players) })),
          bestFor: t(`plan.${model}.${tier}.bestFor`),
          accent: planAccent(tier),
          popular: isPopularPlan(tier),
          prices: Object.fromEntries(CURRENCIES.map((c) => [c, priceView(plan.price, c, oneTime, i18n)])) as Record<Currency, PriceView>,
        }
      }),
    }
  })
  const largest = PLANS.subscription['large-organisation'].players
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
    common: { title: t('common.title'), items: COMMON_FEATURES.map((icon) => ({ icon, text: t(`common.${icon}`) })) },
    free: { title: t('free.title'), text: t('free.text') },
    terms: (['payment', 'launch-offer', 'gifts-price'] as const).map((fact) => ({ fact, text: t(`terms.${fact}`) })),
    contactSales: { text: t('contactSales.text', { min: largest.min }), link: t('contactSales.link'), href: href('contact', locale) },
  }
}
