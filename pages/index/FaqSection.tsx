import { useTranslation } from 'react-i18next'
import { HOME_SECTIONS } from '../../components/lib/links'
import { ChevronDownIcon } from '../../components/ui/icons'
import { translateList, type FaqItem } from '../../components/lib/i18n'
import { DEFERRED_SECTION } from '../../components/lib/deferred-sections'

/**
 * The FAQ is one list in the locale files (`home:faq.items`), which the FAQPage JSON-LD reads too.
 * `<details name="faq">` gives the one-open-at-a-time accordion with no script, so it works before and
 * without JavaScript.
 */

export function FaqSection() {
  const { t, i18n } = useTranslation('home')
  return (
    <section {...DEFERRED_SECTION} id={HOME_SECTIONS.faq} className="gr-section gr-home-faq" aria-labelledby="faq-title">
      <div className="gr-width-container gr-home-faq__inner">
        <h2 id="faq-title" className="gr-home-section__title">
          {t('faq.title')}
        </h2>
        <p className="gr-home-section__lead">{t('faq.lead')}</p>
        <div className="gr-home-faq__list">
          {translateList<FaqItem>(i18n, 'home:faq.items').map((item, i) => (
            <details key={i} name="faq" className="gr-home-faq__item">
              <summary className="gr-home-faq__question">
                <span>{item.question}</span>
                <ChevronDownIcon className="gr-home-faq__chevron" />
              </summary>
              <p className="gr-home-faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
