/**
 * The cookie banner is server-rendered `hidden` (a returning visitor must never see it flash). This tiny
 * inline script, in the head, marks the root element when no choice is stored and the banner was not closed
 * this session; the banner's CSS shows it while the mark stands, so a first visit paints the banner with the
 * rest of the page's first paint, and ./banner.ts clears the mark once it takes over.
 *
 * Why the head: placed inside <body> (it once stood right after the banner), the script's first storage read,
 * which costs a fresh browser profile tens of milliseconds, used up the parser's time slice in the middle of
 * the page, and the browser painted a frame holding the banner alone before the rest of the page. Why not the
 * module script: waiting for it made the banner's text, the largest block on a Swedish or Norwegian phone
 * screen, the Largest Contentful Paint a script download later.
 *
 * Storage that throws leaves it to banner.ts, as does a browser without scripts. The CSP allows it by its hash
 * (scripts/build-headers.ts hashes every inline script it finds).
 */
import { STORAGE_KEYS } from '../lib/storage'
import { SESSION_CLOSED_KEY } from '../analytics/consent-store'

/** The banner, server-rendered `hidden` on every page. */
export const BANNER_SELECTOR = '[data-cookie-banner]'

/** The root element's mark, set by the reveal script: show the banner until ./banner.ts decides (its CSS reads it). */
export const BANNER_DUE_ATTRIBUTE = 'data-cookie-banner-due'

// "all" and "essential" are the stored choices (parseConsent in components/analytics/consent.ts); a unit test runs
// this text against isBannerVisible for every case. Built by a call marked pure, so the browser bundle, which
// imports only the names, drops the text.
export const BANNER_REVEAL_SCRIPT = /* @__PURE__ */ revealScript()

function revealScript(): string {
  return (
    `try{var c=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)});` +
    `if(c!=="all"&&c!=="essential"&&sessionStorage.getItem(${JSON.stringify(SESSION_CLOSED_KEY)})!=="1")` +
    `document.documentElement.setAttribute(${JSON.stringify(BANNER_DUE_ATTRIBUTE)},"")}catch(e){}`
  )
}
