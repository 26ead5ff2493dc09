import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { USE_CASES, type StatFigure, type UseCaseSlug } from '../../components/lib/facts/use-cases'
import { formatRange } from '../../components/lib/facts/variables'
import { HOME_SECTIONS } from '../../components/lib/links'
import { sectionHref, signupUrlWithEmail } from '../../components/lib/urls'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { SignupLink } from '../../components/ui/SignupLink'
import { FeatureIcon } from '../../components/ui/feature-icons'
import { UseCaseVisual } from './UseCaseVisual'
import { href } from '../../components/lib/routes'
import { localeEntry } from '../../locales/locales'
import { translateList, type KeyOf, type ListKey, type UseCaseFieldOf } from '../../components/lib/i18n'
import { DEFERRED_SECTION } from '../../components/lib/deferred-sections'

const ITEMS = [1, 2, 3] as const

/**
 * A use-case page (docs/decisions.md §8, §19, §30): hero, three features, three figures, the example
 * scenario where the use case has one, and a closing call to action. Active pages send visitors to
 * the external guided sign-up in a new tab; a coming-soon page is still complete, carries a badge and
 * offers early access instead.
 */
type UseCaseField = UseCaseFieldOf<'events-activities'>
/** The use cases with an example in examples.json. */
type ExampleSlug = KeyOf<'examples'> extends infer K ? (K extends `${infer Slug}.scenario` ? Slug : never) : never

