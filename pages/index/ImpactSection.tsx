import { useTranslation } from 'react-i18next'
import { HOME_SECTIONS } from '../../components/lib/links'
import { DEFERRED_SECTION } from '../../components/lib/deferred-sections'

export function ImpactSection() {
  const { t } = useTranslation('home')
  const text = t('impact.text')
  return (
    <section {...DEFERRED_SECTION} id={HOME_SECTIONS.impact} className="gr-home-impact" aria-labelledby="impact-title">
      <div className="gr-width-container gr-home-impact__inner">
        <h2 id="impact-title" className="gr-home-impact__title">
          {t('impact.title')}
        </h2>
        <p className="gr-home-impact__text">
          {/* Read once, whole, by assistive technology; the typed copy is for the eyes. */}
          <span className="gr-visually-hidden">{text}</span>
          <span className="gr-typewriter" aria-hidden="true" data-enhance="typewriter">
            {text}
          </span>
        </p>
        <p className="gr-home-impact__scale">{t('impact.scale')}</p>
      </div>
    </section>
  )
}
