// What a page asks for before its first paint (scripts/after-first-paint.mjs, docs/decisions.md §25): no
// stylesheet and no script. Its stylesheet and its module script are requested once the browser reports the first
// contentful paint, and then apply and start as they did before; a browser without Paint Timing starts them after
// its next frame. (Without scripts the <noscript> link applies the stylesheet: no-js.spec.ts.)
import { test, expect } from './support/console'
import type { Page } from '@playwright/test'
import { afterPaintStylesheets } from '../../scripts/after-first-paint.mjs'
import { BANNER_DUE_ATTRIBUTE } from '../../components/cookie-banner/banner-reveal'
import { readBuilt } from './support/site'

const PAGES = ['/en/', '/da/contact/', '/sv/use-cases/events-activities/', '/no/privacy-policy/']

/** The module script has started: the cookie banner's start-up takes over from the head's reveal mark. */
const started = (page: Page) => page.waitForFunction((mark) => !document.documentElement.hasAttribute(mark), BANNER_DUE_ATTRIBUTE)

/** Every stylesheet the page links once painted has applied. */
async function expectStylesApplied(page: Page, url: string) {
  for (const href of afterPaintStylesheets(readBuilt(url))) {
    await expect
      .poll(() => page.evaluate((h) => [...document.styleSheets].some((s) => s.href?.endsWith(h) && s.cssRules.length > 0), href))
      .toBe(true)
  }
}

for (const url of PAGES) {
  test(`${url}: its stylesheet and scripts are asked for after the first paint, then apply and start`, async ({ page }) => {
    await page.goto(url)
    await started(page)
    await expectStylesApplied(page, url)
    const { paint, requests } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      requests: performance
        .getEntriesByType('resource')
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }))
        .filter((r) => /\.(css|js)$/.test(r.path)),
    }))
    expect(paint, 'the browser reported a first contentful paint').not.toBeNull()
    expect(requests.some((r) => r.path.startsWith('/assets/entries/'))).toBe(true)
    for (const request of requests) expect(request.start, `${request.path} asked for after the paint`).toBeGreaterThanOrEqual(paint!)
  })
}

test('a browser that reports no paint starts them after its next frame', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['resource'] }))
  await page.goto('/da/contact/')
  await started(page)
  await expectStylesApplied(page, '/da/contact/')
})
