// Analytics against a real HTTP server on loopback standing in for the PostHog host (the integration build
// sets POSTHOG_KEY and POSTHOG_HOST=${ENDPOINT}/ph): nothing before consent, docs/decisions.md §17 after
// "accept all", nothing after "essential only" or with Do-Not-Track, web vitals after "accept all" only
// (docs/decisions.md §34), the layout's own events with their payloads, withdrawal, and the failure cases
// (ad blocker, storage that throws, no document events).
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { ENDPOINT, visitorWithoutPopup, recorded, resetEndpoint, sentEvents, waitForEvent } from './support'

/** Remembers whether posthog-js (our chunk holding it) was ever downloaded by the page. */
function watchForPosthog(page: Page): () => boolean {
  let loaded = false
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') || !response.url().startsWith('http://127.0.0.1')) return
    const body = await response.text().catch(() => '')
    if (body.includes('__PosthogExtensions__')) loaded = true
  })
  return () => loaded
}

const BANNER = '[data-cookie-banner]'
const choose = (page: Page, choice: 'all' | 'essential') => page.locator(`${BANNER} [data-consent-choice="${choice}"]`).click()

async function quiet(page: Page, ms = 2500): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(ms)
}

test.beforeEach(async ({ context }) => {
  await resetEndpoint()
  await visitorWithoutPopup(context)
  // The sign-in dialog's choices open the external apps in a new tab; keep those off the network.
  await context.route(/^https:\/\/(play|admin)\.example\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>app</title>' }),
  )
})

test('before consent no posthog-js file is fetched and no request reaches the host', async ({ page }) => {
  const posthogLoaded = watchForPosthog(page)
  await page.goto('/en/')
  await expect(page.locator(`${BANNER}:not([hidden])`)).toHaveCount(1)
  // Use the page a little: events fired now are dropped, never queued.
  await page.locator('.gr-lang__toggle').click()
  await page.keyboard.press('Escape')
  await quiet(page)
  await page.goto('/da/contact/')
  await quiet(page)
  expect(posthogLoaded()).toBe(false)
  expect(await recorded('/ph')).toEqual([])
})

test('after accept all, $pageview (url, path, language) and cookie_consent arrive', async ({ page }) => {
  const posthogLoaded = watchForPosthog(page)
  await page.goto('/sv/contact/')
  await quiet(page, 500)
  expect(await recorded('/ph')).toEqual([])
  await choose(page, 'all')
  const pageview = await waitForEvent('$pageview', { path: '/sv/contact/' })
  expect(pageview.properties).toMatchObject({ url: expect.stringMatching(/\/sv\/contact\/$/), path: '/sv/contact/', language: 'sv' })
  const consent = await waitForEvent('cookie_consent')
  expect(consent.properties).toMatchObject({ consent_type: 'all', language: 'sv' })
  expect(posthogLoaded()).toBe(true)

  // The next page load sends its own page view without any interaction, and the previous page's leave.
  await page.goto('/sv/sign-in/')
  await waitForEvent('$pageview', { path: '/sv/sign-in/', language: 'sv' })
  const leave = await waitForEvent('$pageleave')
  expect(leave.properties).toMatchObject({
    path: '/sv/contact/',
    url: expect.stringMatching(/\/sv\/contact\/$/),
    title: expect.any(String),
    referrer: expect.any(String),
  })
  expect((await sentEvents()).filter((e) => e.event === '$pageleave')).toHaveLength(1)
})

test('after essential only nothing arrives and posthog-js is never downloaded', async ({ page }) => {
  const posthogLoaded = watchForPosthog(page)
  await page.goto('/da/')
  await choose(page, 'essential')
  await expect(page.locator(`${BANNER}:not([hidden])`)).toHaveCount(0)
  await page.locator('.gr-header__sign-in').first().click()
  await quiet(page)
  await page.goto('/da/contact/')
  await quiet(page)
  expect(posthogLoaded()).toBe(false)
  expect(await recorded('/ph')).toEqual([])
})

test('with Do-Not-Track on, accepting sends nothing', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }))
  const posthogLoaded = watchForPosthog(page)
  await page.goto('/no/')
  await choose(page, 'all')
  await quiet(page)
  await page.goto('/no/contact/')
  await quiet(page)
  expect(posthogLoaded()).toBe(false)
  expect(await recorded('/ph')).toEqual([])
})

// ---- Web vitals (docs/decisions.md §34) ------------------------------------------------------------

const webVitals = async () => (await sentEvents()).filter((e) => e.event === '$web_vitals')

/** Ends the page's LCP (a click ends it), lets the 5 s delayed flush pass, then leaves (which flushes too). */
async function measureAndLeave(page: Page, next: string): Promise<void> {
  await page.locator('#main h1').click()
  await page.waitForTimeout(6000)
  await page.goto(next)
  await quiet(page, 1000)
}

