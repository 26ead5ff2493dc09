// $pageleave on every kind of departure (docs/decisions.md §17: url, path, title and referrer of the page
// left), exactly once: a link followed, the back button, a reload. Run as a visitor would, after "accept all",
// against the loopback stand-in for the PostHog host.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/browsers.mjs'
import { visitorWithoutPopup, resetEndpoint, sentEvents, waitForEvent } from './support'

// A visitor's Chromium keeps pages in the back-forward cache, and a page shown again from it is a page view
// that will be left again. Playwright switches the cache off by default, and the headless shell has none: these
// tests run the full browser with it on.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } })

test.beforeEach(async ({ context }) => {
  await resetEndpoint()
  await visitorWithoutPopup(context)
})

/** Opens `path` as a first visit, accepts all, and waits until PostHog has counted the page. */
async function acceptedVisit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('[data-cookie-banner] [data-consent-choice="all"]').click()
  await waitForEvent('$pageview', { path })
}

const leavesOf = async (path: string) => (await sentEvents()).filter((e) => e.event === '$pageleave' && e.properties.path === path)

async function expectOneLeave(page: Page, path: string, title: string): Promise<void> {
  const leave = await waitForEvent('$pageleave', { path })
  expect(leave.properties).toMatchObject({
    url: expect.stringMatching(new RegExp(`${path.replace(/\//g, '\\/')}$`)),
    path,
    title,
    referrer: expect.any(String),
  })
  // Give a second beacon (PostHog's own page-leave capture, say) time to arrive before counting.
  await page.waitForTimeout(1500)
  expect(await leavesOf(path), `$pageleave events for ${path}`).toHaveLength(1)
}

test("following a footer link sends the left page's $pageleave once", async ({ page }) => {
  await acceptedVisit(page, '/en/')
  const title = await page.title()
  await page.locator('footer a[href="/en/contact/"]').first().click()
  await page.waitForURL('**/en/contact/')
  await waitForEvent('$pageview', { path: '/en/contact/' })
  await expectOneLeave(page, '/en/', title)
})

test("the back button sends the left page's $pageleave once", async ({ page }) => {
  await acceptedVisit(page, '/da/contact/')
  await page.locator('footer a[href="/da/privacy-policy/"]').first().click()
  await page.waitForURL('**/da/privacy-policy/')
  await waitForEvent('$pageview', { path: '/da/privacy-policy/' })
  const title = await page.title()
  // Back may show the page from the back-forward cache, which fires no load event.
  await page.goBack({ waitUntil: 'commit' })
  await page.waitForURL('**/da/contact/', { waitUntil: 'commit' })
  await expectOneLeave(page, '/da/privacy-policy/', title)
})

test("a reload sends the page's $pageleave once, and a new $pageview", async ({ page }) => {
  await acceptedVisit(page, '/sv/early-access/')
  const title = await page.title()
  await page.reload()
  await expectOneLeave(page, '/sv/early-access/', title)
  await expect
    .poll(async () => (await sentEvents()).filter((e) => e.event === '$pageview' && e.properties.path === '/sv/early-access/').length)
    .toBe(2)
})

test('a page shown again from the back-forward cache is counted again, and left again once', async ({ page }) => {
  await page.addInitScript(() =>
    window.addEventListener(
      'pageshow',
      (event) => ((window as Window & { restoredFromCache?: boolean }).restoredFromCache = event.persisted),
    ),
  )
  await acceptedVisit(page, '/no/')
  const title = await page.title()
  await page.locator('footer a[href="/no/contact/"]').first().click()
  await waitForEvent('$pageview', { path: '/no/contact/' })
  // A page restored from the cache fires no load event.
  await page.goBack({ waitUntil: 'commit' })
  await page.waitForURL('**/no/', { waitUntil: 'commit' })
  const restored = await page.evaluate(() => (window as Window & { restoredFromCache?: boolean }).restoredFromCache)
  expect(restored, 'the page came back from the back-forward cache').toBe(true)
  await expect.poll(async () => (await sentEvents()).filter((e) => e.event === '$pageview' && e.properties.path === '/no/').length).toBe(2)
  await page.locator('footer a[href="/no/privacy-policy/"]').first().click()
  await waitForEvent('$pageview', { path: '/no/privacy-policy/' })
  await expect.poll(async () => (await leavesOf('/no/')).length, 'leaves of /no/').toBe(2)
  for (const leave of await leavesOf('/no/')) expect(leave.properties).toMatchObject({ path: '/no/', title })
})

test("closing the tab sends the page's $pageleave once", async ({ page, context }) => {
  await acceptedVisit(page, '/en/contact/')
  const title = await page.title()
  await page.close({ runBeforeUnload: true })
  await expectOneLeave(await context.newPage(), '/en/contact/', title)
})
