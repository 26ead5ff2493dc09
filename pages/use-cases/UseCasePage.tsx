import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import type { UseCaseSlug } from '../../components/lib/site-config'
import { HOME_SECTIONS } from '../../components/lib/links'
import { sectionHref, signupUrlWithEmail } from '../../components/lib/urls'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { USE_CASE_TESTIMONIALS } from './examples'
import { FeatureIcon, type FeatureIconName } from '../../components/ui/feature-icons'
import { UseCaseVisual } from './UseCaseVisual'
import { href } from '../../components/lib/routes'
import { localeEntry } from '../../locales/locales'
import { translateList, type KeyOf, type ListKey, type UseCaseFieldOf } from '../../components/lib/i18n'
import { DEFERRED_SECTION } from '../../components/lib/deferred-sections'

/** What differs between the four pages besides their copy (locales/<lang>/usecases.json, keyed by slug). */
const DESIGN: Record<
  UseCaseSlug,
  { accent: 'blue' | 'green' | 'yellow' | 'red'; features: [FeatureIconName, FeatureIconName, FeatureIconName] }
> = {
  'events-activities': { accent: 'red', features: ['dice', 'quiz', 'bolt'] },
  'partner-activation': { accent: 'blue', features: ['quiz', 'gift', 'chart'] },
  'training-development': { accent: 'green', features: ['quiz', 'calendar', 'chart'] },
  'employee-onboarding': { accent: 'yellow', features: ['quiz', 'chat', 'gift'] },
}

const ITEMS = [1, 2, 3] as const

/**
 * A use-case page (docs/decisions.md §8, §19): hero, three features, three figures,
 * a testimonial where the use case has one, and a closing call to action. Active pages send visitors to
 * the external guided sign-up in a new tab; a coming-soon page is still complete, carries a badge and
 * offers early access instead.
 */
type UseCaseField = UseCaseFieldOf<'events-activities'>
/** The use cases with a testimonial in testimonials.json. */
type TestimonialSlug = KeyOf<'testimonials'> extends infer K ? (K extends `${infer Slug}.quote` ? Slug : never) : never

export function UseCasePage({ slug }: { slug: UseCaseSlug }) {
  const { t } = useTranslation('usecases')
  const { t: tc } = useTranslation('common')
  const { t: tq, i18n } = useTranslation('testimonials')
  // Only use cases with a testimonial reach these, and each has its copy (a missing key fails the build).
  const quoteCopy = (field: 'quote' | 'name' | 'role' | 'organisation') => tq(`${slug as TestimonialSlug}.${field}`)
  const { locale, config } = useRenderContext()
  const [openQuote, closeQuote] = localeEntry(locale).quotes
  const active = config.activeUseCases[slug]
  const design = DESIGN[slug]
  const testimonial = USE_CASE_TESTIMONIALS[slug]
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
    <div className={`gr-use-case gr-use-case--${design.accent}`} data-use-case-page={slug} data-status={active ? 'active' : 'coming-soon'}>
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
                <p className="gr-use-case__cta-note">{active ? t('cta.note') : t('comingSoon.note')}</p>
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
                  <FeatureIcon name={design.features[i] ?? 'dice'} />
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
            {ITEMS.map((n) => (
              <li className="gr-use-case__stat" key={n}>
                <span className="gr-use-case__stat-value">{k(`stat${n}.value`)}</span>
                <span className="gr-use-case__stat-label">{k(`stat${n}.label`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {testimonial ? (
        <section
          {...DEFERRED_SECTION}
          className="gr-section gr-use-case__impact"
          aria-labelledby={id('impact')}
          data-example={testimonial.isExample ? 'true' : undefined}
        >
          <div className="gr-width-container">
            <h2 id={id('impact')}>{k('impact.title')}</h2>
            <div className="gr-use-case__impact-grid">
              <figure className="gr-card gr-use-case__quote">
                {testimonial.isExample ? <p className="gr-badge gr-use-case__example">{t('impact.exampleLabel')}</p> : null}
                <blockquote className="gr-use-case__quote-text">
                  {/* In the page language's own quotation marks (its entry in locales/locales.ts). */}
                  <p>{`${openQuote}${quoteCopy('quote')}${closeQuote}`}</p>
                </blockquote>
                <figcaption className="gr-use-case__quote-by">
                  <strong>{quoteCopy('name')}</strong>
                  <span>
                    {quoteCopy('role')}, {quoteCopy('organisation')}
                  </span>
                </figcaption>
              </figure>
              <ul className="gr-use-case__outcomes">
                {translateList<string>(i18n, `testimonials:${slug}.outcomes` as ListKey).map((outcome) => (
                  <li className="gr-use-case__outcome" key={outcome}>
                    <FeatureIcon name="check" size={22} />
                    <span>{outcome}</span>
                  </li>
                ))}
              </ul>
            </div>
            {testimonial.isExample ? <p className="gr-use-case__example-note">{t('impact.exampleNote')}</p> : null}
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