test('after accept all, $web_vitals with LCP arrives from the bundled code; only the site and the PostHog host are asked', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/en/')
  await choose(page, 'all')
  await waitForEvent('$pageview', { path: '/en/' })
  await measureAndLeave(page, '/en/contact/')
  await expect
    .poll(async () => (await webVitals()).some((e) => typeof e.properties.$web_vitals_LCP_value === 'number'), { timeout: 15_000 })
    .toBe(true)
  const vitals = await webVitals()
  const lcp = vitals.find((e) => typeof e.properties.$web_vitals_LCP_value === 'number')
  expect(lcp?.properties.$web_vitals_LCP_value).toBeGreaterThan(0)
  expect(lcp?.properties.$current_url).toMatch(/\/en\/$/)
  // FCP is measured as well (INP and CLS only when the page gives them a value).
  expect(vitals.some((e) => typeof e.properties.$web_vitals_FCP_value === 'number')).toBe(true)
  // The web-vitals code came with posthog-js: no script was fetched for it, from PostHog or anyone else.
  expect(requested.filter((url) => /web-vitals/.test(url))).toEqual([])
  const origins = new Set(requested.map((url) => new URL(url).origin))
  expect([...origins].sort()).toEqual([new URL(page.url()).origin, ENDPOINT].sort())
})

// With the cookieless mode off (this build), essential only never loads PostHog; web vitals measured before a
// withdrawal are covered by the withdrawal test below (nothing at all is sent after it), and the before-send
// hook's drop of $web_vitals outside full mode by components/analytics/analytics.test.ts.
test('no $web_vitals before consent or after essential only (no PostHog request at all)', async ({ page }) => {
  await page.goto('/sv/')
  await measureAndLeave(page, '/sv/contact/')
  expect(await webVitals()).toEqual([])
  await choose(page, 'essential')
  await measureAndLeave(page, '/sv/')
  expect(await webVitals()).toEqual([])
  expect(await recorded('/ph')).toEqual([])
})

test('no $web_vitals with Do-Not-Track on, though the visitor accepts all', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }))
  await page.goto('/da/')
  await choose(page, 'all')
  await measureAndLeave(page, '/da/contact/')
  expect(await webVitals()).toEqual([])
  expect(await recorded('/ph')).toEqual([])
})

test('language_change arrives with its payload, though the page navigates right after', async ({ page }) => {
  await page.goto('/en/privacy-policy/')
  await choose(page, 'all')
  await waitForEvent('$pageview', { path: '/en/privacy-policy/' })
  await page.locator('.gr-lang__toggle').click()
  await Promise.all([page.waitForURL('**/da/privacy-policy/'), page.locator('.gr-lang__option[lang="da"]').click()])
  const change = await waitForEvent('language_change')
  expect(change.properties).toMatchObject({ from_language: 'en', to_language: 'da', page: '/en/privacy-policy/' })
  await waitForEvent('$pageview', { path: '/da/privacy-policy/', language: 'da' })
})

test('sign_in_dialog_open and sign_in_platform_select arrive with their payloads', async ({ page, context }) => {
  await page.goto('/da/contact/')
  await choose(page, 'all')
  await waitForEvent('$pageview', { path: '/da/contact/' })
  await page.locator('.gr-header__sign-in').first().click()
  await expect(page.locator('dialog.gr-dialog[open]')).toBeVisible()
  expect((await waitForEvent('sign_in_dialog_open')).properties).toMatchObject({ language: 'da' })
  const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('dialog[open] [data-platform="game"]').click()])
  await tab.close()
  expect((await waitForEvent('sign_in_platform_select')).properties).toMatchObject({ platform: 'game', language: 'da' })
})

test('withdrawing consent stops capture and clears what PostHog stored', async ({ page, allowConsole }) => {
  // The click on "Essential only" is itself autocaptured a moment after the choice: the before-send hook
  // rejects it with the payload docs/decisions.md §17 names.
  allowConsole(/rejected: consent does not allow analytics/)
  await page.goto('/en/contact/')
  await choose(page, 'all')
  await waitForEvent('$pageview', { path: '/en/contact/' })
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('ph_') || k.startsWith('__ph'))))
    .toBe(true)
  await page.locator('footer a[data-enhance="cookie-settings-link"]').click()
  await choose(page, 'essential')
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('essential')
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ph_') || k.startsWith('__ph'))))
    .toEqual([])
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/ph_.*_posthog/)
  await quiet(page, 4000)
  const before = (await sentEvents()).length
  await page.locator('.gr-header__sign-in').first().click()
  await expect(page.locator('dialog.gr-dialog[open]')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/en/sign-in/')
  await quiet(page)
  const after = await sentEvents()
  expect(after.slice(before).map((e) => e.event)).toEqual([])
  expect(after.filter((e) => e.event === 'sign_in_dialog_open')).toEqual([])
})