export function UseCasePage({ slug }: { slug: UseCaseSlug }) {
  const { t } = useTranslation('usecases')
  const { t: tc } = useTranslation('common')
  const { t: te, i18n } = useTranslation('examples')
  const { locale, config } = useRenderContext()
  const active = config.activeUseCases[slug]
  const useCase = USE_CASES[slug]
  const { example } = useCase
  const number = new Intl.NumberFormat(localeEntry(locale).dateLocale)
  // A stat's figure comes from the table; its words only frame it ("Up to 60%", "8,000+").
  const statValue = (stat: StatFigure): string => {
    switch (stat.kind) {
      case 'upToPercent':
        return t('stat.value.upToPercent', {
          percent: new Intl.NumberFormat(localeEntry(locale).dateLocale, { style: 'percent' }).format(stat.percent / 100),
        })
      case 'range':
        return formatRange(number.format(stat.min), number.format(stat.max))
      case 'atLeast':
        return t('stat.value.atLeast', { value: number.format(stat.value) })
      case 'count':
        return number.format(stat.value)
      case 'free':
        return t('stat.value.free')
    }
  }
  // Every use case has the same fields in usecases.json, so the events page's keys name them all.
  const k = (field: UseCaseField) => t(`${slug}.${field}` as KeyOf<'usecases'>)
  const id = (part: string) => `uc-${part}`

  const cta = (place: 'hero' | 'closing') =>
    active ? (
      <a
        className="gr-button gr-button--primary gr-use-case__cta"
        href={signupUrlWithEmail(config.signupUrl, '', locale)}
        target="_blank"
        rel="noopener noreferrer"
        data-cta={place}
        data-enhance="cta-track"
        data-cta-location={`use_case_${slug}`}
      >
        {t('cta.start')}
        <FeatureIcon name="external" size={18} />
        <span className="gr-visually-hidden"> ({t('cta.newTab')})</span>
      </a>
    ) : (
      <a className="gr-button gr-button--primary gr-use-case__cta" href={href('early-access', locale)} data-cta={place}>
        {t('comingSoon.cta')}
      </a>
    )

  return (
    <div className={`gr-use-case gr-use-case--${useCase.accent}`} data-use-case-page={slug} data-status={active ? 'active' : 'coming-soon'}>
      <section className="gr-use-case__hero" aria-labelledby={id('title')}>
        <div className="gr-width-container">
          <Breadcrumb
            label={t('breadcrumb.label')}
            items={[
              { label: t('breadcrumb.home'), href: href('home', locale) },
              { label: tc('nav.useCases'), href: sectionHref(locale, HOME_SECTIONS.useCases, false) },
              { label: tc(`useCase.${slug}`) },
            ]}
          />
          <div className="gr-use-case__hero-grid">
            <div className="gr-use-case__hero-text">
              <p className="gr-use-case__eyebrow">
                {k('hero.eyebrow')}
                {active ? null : <span className="gr-badge gr-use-case__badge">{tc('useCasePage.comingSoon')}</span>}
              </p>
              <h1 className="gr-use-case__title" id={id('title')}>
                {k('hero.title')}
              </h1>
              <p className="gr-use-case__lead">{k('hero.lead')}</p>
              {active ? null : <p className="gr-use-case__soon-note">{t('comingSoon.text')}</p>}
              <div className="gr-use-case__actions">
                {cta('hero')}
                <p className="gr-use-case__cta-note">
                  {active ? (
                    t('cta.note')
                  ) : (
                    <>
                      {t('comingSoon.note')}{' '}
                      <SignupLink href={signupUrlWithEmail(config.signupUrl, '', locale)} newTab={t('cta.newTab')}>
                        {t('comingSoon.noteLink')}
                      </SignupLink>
                    </>
                  )}
                </p>
              </div>
            </div>
            <div className="gr-use-case__visual">
              <UseCaseVisual slug={slug} />
            </div>
          </div>
        </div>
      </section>

      <section {...DEFERRED_SECTION} className="gr-section gr-use-case__features" aria-labelledby={id('features')}>
        <div className="gr-width-container">
          <h2 id={id('features')}>{k('features.title')}</h2>
          <p className="gr-use-case__section-lead">{k('features.lead')}</p>
          <ul className="gr-use-case__feature-list">
            {ITEMS.map((n, i) => (
              <li className="gr-card gr-use-case__feature" key={n}>
                <span className="gr-use-case__feature-icon">
                  <FeatureIcon name={useCase.featureIcons[i] ?? 'dice'} />
                </span>
                <h3 className="gr-use-case__feature-title">{k(`feature${n}.title`)}</h3>
                <p>{k(`feature${n}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section {...DEFERRED_SECTION} className="gr-section gr-use-case__stats" aria-labelledby={id('stats')}>
        <div className="gr-width-container">
          <h2 id={id('stats')}>{k('stats.title')}</h2>
          <ul className="gr-use-case__stat-list">
            {ITEMS.map((n, i) => (
              <li className="gr-use-case__stat" key={n}>
                <span className="gr-use-case__stat-value">{statValue(useCase.stats[i] ?? { kind: 'free' })}</span>
                <span className="gr-use-case__stat-label">{k(`stat${n}.label`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {example ? (
        <section {...DEFERRED_SECTION} className="gr-section gr-use-case__impact" aria-labelledby={id('impact')} data-example="true">
          <div className="gr-width-container">
            <h2 id={id('impact')}>{k('impact.title')}</h2>
            <div className="gr-use-case__impact-grid">
              <figure className="gr-card gr-use-case__example-card">
                <p className="gr-badge gr-use-case__example">{t('impact.exampleLabel')}</p>
                {/* A scenario, not a quote: no one signs it and it states no measured result (docs/decisions.md §30). */}
                <p className="gr-use-case__scenario">{te(`${slug as ExampleSlug}.scenario`, { ...example })}</p>
              </figure>
              <ul className="gr-use-case__outcomes">
                {translateList<string>(i18n, `examples:${slug}.outcomes` as ListKey).map((outcome) => (
                  <li className="gr-use-case__outcome" key={outcome}>
                    <FeatureIcon name="check" size={22} />
                    <span>{outcome}</span>
                  </li>
                ))}
              </ul>
            </div>
            <p className="gr-use-case__example-note">{t('impact.exampleNote')}</p>
          </div>
        </section>
      ) : null}

      <section {...DEFERRED_SECTION} className="gr-section gr-use-case__closing" aria-labelledby={id('closing')}>
        <div className="gr-width-container">
          <div className="gr-use-case__closing-box">
            <h2 id={id('closing')}>{active ? k('closing.title') : t('comingSoon.closingTitle')}</h2>
            <p>{active ? k('closing.text') : t('comingSoon.closingText')}</p>
            <div className="gr-use-case__actions gr-use-case__actions--center">
              {cta('closing')}
              <a className="gr-button gr-button--secondary" href={href('contact', locale)}>
                {t('cta.contact')}
              </a>
            </div>
          </div>
        </div>
      </section>
    </div>
  )
}
