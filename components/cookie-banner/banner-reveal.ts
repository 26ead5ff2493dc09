/**
 * The cookie banner is server-rendered `hidden` (a returning visitor must never see it flash). This tiny
 * inline script, placed right after it, shows it while the page is still being parsed when no choice is
 * stored and it was not closed this session, so a first visit paints the banner with the page's first
 * paint. Waiting for the module script (./banner.ts, which then takes over) made the
 * banner's text, the largest block on a Swedish or Norwegian phone screen, the Largest Contentful Paint,
 * a script download later. Storage that throws leaves it to banner.ts, as does a browser without scripts.
 * The CSP allows it by its hash (scripts/build-headers.ts hashes every inline script it finds).
 */
import { STORAGE_KEYS } from '../lib/storage'
import { SESSION_CLOSED_KEY } from '../analytics/consent-store'

/** The banner, server-rendered `hidden` on every page. */
export const BANNER_SELECTOR = '[data-cookie-banner]'

// "all" and "essential" are the stored choices (parseConsent in components/analytics/consent.ts); a unit test runs
// this text against isBannerVisible for every case. Built by a call marked pure, so the browser bundle, which
// imports only the selector, drops the text.
export const BANNER_REVEAL_SCRIPT = /* @__PURE__ */ revealScript()

function revealScript(): string {
  return (
    `try{var c=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)});` +
    `if(c!=="all"&&c!=="essential"&&sessionStorage.getItem(${JSON.stringify(SESSION_CLOSED_KEY)})!=="1")` +
    `document.querySelector(${JSON.stringify(BANNER_SELECTOR)}).hidden=false}catch(e){}`
  )
}
