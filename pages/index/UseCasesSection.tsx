import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { useRenderContext } from '../../components/lib/PageContext'
import { USE_CASES, USE_CASE_SLUGS } from '../../components/lib/facts/use-cases'
import { HOME_SECTIONS } from '../../components/lib/links'
import { trackAttrs } from './home-track'
import { CalendarIcon, GraduationIcon, HandshakeIcon, WaveIcon } from './HomeIcons'
import { href } from '../../components/lib/routes'
import { DEFERRED_SECTION } from '../../components/lib/deferred-sections'

/** The drawing for each icon name the use-case table gives a card. */
const ICONS = { calendar: CalendarIcon, handshake: HandshakeIcon, graduation: GraduationIcon, wave: WaveIcon } as const

/**
 * Four cards marked `data-use-case="<slug>"`: an active one holds a link to its page; a coming-soon one has
 * no link, is greyed and carries the "Coming soon" badge (docs/decisions.md §8). The flags come from the site config.
 */
export function UseCasesSection() {
  const { t } = useTranslation('home')
  const { t: tc } = useTranslation('common')
  const { locale, config } = useRenderContext()

  return (
    <section
      {...DEFERRED_SECTION}
      id={HOME_SECTIONS.useCases}
      className="gr-section gr-home-use-cases"
      aria-labelledby="use-cases-title"
      data-enhance="home-track"
    >
      <div className="gr-width-container">
        <h2 id="use-cases-title" className="gr-home-section__title">
          {t('useCases.title')}
        </h2>
        <p className="gr-home-section__lead">{t('useCases.lead')}</p>
        <ul className="gr-home-use-cases__list">
          {USE_CASE_SLUGS.map((slug) => {
            const Icon = ICONS[USE_CASES[slug].homeIcon]
            const active = config.activeUseCases[slug]
            const title = tc(`useCase.${slug}`)
            return (
              <li
                key={slug}
                data-use-case={slug}
                className={clsx('gr-home-use-case', active ? 'gr-home-use-case--active' : 'gr-home-use-case--coming-soon')}
              >
                <span className="gr-home-use-case__icon">
                  <Icon />
                </span>
                <h3 className="gr-home-use-case__title">
                  {active ? (
                    <a className="gr-home-use-case__link" href={href(`use-case:${slug}`, locale)}>
                      {title}
                    </a>
                  ) : (
                    title
                  )}
                </h3>
                <p className="gr-home-use-case__text">{t(`useCases.card.${slug}`)}</p>
                {!active && <span className="gr-badge gr-badge--muted gr-home-use-case__badge">{tc('nav.comingSoon')}</span>}
              </li>
            )
          })}
        </ul>
        <div className="gr-home-use-cases__cta">
          <div>
            <h3 className="gr-home-use-cases__cta-title">{t('useCases.cta.title')}</h3>
            <p>{t('useCases.cta.text')}</p>
          </div>
          <a
            className="gr-button gr-button--primary"
            href={href('early-access', locale)}
            {...trackAttrs('cta_click', { location: 'use_cases_section' })}
          >
            {t('useCases.cta.button')}
          </a>
        </div>
      </div>
    </section>
  )
}
