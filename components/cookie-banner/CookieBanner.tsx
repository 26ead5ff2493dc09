/**
 * The cookie banner (docs/decisions.md §17), in the layout of every page. It is plain HTML, rendered
 * `hidden`: an inline script in the head has it shown from the first paint on a first visit (./banner-reveal.ts),
 * and ./banner.ts, with no React, keeps it in step with the consent state and turns a press on its buttons
 * into the visitor's choice.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../lib/PageContext'
import { href } from '../lib/routes'
import { CloseIcon } from '../ui/icons'
import { ConsentChoices } from './ConsentChoices'

export function CookieBanner() {
  const { t } = useTranslation('consent')
  const { locale } = useRenderContext()
  const titleId = useId()
  return (
    <section className="gr-cookie-banner" aria-labelledby={titleId} data-cookie-banner="" hidden>
      <div className="gr-cookie-banner__inner gr-width-container">
        <div className="gr-cookie-banner__body">
          {/* Not a heading: the banner comes before the page's <h1>, which must stay every page's first heading
                (docs/decisions.md §32); the region is named by this title instead (by the same words in an
                `aria-label` where the title has a soft hyphen: components/lib/plain-names.ts). */}
          <p className="gr-cookie-banner__title" id={titleId} tabIndex={-1} data-consent-focus="">
            {t('banner.title')}
          </p>
          <p className="gr-cookie-banner__text">
            {t('banner.text')} <a href={href('cookie-policy', locale)}>{t('banner.policyLink')}</a>
          </p>
        </div>
        <div className="gr-cookie-banner__actions">
          <ConsentChoices className="gr-cookie-banner__choice" />
        </div>
        <button type="button" className="gr-icon-button gr-cookie-banner__close" aria-label={t('banner.close')} data-consent-close="">
          <CloseIcon />
        </button>
      </div>
    </section>
  )
}
