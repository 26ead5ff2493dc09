/**
 * Speculation rules (Chromium-based browsers; Firefox and Safari ignore them): a same-site page link is fetched
 * ahead when the visitor hovers or touches it (prefetch, moderate), and the one they press on is prerendered
 * (conservative), so the next page shows without a round trip. Not fetched ahead: the root chooser `/` (it only
 * redirects), the sign-in page (its link opens a dialog when scripts run), the "Cookie settings" link (it
 * reopens the banner) and links that leave the site (the patterns are same-origin paths). The rules are an
 * inline script, which the Content-Security-Policy allows by its hash like the others (scripts/build-headers.ts).
 */
const PAGE_LINKS = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/' } },
    { not: { href_matches: '/*/sign-in/*' } },
    { not: { selector_matches: '[data-enhance~="cookie-settings-link"]' } },
  ],
}

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ source: 'document', where: PAGE_LINKS, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: PAGE_LINKS, eagerness: 'conservative' }],
})
