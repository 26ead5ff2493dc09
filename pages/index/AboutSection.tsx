import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { HOME_SECTIONS } from '../../components/lib/links'
import { ChatIcon, DieIcon, LightbulbIcon, TrophyIcon } from './HomeIcons'
import { DEFERRED_SECTION } from '../../components/lib/deferred-sections'
import { ENGAGEMENT_INCREASE_PERCENT } from '../../components/lib/facts/claims'

const CARDS = [
  { key: 'playing', Icon: DieIcon, colour: 'blue' },
  { key: 'learning', Icon: LightbulbIcon, colour: 'green' },
  { key: 'engaging', Icon: ChatIcon, colour: 'yellow' },
  { key: 'winning', Icon: TrophyIcon, colour: 'red' },
] as const

export function AboutSection() {
  const { t } = useTranslation('home')
  const { locale } = useRenderContext()
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ENGAGEMENT_INCREASE_PERCENT / 100)

  return (
    <section {...DEFERRED_SECTION} id={HOME_SECTIONS.about} className="gr-section gr-home-about" aria-labelledby="about-title">
      <div className="gr-width-container">
        <h2 id="about-title" className="gr-home-section__title">
          {t('about.title')}
        </h2>
        <p className="gr-home-section__lead">{t('about.lead')}</p>
        <div className="gr-home-about__grid">
          <ul className="gr-home-about__cards">
            {CARDS.map(({ key, Icon, colour }) => (
              <li key={key} className={`gr-home-about__card gr-home-about__card--${colour}`}>
                <span className="gr-home-about__icon">
                  <Icon />
                </span>
                <h3 className="gr-home-about__card-title">{t(`about.card.${key}.title`)}</h3>
                <p>{t(`about.card.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <div className="gr-home-stat" data-enhance="count-up" data-count-to={ENGAGEMENT_INCREASE_PERCENT}>
            <p className="gr-home-stat__value">
              <span className="gr-home-stat__prefix">{t('about.stat.prefix')}</span>{' '}
              <span className="gr-home-stat__number" aria-hidden="true" data-count-output="">
                {percent}
              </span>
              <span className="gr-visually-hidden">{percent}</span> <span className="gr-home-stat__label">{t('about.stat.label')}</span>
            </p>
            <p className="gr-home-stat__description">{t('about.stat.description')}</p>
          </div>
        </div>
      </div>
    </section>
  )
}
