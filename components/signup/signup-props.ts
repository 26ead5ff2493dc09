/** Builds the SignupForm island's props on the server: the translated strings and the delivery settings. */
import type { TFunction } from 'i18next'
import type { RenderContext } from '../lib/PageContext'
import type { SignupFormProps, SignupFormStrings } from './SignupForm'
import type { SignupFormName } from './validation'
import { href } from '../lib/routes'

export function signupStrings(t: TFunction<'forms'>, form: SignupFormName, note?: string): SignupFormStrings {
  return {
    email: t('field.email'),
    emailPlaceholder: t('field.email.placeholder'),
    fullName: t('field.fullName'),
    company: t('field.company'),
    optional: t('field.optional'),
    marketingConsent: t('field.marketingConsent'),
    privacyConsent: t('field.privacyConsent'),
    privacyLink: t('field.privacyLink'),
    trap: t('field.trap'),
    errors: {
      email: { required: t('error.email.required'), invalid: t('error.email.invalid') },
      fullName: { required: t('error.fullName.required') },
      company: { required: t('error.company.required') },
      privacyConsent: { required: t('error.privacyConsent.required') },
    },
    submit: t(`submit.${form}`),
    submitting: t('submitting'),
    successTitle: t('success.title'),
    successText: t(`success.text.${form}`),
    failureTitle: t('failure.title'),
    failureText: t('failure.text'),
    retry: t('failure.retry'),
    guidedTitle: t('guided.title'),
    guidedText: t('guided.text'),
    guidedLink: t('guided.link'),
    newTab: t('newTab'),
    ...(note ? { note } : {}),
  }
}

export function signupFormProps(
  t: TFunction<'forms'>,
  ctx: Pick<RenderContext, 'locale' | 'config'>,
  form: SignupFormName,
  extra: { note?: string; compact?: boolean; emailLabel?: string } = {},
): SignupFormProps {
  return {
    form,
    locale: ctx.locale,
    webhookUrl: ctx.config.signupWebhookUrl,
    signupUrl: ctx.config.signupUrl,
    privacyHref: href('privacy-policy', ctx.locale),
    strings: { ...signupStrings(t, form, extra.note), ...(extra.emailLabel ? { email: extra.emailLabel } : {}) },
    ...(extra.compact ? { compact: true } : {}),
  }
}
