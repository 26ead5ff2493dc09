import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../lib/PageContext'
import { Island } from '../islands/Island'
import NewsletterPopup from './NewsletterPopup'
import { signupFormProps } from './signup-props'

/**
 * Places the newsletter / try-for-free popup on every content page (the layout renders this). The dialog
 * is in the HTML closed; the `newsletter-popup` enhancement starts the island when the popup is due.
 */
export function NewsletterPopupSlot() {
  const { t } = useTranslation('forms')
  const ctx = useRenderContext()
  // Not on the early-access page: a newsletter offer must not interrupt a sign-up in progress.
  if (ctx.isRootPage || ctx.route.id === 'not-found' || ctx.route.id === 'early-access') return null
  return (
    <div className="gr-popup-slot" data-enhance="newsletter-popup">
      <Island
        name="NewsletterPopup"
        component={NewsletterPopup}
        props={{
          title: t('popup.title'),
          text: t('popup.text'),
          or: t('popup.or'),
          tryFree: t('popup.tryFree'),
          signupUrl: ctx.config.signupUrl,
          newTab: t('newTab'),
          closeLabel: t('popup.close'),
          form: signupFormProps(t, ctx, 'newsletter', { emailLabel: t('popup.emailLabel') }),
        }}
        hydrate="code"
      />
    </div>
  )
}
