import { useTranslation } from 'react-i18next'
import { HOME_SECTIONS } from '../layout/links'

// Placeholder: the conversion issue builds the pricing island here. The home page renders this section.
export function PricingSection() {
  const { t } = useTranslation('common')
  return (
    <section id={HOME_SECTIONS.pricing} className="gr-section" aria-labelledby="pricing-title">
      <div className="gr-width-container">
        <h2 id="pricing-title">{t('nav.pricing')}</h2>
      </div>
    </section>
  )
}
