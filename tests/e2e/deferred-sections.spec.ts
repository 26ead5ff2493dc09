// A page's sections below its first screen, and its footer, render after the first frame
// (components/lib/deferred-sections.ts), and nobody who jumps, restores a place, prints or reads without scripts meets
// a section still waiting.
import type { Page } from '@playwright/test'
import { test, expect, pageStarted } from './support/console'
import { clickWhereItIs } from './support/pointer'
import { DEFERRED_SECTION_ATTRIBUTE, DEFER_ROOT_ATTRIBUTE, DEFER_SECTIONS_FALLBACK_MS } from '../../components/lib/deferred-sections'
import { HOME_SECTIONS } from '../../components/lib/links'
import { FIRST_FRAME_LAYOUT_OBJECTS, VIEWPORTS } from '../../scripts/lib/page-weight.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/browsers.mjs'
import { ALL_PAGES, readBuilt } from './support/site'

/** The parts of a Chromium trace event the first-frame count reads. */
type TraceEvent = { name: string; ts: number; args?: { frame?: string; beginData?: { frame?: string; dirtyObjects?: number } } }

const BELOW_FIRST_SCREEN = Object.values(HOME_SECTIONS).filter((id) => id !== HOME_SECTIONS.hero)

/** Each home section's computed `content-visibility`, by id. */
function contentVisibility(page: Page): Promise<Record<string, string>> {
  return page
    .locator('main > section[id]')
    .evaluateAll((sections) => Object.fromEntries(sections.map((s) => [s.id, getComputedStyle(s).contentVisibility])))
}

/**
 * Each home section's waiting parts' computed `content-visibility`, by id: the section's own, or, where the section
 * itself renders (the pricing section, whose plans wait), each of its parts that wait.
 */
function waitingParts(page: Page): Promise<Record<string, string[]>> {
  return page
    .locator('main > section[id]')
    .evaluateAll(
      (sections, mark) =>
        Object.fromEntries(
          sections.map((s) => [
            s.id,
            (s.hasAttribute(mark) ? [s] : [...s.querySelectorAll(`[${mark}]`)]).map((el) => getComputedStyle(el).contentVisibility),
          ]),
        ),
      DEFERRED_SECTION_ATTRIBUTE,
    )
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
  expect((await contentVisibility(page))[HOME_SECTIONS.hero]).toBe('visible')
  const waiting = await waitingParts(page)
  for (const id of BELOW_FIRST_SCREEN) {
    expect(waiting[id]?.length, id).toBeGreaterThan(0)
    expect(new Set(waiting[id]), id).toEqual(new Set(['auto']))
  }
})

// Counted in the trace of the full Chromium, which Lighthouse runs (scripts/audit.mjs), up to the first contentful
// paint. There a <select> inside a waiting section once made the whole section render in the first frame (the headless
// shell the other tests use does not), so the pricing section's plans wait, not its currency control.
for (const path of ['/en/', '/sv/']) {
  test(`on a phone, ${path} lays out its first screen and the section next to it before its first paint, no more`, async ({
    playwright,
    baseURL,
  }) => {
    const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    try {
      /** The trace of a first load in a new context, or null when the browser hands back a cut-off trace (it did
       * once with every lane busy): an unreadable trace says nothing about the page, so the load is traced again. */
      const traceFirstLoad = async (): Promise<TraceEvent[] | null> => {
        const page = await browser.newPage({ viewport: VIEWPORTS.mobile, baseURL })
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
        await page.goto(path, { waitUntil: 'load' })
        await pageStarted(page)
        const trace = (await browser.stopTracing()).toString()
        await page.close()
        try {
          return (JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents
        } catch {
          return null
        }
      }
      const events = (await traceFirstLoad()) ?? (await traceFirstLoad())
      if (!events) throw new Error('the browser handed back an unreadable trace twice')
      const paint = events.find((e) => e.name === 'firstContentfulPaint')
      expect(paint, 'a first contentful paint in the trace').toBeDefined()
      const laidOut = events
        .filter((e) => e.name === 'Layout' && e.args?.beginData?.frame === paint?.args?.frame && e.ts <= (paint?.ts ?? 0))
        .reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0)
      expect(laidOut).toBeGreaterThan(0)
      expect(laidOut).toBeLessThanOrEqual(FIRST_FRAME_LAYOUT_OBJECTS)
    } finally {
      await browser.close()
    }
  })
}

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

  // A <select> in a part that skips rendering makes Chromium render all of that part in the first frame once the
  // parser has read it (decision §25): on no page does one wait.
  test('no page has a select inside a part that waits for the first frame', async ({ page }) => {
    const found: string[] = []
    // Every built page but the root's language chooser, which moves on to a home page by itself.
    const pages = ALL_PAGES.filter((p) => p.url !== '/')
    // The built markup, read by Chromium's parser: which parts wait is decided at build time, not by the page's scripts.
    for (const { url } of pages) {
      const count = await page.evaluate(
        ([html, attribute]) => new DOMParser().parseFromString(html, 'text/html').querySelectorAll(`[${attribute}] select`).length,
        [readBuilt(url), DEFERRED_SECTION_ATTRIBUTE] as const,
      )
      if (count) found.push(`${url}: ${count}`)
    }
    expect(pages.length).toBeGreaterThan(50)
    expect(found).toEqual([])
  })

  test('nothing is deferred', async ({ page }) => {
    await page.goto('/no/')
    expect(new Set(Object.values(await contentVisibility(page)))).toEqual(new Set(['visible']))
  })
})
