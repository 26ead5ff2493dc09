// A page's sections below its first screen, and its footer, render after the first frame
// (components/lib/deferred-sections.ts), and nobody who jumps, restores a place, prints or reads without scripts meets
// a section still waiting.
import type { Page } from '@playwright/test'
import { test, expect, pageStarted } from './support/console'
import { clickWhereItIs } from './support/pointer'
import { DEFERRED_SECTION_ATTRIBUTE, DEFER_ROOT_ATTRIBUTE, DEFER_SECTIONS_FALLBACK_MS } from '../../components/lib/deferred-sections'
import { HOME_SECTIONS } from '../../components/lib/links'

const BELOW_FIRST_SCREEN = Object.values(HOME_SECTIONS).filter((id) => id !== HOME_SECTIONS.hero)

/** Each home section's computed `content-visibility`, by id. */
function contentVisibility(page: Page): Promise<Record<string, string>> {
  return page
    .locator('main > section[id]')
    .evaluateAll((sections) => Object.fromEntries(sections.map((s) => [s.id, getComputedStyle(s).contentVisibility])))
}

const rootDefers = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), DEFER_ROOT_ATTRIBUTE)

/** A browser that never finds an idle moment: the sections wait until something asks for them. */
async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }))
}

/** Opens `path` and returns once its start-up has run, without waiting for the sections to render. */
async function openStarted(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await pageStarted(page)
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Waits until the page has not moved for 700 ms (a smooth scroll and any correction after it). */
async function scrollSettled(page: Page): Promise<number> {
  let last = await scrollY(page)
  for (let still = 0; still < 7;) {
    await page.waitForTimeout(100)
    const now = await scrollY(page)
    still = now === last ? still + 1 : 0
    last = now
  }
  return last
}

test('a fresh visit paints the first screen before the sections below it', async ({ page }) => {
  await neverIdle(page)
  await openStarted(page, '/en/')
  expect(await rootDefers(page)).toBe(true)
  const early = await contentVisibility(page)
  expect(early[HOME_SECTIONS.hero]).toBe('visible')
  for (const id of BELOW_FIRST_SCREEN) expect(early[id], id).toBe('auto')
})

test('once the page is idle, every section renders, and nothing is left deferred', async ({ page }) => {
  await openStarted(page, '/da/')
  await expect.poll(() => rootDefers(page)).toBe(false)
  expect(Object.values(await contentVisibility(page))).toEqual(Object.values(HOME_SECTIONS).map(() => 'visible'))
  await expect(page.locator(`[${DEFERRED_SECTION_ATTRIBUTE}]`)).toHaveCount(0)
})

// Every page defers its footer; the legal pages and the use cases their sections after the first too.
for (const path of ['/da/terms-of-use/', '/en/use-cases/events-activities/', '/sv/contact/']) {
  test(`${path} paints its first screen before its later sections and footer, then renders them all`, async ({ page }) => {
    await neverIdle(page)
    await openStarted(page, path)
    expect(await rootDefers(page)).toBe(true)
    const deferred = page.locator(`[${DEFERRED_SECTION_ATTRIBUTE}]`)
    expect(await deferred.count()).toBeGreaterThan(0)
    await expect(page.locator('footer')).toHaveAttribute(DEFERRED_SECTION_ATTRIBUTE, '')
    expect(new Set(await deferred.evaluateAll((all) => all.map((el) => getComputedStyle(el).contentVisibility)))).toEqual(new Set(['auto']))
    // The same page in a browser that goes idle: everything hands back.
    const settled = await page.context().newPage()
    await openStarted(settled, path)
    await expect.poll(() => rootDefers(settled)).toBe(false)
    await expect(settled.locator(`[${DEFERRED_SECTION_ATTRIBUTE}]`)).toHaveCount(0)
  })
}

test('a legal page’s contents link activated while its sections wait lands where it does on the whole page', async ({ page }) => {
  const lastSection = page.locator('.gr-legal__section').last()
  const top = () => lastSection.evaluate((el) => Math.round(el.getBoundingClientRect().top))
  const follow = async () => {
    const id = await lastSection.getAttribute('id')
    await page.locator(`.gr-legal__toc a[href="#${id}"]`).evaluate((link: HTMLElement) => link.click())
    await page.waitForURL(`**#${id}`)
    await scrollSettled(page)
    return top()
  }
  // The whole page, once idle.
  await openStarted(page, '/en/privacy-policy/')
  await expect.poll(() => rootDefers(page)).toBe(false)
  const whole = await follow()
  // A fresh visit whose sections never get an idle moment.
  await neverIdle(page)
  await openStarted(page, '/en/privacy-policy/')
  expect(await rootDefers(page)).toBe(true)
  expect(await follow()).toBe(whole)
  // Rendered whole by the jump, so no section's real height arrives later to move the reader.
  expect(await rootDefers(page)).toBe(false)
})

test('a header link activated while the sections still wait lands on its section', async ({ page }) => {
  await neverIdle(page)
  await openStarted(page, '/en/')
  // Once the page scrolls smoothly (components/layout/hash-scroll.ts), as it does before any reader gets to the header.
  await page.waitForFunction(() => document.documentElement.classList.contains('gr-smooth-scroll'))
  expect(await rootDefers(page)).toBe(true)
  // Activated as a screen reader activates a link, with a click and no key or pointer event before it (those show
  // the sections on their own: see the tests below).
  await page.locator('.gr-header .gr-nav__link[href="#pricing"]').evaluate((link: HTMLElement) => link.click())
  const top = () => page.locator('#pricing').evaluate((el) => Math.round(el.getBoundingClientRect().top))
  await expect.poll(top, { timeout: 3000 }).toBe(100)
  await page.waitForTimeout(800)
  expect(await top()).toBe(100)
})

test('a page opened at a #fragment, reloaded, or printed renders whole', async ({ page }) => {
  await page.goto('/en/#faq', { waitUntil: 'domcontentloaded' })
  expect(await rootDefers(page)).toBe(false)
  await page.goto('/en/', { waitUntil: 'domcontentloaded' })
  expect(await rootDefers(page)).toBe(true)
  await page.reload({ waitUntil: 'domcontentloaded' })
  expect(await rootDefers(page)).toBe(false)

  await neverIdle(page)
  await openStarted(page, '/sv/')
  expect(await rootDefers(page)).toBe(true)
  await page.emulateMedia({ media: 'print' })
  expect(new Set(Object.values(await contentVisibility(page)))).toEqual(new Set(['visible']))
})

test('a language switch that keeps the reader’s place renders the page whole first', async ({ page }) => {
  await neverIdle(page)
  await openStarted(page, '/en/')
  expect(await rootDefers(page)).toBe(true)
  await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }))
  await page.waitForFunction(() => Math.abs(window.scrollY - 3000) < 2)
  // Real pointer clicks on the sticky header's switcher, where it is.
  const clickAt = (selector: string) => clickWhereItIs(page, selector)
  await clickAt('.gr-lang__toggle')
  await expect(page.locator('.gr-lang__list')).toBeVisible()
  await Promise.all([page.waitForURL('**/da/'), clickAt('.gr-lang__option[lang="da"]')])
  await page.waitForFunction(() => Math.abs(window.scrollY - 3000) < 2, undefined, { timeout: 3000 })
  expect(await rootDefers(page)).toBe(false)
})

