import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { mailtoHref } from '../../components/lib/urls'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { FeatureIcon, type FeatureIconName } from '../../components/ui/feature-icons'
import { href } from '../../components/lib/routes'

const TYPES = [
  { key: 'products', icon: 'box' },
  { key: 'giftCards', icon: 'card' },
  { key: 'experiences', icon: 'ticket' },
  { key: 'charity', icon: 'heart' },
] as const satisfies readonly { key: string; icon: FeatureIconName }[]

const BENEFITS = [
  { key: 'reach', icon: 'users' },
  { key: 'catalogue', icon: 'eye' },
  { key: 'delivery', icon: 'truck' },
  { key: 'nordic', icon: 'globe' },
] as const satisfies readonly { key: string; icon: FeatureIconName }[]

const STEPS = [1, 2, 3, 4] as const

/**
 * The gift-partner page (docs/decisions.md §4): who it is for,
 * what partners get, how it works, and a call to action that opens an e-mail with the localized
 * "Partnership inquiry" subject, beside the route to the contact page. HTML only.
 */
export default function BecomeAPartnerPage() {
  const { t } = useTranslation('partner')
  const { locale, config } = useRenderContext()
  const emailHref = mailtoHref(config.contactEmail, t('cta.subject'))
  const contactHref = href('contact', locale)

  const emailCta = (place: 'hero' | 'closing') => (
    <a
      className="gr-button gr-button--primary gr-partner__cta"
      href={emailHref}
      rel="noopener noreferrer"
      data-cta={place}
      data-enhance="cta-track"
      data-cta-location="become_a_partner"
    >
      <FeatureIcon name="mail" size={20} />
      {t('cta.email')}
    </a>
  )

  return (
    <div className="gr-partner">
      <section className="gr-partner__hero" aria-labelledby="partner-title">
        <div className="gr-width-container">
          <Breadcrumb
            label={t('breadcrumb.label')}
            items={[{ label: t('breadcrumb.home'), href: href('home', locale) }, { label: t('breadcrumb.current') }]}
          />
          <p className="gr-partner__eyebrow">{t('hero.eyebrow')}</p>
          <h1 className="gr-partner__title" id="partner-title">
            {t('hero.title')}
          </h1>
          <p className="gr-partner__lead">{t('hero.lead')}</p>
          <div className="gr-partner__actions">
            {emailCta('hero')}
            <a className="gr-button gr-button--secondary" href={contactHref} data-cta="hero-contact">
              {t('cta.contact')}
            </a>
          </div>
        </div>
      </section>

      <section className="gr-section gr-partner__types" aria-labelledby="partner-types">
        <div className="gr-width-container">
          <h2 id="partner-types">{t('types.title')}</h2>
          <p className="gr-partner__section-lead">{t('types.lead')}</p>
          <ul className="gr-partner__grid">
            {TYPES.map(({ key, icon }) => (
              <li className="gr-card gr-partner__card" key={key}>
                <span className="gr-partner__icon">
                  <FeatureIcon name={icon} />
                </span>
                <h3 className="gr-partner__card-title">{t(`types.${key}.title`)}</h3>
                <p>{t(`types.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="gr-section gr-partner__benefits" aria-labelledby="partner-benefits">
        <div className="gr-width-container">
          <h2 id="partner-benefits">{t('benefits.title')}</h2>
          <p className="gr-partner__section-lead">{t('benefits.lead')}</p>
          <ul className="gr-partner__grid">
            {BENEFITS.map(({ key, icon }) => (
              <li className="gr-partner__benefit" key={key}>
                <span className="gr-partner__icon gr-partner__icon--inverse">
                  <FeatureIcon name={icon} />
                </span>
                <h3 className="gr-partner__card-title">{t(`benefits.${key}.title`)}</h3>
                <p>{t(`benefits.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="gr-section gr-partner__how" aria-labelledby="partner-steps">
        <div className="gr-width-container">
          <h2 id="partner-steps">{t('steps.title')}</h2>
          <ol className="gr-partner__steps">
            {STEPS.map((n) => (
              <li className="gr-partner__step" key={n}>
                <span className="gr-partner__step-number" aria-hidden="true">
                  {n}
                </span>
                <h3 className="gr-partner__card-title">{t(`steps.step${n}.title`)}</h3>
                <p>{t(`steps.step${n}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="gr-section gr-partner__closing" aria-labelledby="partner-cta">
        <div className="gr-width-container">
          <div className="gr-partner__closing-box">
            <h2 id="partner-cta">{t('cta.title')}</h2>
            <p>{t('cta.text')}</p>
            <div className="gr-partner__actions gr-partner__actions--center">
              {emailCta('closing')}
              <a className="gr-button gr-button--secondary" href={contactHref} data-cta="closing-contact">
                {t('cta.contact')}
              </a>
            </div>
            <p className="gr-partner__address">
              {t('cta.writeTo')}{' '}
              <a className="gr-partner__email" href={emailHref}>
                {config.contactEmail}
              </a>
            </p>
          </div>
        </div>
      </section>
    </div>
  )
}
