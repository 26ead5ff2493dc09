/** What the scenarios share: the built pages to walk, and the selectors the Chromium specs use. */
import { join } from 'node:path'
import { builtHtmlFiles } from '../../../scripts/lib/built-site.mjs'
import { STARTED_ATTRIBUTE, pageHasStarted } from '../../../scripts/after-first-paint.mjs'
import { DEFER_ROOT_ATTRIBUTE } from '../../../components/lib/deferred-sections'

/** A script for waitFor(): the page's stylesheet has applied and its module script has run (both start after the
 *  first paint, scripts/after-first-paint.mjs), or the page has no start script. */
export const STARTED = `(${pageHasStarted.toString()})(${JSON.stringify(STARTED_ATTRIBUTE)})`

/** Started, and every section rendered (components/lib/deferred-sections.ts; tests/e2e/support/console.ts says why). */
export const SETTLED = `${STARTED} && !document.documentElement.hasAttribute(${JSON.stringify(DEFER_ROOT_ATTRIBUTE)})`

/** Every built HTML page of the build under test as the URL a host serves it under (`/en/` for en/index.html). */
export const builtPages = (root = join(process.env.DIST_DIR ?? 'dist-integrations', 'client')): string[] =>
  builtHtmlFiles(root)
    .map(({ url }) => url)
    .sort()

export const BANNER = '[data-cookie-banner]'
export const BANNER_SHOWN = `${BANNER}:not([hidden])`
export const POPUP = '[data-island="NewsletterPopup"] dialog'

/** A script for evaluate(): whether the first element matching `selector` is rendered and visible
 *  (checkVisibility also says no for the content of a closed <details>, which keeps a box in Firefox). */
export const visible = (selector: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); if (!el) return false
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true }) })()`

export const stored = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`

/** Consent given and the popup seen: keeps both out of the way of a test about something else. */
export const QUIET = `localStorage.setItem('cookie-consent', 'essential'); localStorage.setItem('newsletter-popup-seen', '1')`

/** Scrolls instantly to a fraction of the scrollable height (as tests/e2e/popup.spec.ts does). */
export const scrollTo = (ratio: number) =>
  `window.scrollTo({ top: Math.round((document.documentElement.scrollHeight - window.innerHeight) * ${ratio}), behavior: 'instant' })`
