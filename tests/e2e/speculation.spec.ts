// The next page before the click (renderer/speculation-rules.ts), as a visitor meets it in Chromium: hovering a
// page link fetches that page ahead once; the click then needs no second request for it; Back shows the page
// before from the back/forward cache. (Chromium does not prerender while Playwright's DevTools client is
// attached; a page really prerendered on a press is tested in tests/integrations/prerender.spec.ts.)
import { test, expect } from './support/console'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/browsers.mjs'

// The full browser with its back/forward cache on (Playwright turns it off; the headless shell has none).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', String(Date.now()))
    window.addEventListener(
      'pageshow',
      (event) => ((window as Window & { restoredFromCache?: boolean }).restoredFromCache = event.persisted),
    )
  })
})

test('hovering a page link fetches it ahead once; the click asks for nothing more; Back comes from the cache', async ({
  page,
  context,
}) => {
  const asked: { url: string; purpose: string }[] = []
  context.on('request', (request) => {
    if (request.url().endsWith('/da/contact/')) asked.push({ url: request.url(), purpose: request.headers()['sec-purpose'] ?? '' })
  })
  await page.goto('/da/')
  const link = page.locator('footer a[href="/da/contact/"]')
  await link.scrollIntoViewIfNeeded()
  await link.hover()
  await expect.poll(() => asked.filter((r) => r.purpose.startsWith('prefetch')).length, 'prefetch of /da/contact/').toBe(1)
  await link.click()
  await page.waitForURL('**/da/contact/')
  await expect(page.locator('h1')).toBeVisible()
  // The page says where its document came from: the prefetch, not a second request. (Playwright still reports
  // the navigation as a request; the server sees only the prefetch.)
  const delivery = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType,
  )
  expect(delivery).toBe('navigational-prefetch')
  expect(
    asked.filter((r) => r.purpose.startsWith('prefetch')),
    'prefetches of /da/contact/',
  ).toHaveLength(1)
  await page.goBack({ waitUntil: 'commit' })
  await page.waitForURL('**/da/', { waitUntil: 'commit' })
  await expect.poll(() => page.evaluate(() => (window as Window & { restoredFromCache?: boolean }).restoredFromCache)).toBe(true)
})

test('the root chooser, the sign-in page and "Cookie settings" are not fetched ahead', async ({ page, context }) => {
  const ahead: string[] = []
  context.on('request', (request) => {
    if ((request.headers()['sec-purpose'] ?? '').startsWith('prefetch')) ahead.push(new URL(request.url()).pathname)
  })
  await page.goto('/sv/contact/')
  for (const selector of [
    'footer [data-enhance~="cookie-settings-link"]',
    'header a[href="/sv/sign-in/"]',
    'footer a[href="/sv/privacy-policy/"]',
  ]) {
    const link = page.locator(selector).first()
    await link.scrollIntoViewIfNeeded()
    await link.hover()
    await page.waitForTimeout(400)
  }
  // The last one is an ordinary page link: it shows that hovering does fetch ahead here.
  await expect.poll(() => ahead).toContain('/sv/privacy-policy/')
  expect(ahead.filter((path) => /sign-in|cookie-policy|^\/$/.test(path))).toEqual([])
})
