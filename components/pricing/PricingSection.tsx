import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../lib/PageContext'
import { HOME_SECTIONS } from '../lib/links'
import { Island } from '../islands/Island'
import Pricing from './Pricing'
import { pricingProps } from './pricing-view'

/**
 * The home page's #pricing section. The heading is plain HTML; the plans are the Pricing island, which
 * starts when it nears the viewport. Until then it shows the default tab's plans in the path's currency;
 * without scripts the tabs and the currency selector go and both tabs' plans show, one after the other. Its plans,
 * not the section, wait for the first frame (see Pricing.tsx).
 */
export function PricingSection() {
  const { t, i18n } = useTranslation('pricing')
  const { locale } = useRenderContext()
  return (
    <section id={HOME_SECTIONS.pricing} className="gr-section gr-pricing-section" aria-labelledby="pricing-title">
      <div className="gr-width-container">
        <div className="gr-pricing-section__intro">
          <h2 id="pricing-title">{t('title')}</h2>
          <p className="gr-pricing-section__lead">{t('lead')}</p>
        </div>
        {/* A real box (not `display: contents`), so the runtime's visibility observer can see it. */}
        <Island name="Pricing" component={Pricing} props={pricingProps(i18n, locale)} hydrate="visible" />
      </div>
    </section>
  )
}
