import { useTranslation } from 'react-i18next'
import { HOME_SECTIONS } from '../layout/links'
import { ChevronDownIcon } from '../ui/icons'

/**
 * The FAQ keys are `faq.item.<n>.question` / `.answer`, numbered from 1 without gaps (the SEO issue reads
 * the same keys for its FAQPage JSON-LD). `<details name="faq">` gives the one-open-at-a-time accordion
 * with no script, so it works before and without JavaScript.
 */
export function faqItemCount(exists: (key: string) => boolean): number {
  let n = 0
  while (exists(`faq.item.${n + 1}.question`)) n++
  return n
}

export function FaqSection() {
  const { t, i18n } = useTranslation('home')
  const count = faqItemCount((key) => i18n.exists(key, { ns: 'home' }))
  return (
    <section id={HOME_SECTIONS.faq} className="gr-section gr-home-faq" aria-labelledby="faq-title">
      <div className="gr-width-container gr-home-faq__inner">
        <h2 id="faq-title" className="gr-home-section__title">
          {t('faq.title')}
        </h2>
        <p className="gr-home-section__lead">{t('faq.lead')}</p>
        <div className="gr-home-faq__list">
          {Array.from({ length: count }, (_, i) => (
            <details key={i} name="faq" className="gr-home-faq__item">
              <summary className="gr-home-faq__question">
                <span>{t(`faq.item.${i + 1}.question`)}</span>
                <ChevronDownIcon className="gr-home-faq__chevron" />
              </summary>
              <p className="gr-home-faq__answer">{t(`faq.item.${i + 1}.answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
