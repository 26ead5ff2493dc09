import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { signupFormProps } from '../../components/signup/signup-props'
import { Island } from '../../components/islands/Island'
import SignupForm from '../../components/signup/SignupForm'
import { CheckIcon } from '../../components/pricing/icons'
import { PageIntro } from '../../components/ui/PageIntro'
import { SignupLink } from '../../components/ui/SignupLink'
import { signupUrlWithEmail } from '../../components/lib/urls'

const BENEFITS = ['free', 'onboarding', 'influence'] as const

/**
 * The early-access sign-up page (docs/decisions.md §4, §31): the form, and what signing up gives. What the page
 * promises follows where the form sends: with a webhook, a reply from us; without one, the guided sign-up now.
 */
export default function EarlyAccessPage() {
  const { t } = useTranslation('common')
  const { t: tf } = useTranslation('forms')
  const ctx = useRenderContext()
  const delivery = ctx.config.signupWebhookUrl ? 'webhook' : 'guided'
  return (
    <>
      <PageIntro title={t('earlyAccess.title')} lead={`${t('earlyAccess.lead')} ${t(`earlyAccess.next.${delivery}`)}`} />
      <section className="gr-section gr-early-access" aria-labelledby="early-access-form-title">
        <div className="gr-width-container gr-early-access__grid">
          <div className="gr-card gr-early-access__card">
            <h2 className="gr-card__title" id="early-access-form-title">
              {tf('earlyAccess.formTitle')}
            </h2>
            <p className="gr-early-access__required">{tf('earlyAccess.required')}</p>
            <Island name="SignupForm" component={SignupForm} props={signupFormProps(tf, ctx, 'early-access')} hydrate="interaction" />
          </div>
          <div className="gr-early-access__benefits">
            <h2 className="gr-early-access__benefits-title">{tf('earlyAccess.benefitsTitle')}</h2>
            <ul className="gr-early-access__list">
              <li className="gr-early-access__item" data-fact={`signup-${delivery}`}>
                <span className="gr-early-access__icon">
                  <CheckIcon size={18} />
                </span>
                {tf(`earlyAccess.benefit.${delivery}`)}
              </li>
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="gr-early-access__item">
                  <span className="gr-early-access__icon">
                    <CheckIcon size={18} />
                  </span>
                  {tf(`earlyAccess.benefit.${benefit}`)}
                </li>
              ))}
            </ul>
            {/* With a webhook the form asks us to get in touch; who would rather start alone has the guided sign-up.
                Without one the form already opens it, and a second link to the same place would only confuse. */}
            {delivery === 'webhook' ? (
              <p className="gr-early-access__self-serve">
                {t('earlyAccess.selfServe')}{' '}
                <SignupLink href={signupUrlWithEmail(ctx.config.signupUrl, '', ctx.locale)} newTab={tf('newTab')}>
                  {t('earlyAccess.selfServeLink')}
                </SignupLink>
              </p>
            ) : null}
          </div>
        </div>
      </section>
    </>
  )
}