for (const [move, act] of [
  ['End', (page: Page) => page.keyboard.press('End')],
  ['a long wheel turn', (page: Page) => page.mouse.wheel(0, 6000)],
] as const) {
  test(`a reader who jumps down with ${move} while the sections still wait stays where the jump put them`, async ({ page }) => {
    await neverIdle(page)
    await openStarted(page, '/no/')
    expect(await rootDefers(page)).toBe(true)
    await page.mouse.move(200, 400)
    await act(page)
    const landed = await scrollSettled(page)
    expect(landed).toBeGreaterThan(2000)
    expect(await rootDefers(page)).toBe(false)
    // Nothing renders later and moves the page under the reader.
    await page.waitForTimeout(1000)
    expect(await scrollY(page)).toBe(landed)
  })
}

test('if the page’s module script never arrives, the sections render whole a few seconds after load', async ({ page, allowConsole }) => {
  allowConsole(/Failed to load resource/)
  await page.route('**/assets/**/*.js', (route) => route.abort())
  await page.goto('/en/', { waitUntil: 'domcontentloaded' })
  expect(await rootDefers(page)).toBe(true)
  await expect.poll(() => rootDefers(page), { timeout: DEFER_SECTIONS_FALLBACK_MS + 3000 }).toBe(false)
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })
  test('nothing is deferred', async ({ page }) => {
    await page.goto('/no/')
    expect(new Set(Object.values(await contentVisibility(page)))).toEqual(new Set(['visible']))
  })
})
