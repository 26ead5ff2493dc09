import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../renderer/PageContext'
import { HOME_SECTIONS } from '../layout/links'
import { Island } from '../islands/Island'
import Pricing, { type PricingProps } from './Pricing'
import { CURRENCIES, PLAN_KEYS, PRICING_TABS, defaultCurrency } from './pricing'
import { FEATURE_ICONS } from './icons'
import { translateList } from '../../renderer/i18n'
import { href } from '../../renderer/routes'

/**
 * The home page's #pricing section. The heading is plain HTML; the plans are the Pricing island, which
 * starts when it nears the viewport and, until then (or without scripts), shows both tabs' plans in the
 * path's currency.
 */
export function PricingSection() {
  const { t, i18n } = useTranslation('pricing')
  const { locale } = useRenderContext()

  const props: PricingProps = {
    initialCurrency: defaultCurrency(locale),
    tabsLabel: t('tabs.label'),
    tabs: PRICING_TABS.map((tab) => ({
      id: tab,
      label: t(`tab.${tab}`),
      intro: t(`tab.${tab}.intro`),
      plans: PLAN_KEYS.map((plan) => ({
        key: plan,
        name: t(`plan.${tab}.${plan}.name`),
        subtitle: t(`plan.${tab}.${plan}.subtitle`),
        description: t(`plan.${tab}.${plan}.description`),
        features: translateList<string>(i18n, `pricing:plan.${tab}.${plan}.features`),
        bestFor: t(`plan.${tab}.${plan}.bestFor`),
      })),
    })),
    currencyLabel: t('currency.label'),
    currencies: CURRENCIES.map((code) => ({ code, label: t(`currency.${code}`) })),
    text: {
      popular: t('badge.popular'),
      earlyAdopter: t('badge.earlyAdopter'),
      suffix: t('price.suffix'),
      before: t('price.before'),
      now: t('price.now'),
      annual: t('price.annual', { amount: '{amount}' }),
      oneTime: t('price.oneTime'),
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

  return (
    <section id={HOME_SECTIONS.pricing} className="gr-section gr-pricing-section" aria-labelledby="pricing-title">
      <div className="gr-width-container">
        <div className="gr-pricing-section__intro">
          <h2 id="pricing-title">{t('title')}</h2>
          <p className="gr-pricing-section__lead">{t('lead')}</p>
        </div>
        {/* A real box (not `display: contents`), so the runtime's visibility observer can see it. */}
        <Island name="Pricing" component={Pricing} props={props} hydrate="visible" className="gr-pricing-island" />
      </div>
    </section>
  )
}
