import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { useRenderContext } from '../lib/PageContext'
import { Island } from '../islands/Island'
import SignupForm from './SignupForm'
import { signupFormProps } from './signup-props'

/**
 * The hero's e-mail block ("Start for FREE"): posts to the webhook when one is configured, else opens the
 * guided sign-up in a new tab with the e-mail filled in (docs/decisions.md §15). It sits in the first viewport, but
 * React only loads when the visitor reaches for it (focus, pointer or touch).
 */
export function HeroSignupBlock({ className }: { className?: string } = {}) {
  const { t } = useTranslation('forms')
  const ctx = useRenderContext()
  return (
    <div className={clsx('gr-hero-signup', className)}>
      <Island
        name="SignupForm"
        component={SignupForm}
        props={signupFormProps(t, ctx, 'hero', { note: t('hero.note'), compact: true, emailLabel: t('hero.label') })}
        hydrate="interaction"
      />
    </div>
  )
}
