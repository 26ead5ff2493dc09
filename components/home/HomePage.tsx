import { useTranslation } from 'react-i18next'
import { HOME_SECTIONS } from '../layout/links'
import { PricingSection } from '../pricing/PricingSection'

// Foundation placeholder: the landing-page issue replaces this with the full sections.
export function HomePage() {
  const { t } = useTranslation('common')
  return (
    <>
      <section id={HOME_SECTIONS.hero} className="gr-section">
        <div className="gr-width-container">
          <h1>{t('brand.tagline')}</h1>
        </div>
      </section>
      <section id={HOME_SECTIONS.howItWorks} className="gr-section">
        <div className="gr-width-container">
          <h2>{t('nav.howItWorks')}</h2>
        </div>
      </section>
      <section id={HOME_SECTIONS.useCases} className="gr-section">
        <div className="gr-width-container">
          <h2>{t('nav.useCases')}</h2>
        </div>
      </section>
      <section id={HOME_SECTIONS.gifts} className="gr-section">
        <div className="gr-width-container">
          <h2>{t('nav.gifts')}</h2>
        </div>
      </section>
      <PricingSection />
    </>
  )
}
