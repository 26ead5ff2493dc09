/**
 * The cookie settings on the cookie-policy page (`#cookie-settings`, the target of the footer's "Cookie
 * settings" link): the current choice and the two buttons to change it, started by ./cookie-settings.ts.
 */
import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../lib/PageContext'
import { href } from '../lib/routes'
import { ConsentChoices } from './ConsentChoices'
import { localeEntry, type Locale } from '../../locales/locales'

export const COOKIE_SETTINGS_ID = 'cookie-settings'

export function cookieSettingsHref(locale: Locale): string {
  return `${href('cookie-policy', locale)}#${COOKIE_SETTINGS_ID}`
}

/** Current choice and the two buttons to change it; works without React (./cookie-settings.ts). */
export function CookieSettingsPanel() {
  const { t } = useTranslation('consent')
  const { locale } = useRenderContext()
  return (
    <section
      id={COOKIE_SETTINGS_ID}
      className="gr-cookie-settings"
      aria-labelledby={`${COOKIE_SETTINGS_ID}-title`}
      lang={localeEntry(locale).lang}
      data-enhance="cookie-settings"
      data-status-all={t('settings.status.all')}
      data-status-essential={t('settings.status.essential')}
      data-status-pending={t('settings.status.pending')}
      data-status-unsaved={t('settings.status.unsaved')}
    >
      <h2 className="gr-cookie-settings__title" id={`${COOKIE_SETTINGS_ID}-title`}>
        {t('settings.title')}
      </h2>
      <p className="gr-cookie-settings__status" data-consent-status="" aria-live="polite">
        {t('settings.status.noScript')}
      </p>
      <div className="gr-cookie-settings__actions" data-consent-actions="" hidden>
        <ConsentChoices className="gr-cookie-settings__choice" />
      </div>
    </section>
  )
}
