import { useTranslation } from 'react-i18next'
import { HOME_SECTIONS } from '../../components/lib/links'
import { ChevronDownIcon } from '../../components/ui/icons'
import { useRenderContext } from '../../components/lib/PageContext'
import { faqEntries } from '../../components/lib/faq-entries'
import { href } from '../../components/lib/routes'
import { DEFERRED_SECTION } from '../../components/lib/deferred-sections'

/**
 * The FAQ asks the same questions in every language (components/lib/facts/faq.ts), each marked with its id
 * (`data-faq`); the FAQPage JSON-LD reads the same entries.
 * `<details name="faq">` gives the one-open-at-a-time accordion with no script, so it works before and
 * without JavaScript.
 */

export function FaqSection() {
  const { t, i18n } = useTranslation('home')
  const { locale } = useRenderContext()
  return (
    <section {...DEFERRED_SECTION} id={HOME_SECTIONS.faq} className="gr-section gr-home-faq" aria-labelledby="faq-title">
      <div className="gr-width-container gr-home-faq__inner">
        <h2 id="faq-title" className="gr-home-section__title">
          {t('faq.title')}
        </h2>
        <p className="gr-home-section__lead">
          {t('faq.lead')} <a href={href('contact', locale)}>{t('faq.leadLink')}</a>
        </p>
        <div className="gr-home-faq__list">
          {faqEntries(i18n, locale).map((item) => (
            <details key={item.id} name="faq" className="gr-home-faq__item" data-faq={item.id}>
              <summary className="gr-home-faq__question">
                <span>{item.question}</span>
                <ChevronDownIcon className="gr-home-faq__chevron" />
              </summary>
              <p className="gr-home-faq__answer">
                {item.answer}
                {item.source ? (
                  <>
                    {' '}
                    <a href={item.source.href} data-fact={item.source.fact}>
                      {item.source.text}
                    </a>
                  </>
                ) : null}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
