/**
 * The cookie banner (docs/decisions.md §17). Server-rendered `hidden` on every page; the boot code (components/consent/
 * boot.ts) reveals it when no choice is stored, without React. This island hydrates on the first
 * interaction (the click is replayed), and its buttons only tell the consent store what was chosen: the
 * store saves it, hides the banner and starts or stops analytics.
 */
import { useId } from 'react'
import { CloseIcon } from '../ui/icons'
import { dispatchConsent } from './consent-store'

export interface CookieBannerProps {
  title: string
  text: string
  policyLabel: string
  policyHref: string
  acceptLabel: string
  rejectLabel: string
  closeLabel: string
}

export default function CookieBanner({ title, text, policyLabel, policyHref, acceptLabel, rejectLabel, closeLabel }: CookieBannerProps) {
  const titleId = useId()
  return (
    <section className="gr-cookie-banner" aria-labelledby={titleId}>
      <div className="gr-cookie-banner__inner gr-width-container">
        <div className="gr-cookie-banner__body">
          {/* Not a heading: the banner comes before the page's <h1>, which must stay every page's first heading
              (docs/decisions.md §32); the region is named by this title instead. */}
          <p className="gr-cookie-banner__title" id={titleId} tabIndex={-1} data-consent-focus="">
            {title}
          </p>
          <p className="gr-cookie-banner__text">
            {text} <a href={policyHref}>{policyLabel}</a>
          </p>
        </div>
        {/* Equal prominence (docs/decisions.md §17): both choices are the same kind of button, side by side. */}
        <div className="gr-cookie-banner__actions">
          <button
            type="button"
            className="gr-button gr-button--primary gr-cookie-banner__choice"
            data-consent-choice="essential"
            onClick={() => dispatchConsent({ type: 'reject' })}
          >
            {rejectLabel}
          </button>
          <button
            type="button"
            className="gr-button gr-button--primary gr-cookie-banner__choice"
            data-consent-choice="all"
            onClick={() => dispatchConsent({ type: 'accept' })}
          >
            {acceptLabel}
          </button>
        </div>
        <button
          type="button"
          className="gr-icon-button gr-cookie-banner__close"
          aria-label={closeLabel}
          onClick={() => dispatchConsent({ type: 'close' })}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  )
}