test('a withdrawal drops what PostHog still holds: an event captured just before it never reaches the host', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/rejected: consent does not allow analytics/)
  await page.goto('/en/contact/')
  await choose(page, 'all')
  await waitForEvent('$pageview', { path: '/en/contact/' })
  // Open and close the sign-in dialog once, so its island is live and a press tracks at once; let that batch go.
  const signIn = page.locator('.gr-header__sign-in').first()
  await signIn.click()
  await expect(page.locator('dialog.gr-dialog[open]')).toBeVisible()
  await page.keyboard.press('Escape')
  await waitForEvent('sign_in_dialog_open')
  await quiet(page, 4000)
  const opensBefore = (await sentEvents()).filter((e) => e.event === 'sign_in_dialog_open').length

  // A visitor quick on the mouse: the dialog opened (an event captured and held for PostHog's next batch),
  // closed, then Cookie settings and "Essential only", all before that batch is due.
  const withdrawnAt = await page.evaluate(async () => {
    document.querySelector<HTMLElement>('.gr-header__sign-in')?.click()
    let dialog: HTMLDialogElement | null = null
    while (!(dialog = document.querySelector<HTMLDialogElement>('dialog.gr-dialog[open]'))) await new Promise(requestAnimationFrame)
    dialog.close()
    document.querySelector<HTMLElement>('footer a[data-enhance="cookie-settings-link"]')?.click()
    document.querySelector<HTMLElement>('[data-cookie-banner] [data-consent-choice="essential"]')?.click()
    return Date.now()
  })
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('essential')
  // PostHog sends its batch every 3 s and retries for longer: wait past both.
  await quiet(page, 6000)
  expect((await recorded('/ph')).filter((r) => r.at >= withdrawnAt).map((r) => r.path)).toEqual([])
  expect((await sentEvents()).filter((e) => e.event === 'sign_in_dialog_open')).toHaveLength(opensBefore)

  // A second change of mind on the same page sends again.
  const consents = async () =>
    (await sentEvents()).filter((e) => e.event === 'cookie_consent' && e.properties.consent_type === 'all').length
  const acceptedBefore = await consents()
  await page.locator('footer a[data-enhance="cookie-settings-link"]').click()
  await choose(page, 'all')
  await expect.poll(consents, { timeout: 10_000 }).toBe(acceptedBefore + 1)
})

test('an ad blocker that blocks the analytics host leaves the site working with no uncaught error', async ({ page, allowConsole }) => {
  allowConsole(/ERR_BLOCKED_BY_CLIENT|Failed to load resource/)
  await page.route(`${ENDPOINT}/ph/**`, (route) => route.abort('blockedbyclient'))
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/en/')
  await choose(page, 'all')
  await expect(page.locator(`${BANNER}:not([hidden])`)).toHaveCount(0)
  await quiet(page, 1500)
  await page.locator('.gr-header__sign-in').first().click()
  await expect(page.locator('dialog.gr-dialog[open]')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/en/contact/')
  await quiet(page, 1500)
  expect(errors).toEqual([])
})

test.describe('failures', () => {
  const throwingStorage = (context: BrowserContext) =>
    context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        })
      }
    })

  test('with storage that throws, the banner works for the page and nothing crashes', async ({ page, context }) => {
    await throwingStorage(context)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/no/contact/')
    await expect(page.locator(`${BANNER}:not([hidden])`)).toHaveCount(1)
    await choose(page, 'all')
    await expect(page.locator(`${BANNER}:not([hidden])`)).toHaveCount(0)
    // Consent holds in memory for this page, so analytics runs for it.
    await waitForEvent('$pageview', { path: '/no/contact/' })
    await page.locator('.gr-header__sign-in').first().click()
    await expect(page.locator('dialog.gr-dialog[open]')).toBeVisible()
    expect(errors).toEqual([])
  })

  test('without document event support, it logs that analytics could not start and sends nothing', async ({ page, allowConsole }) => {
    allowConsole(/Analytics could not start/)
    // The start-up logs each part that needs document events; the footer still renders (its hand-back needs none).
    allowConsole(/The deferred sections could not start/)
    // The banner needs no document events: its buttons still work.
    let warned = false
    page.on('console', (msg) => {
      if (/Analytics could not start/.test(msg.text())) warned = true
    })
    await page.addInitScript(() => Object.defineProperty(document, 'addEventListener', { value: undefined, configurable: true }))
    await page.goto('/en/contact/')
    await expect.poll(() => warned).toBe(true)
    await choose(page, 'all')
    await quiet(page)
    expect(await recorded('/ph')).toEqual([])
    await expect(page.locator('footer')).not.toHaveAttribute('data-deferred-section')
  })
})
