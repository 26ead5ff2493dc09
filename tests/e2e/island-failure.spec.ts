// An island that cannot start (its props file or its code does not arrive) looks and reads exactly as it does
// without scripts: no control is left that does nothing, and nothing the no-script page shows is missing
// (docs/decisions.md §45). Every island with server markup is failed in turn on the home page, which holds one
// of each, once by its props and once by its code.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { test, expect } from './support/console'
import { DIST } from './support/site'
import { islandLoaders, type IslandName } from '../../components/wiring/islands'

const HOME = '/en/'
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 375, height: 800 }

/**
 * The address of an island's own code chunk, read from the built start-up script where the registry maps
 * each name to its dynamic import (`Pricing: () => import('../chunks/chunk-….js')`).
 */
function chunkOf(name: IslandName): string {
  const entries = join(DIST, 'assets', 'entries')
  for (const file of readdirSync(entries).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(join(entries, file), 'utf8')
    const found = new RegExp(`[{,]${name}:\\(\\)=>[^]*?import\\(\\s*[\`'"]([^\`'"]+)`).exec(source)
    if (found?.[1]) return new URL(found[1], `http://site/assets/entries/${file}`).pathname
  }
  throw new Error(`No chunk for the island ${name} in ${entries}`)
}

async function quiet(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', '1')
  })
}

/** The islands with markup on the page (a code-started island has none), by name, in page order. */
async function islandsWithMarkup(page: Page): Promise<IslandName[]> {
  return page
    .locator('[data-island]:not([data-hydrate="code"])')
    .evaluateAll((els) => [...new Set(els.map((el) => (el as HTMLElement).dataset.island ?? ''))] as IslandName[])
}

/** What the island shows, as assistive technology reads it and as the eye sees it (its visible text). */
async function presentation(page: Page, name: IslandName) {
  const island = page.locator(`[data-island="${name}"]`)
  // The wrapper may be `display: contents`: its children are what shows.
  const visibleText = await island.evaluate((el) =>
    [...el.querySelectorAll('*')]
      .filter((e) => e.children.length === 0 && e.checkVisibility() && (e.textContent ?? '').trim())
      .map((e) => (e.textContent ?? '').trim()),
  )
  return { heard: await island.ariaSnapshot(), visibleText }
}

/** Shown controls that do nothing without their script: anything but a link, a <summary> or a sendable form's field. */
function deadControls(root: Element): string[] {
  return [...root.querySelectorAll('button, select, input:not([type="hidden"]), textarea, [role="button"], [role="tab"], [role="tablist"]')]
    .filter((el) => el.checkVisibility() && el.getClientRects().length > 0)
    .filter((el) => {
      const form = el.closest('form')
      const sendable = !!form?.getAttribute('action') && !!form.querySelector('[type="submit"]')
      return !sendable || (el instanceof HTMLButtonElement && el.type !== 'submit')
    })
    .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
}

/** How each island looks without scripts, and at which viewport it shows (the phone menu only on a phone, the desktop
 * header only on a wide screen): what a failed island must match. Read once per worker, from one page load without
 * scripts per viewport, rather than twice for every test. */
let lookWithoutScripts: Promise<Map<IslandName, { viewport: typeof DESKTOP; shown: Awaited<ReturnType<typeof presentation>> }>> | undefined

function withoutScripts(browser: Browser) {
  lookWithoutScripts ??= (async () => {
    const looks = new Map<IslandName, { viewport: typeof DESKTOP; shown: Awaited<ReturnType<typeof presentation>> }>()
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport })
      const page = await context.newPage()
      await page.goto(HOME)
      for (const name of await islandsWithMarkup(page)) {
        if (looks.has(name)) continue
        const shownHere = await page
          .locator(`[data-island="${name}"]`)
          .evaluate((el) => [...el.querySelectorAll('*')].some((e) => e.checkVisibility()))
        if (shownHere || viewport === PHONE) looks.set(name, { viewport, shown: await presentation(page, name) })
      }
      await context.close()
    }
    return looks
  })()
  return lookWithoutScripts
}

/** The islands whose look without scripts is read at `viewport` (NewsletterPopup, started by code and rendered
 * by the browser, is never seen without scripts). */
function shownAt(looks: Awaited<ReturnType<typeof withoutScripts>>, viewport: typeof DESKTOP): IslandName[] {
  return [...looks].filter(([, look]) => look.viewport === viewport).map(([name]) => name)
}

/** Starts the island as a visitor would: the pointer over it, or scrolling it into view for one that starts then. */
async function start(page: Page, name: IslandName) {
  const island = page.locator(`[data-island="${name}"]`)
  if ((await island.getAttribute('data-hydrate')) === 'visible') {
    await island.scrollIntoViewIfNeeded()
    return
  }
  const target = island.locator('a, button, summary, input, select').filter({ visible: true }).first()
  await target.hover()
}

test('the home page holds every island with markup that the registry names, each shown at one of the widths below', async ({
  page,
  browser,
}) => {
  await quiet(page)
  await page.goto(HOME)
  const onPage = await islandsWithMarkup(page)
  const codeStarted = await page.locator('[data-hydrate="code"]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.island))
  expect([...onPage, ...codeStarted].sort()).toEqual(Object.keys(islandLoaders).sort())
  // Each has a look without scripts at one of the widths, where the tests below fail it.
  expect([...(await withoutScripts(browser)).keys()].sort()).toEqual([...onPage].sort())
})

// Each island is failed on its own way to start: its props (one file for the page, so every island loses them at
// once) or its own code chunk (each blocked, so each island loses its own). A failed island starts nothing in the
// others, so one page per viewport and failure checks each island in turn, right after the visitor starts it.
for (const failure of ['props', 'code'] as const) {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`every island of the ${viewport.width} px page, its ${failure} not loading: shown as without scripts, no dead control`, async ({
      page,
      browser,
      allowConsole,
    }) => {
      allowConsole(/Failed to load resource|could not start/)
      await quiet(page)
      const looks = await withoutScripts(browser)
      const names = shownAt(looks, viewport)
      expect(names.length, `islands shown at ${viewport.width} px`).toBeGreaterThan(0)
      await page.setViewportSize(viewport)
      const blocked = failure === 'props' ? ['**/assets/islands/*.json'] : names.map((name) => `**${chunkOf(name)}`)
      for (const pattern of blocked) await page.route(pattern, (route) => route.abort())
      await page.goto(HOME)
      for (const name of names) {
        await start(page, name)
        const island = page.locator(`[data-island="${name}"]`)
        await expect(island, name).toHaveAttribute('data-hydrated', 'failed')
        expect(await island.evaluate(deadControls), `${name}: dead controls`).toEqual([])
        expect(await presentation(page, name), `${name}: as without scripts`).toEqual(looks.get(name)!.shown)
      }
    })
  }
}

/** The page's one module script, which every island and the page's own behaviours wait for. */
const MODULE_SCRIPT = '**/assets/entries/**'

for (const viewport of [DESKTOP, PHONE]) {
  test(`the page's module script not loading (${viewport.width} px): the whole page reads and works as without scripts`, async ({
    page,
    browser,
    allowConsole,
  }) => {
    allowConsole(/Failed to load resource/)
    await page.setViewportSize(viewport)
    await page.route(MODULE_SCRIPT, (route) => route.abort())
    // A first visit: the cookie banner is due, and the changing word cycles with its pause button, until the failure.
    await page.goto(HOME)
    await expect(page.locator('html')).toHaveAttribute('data-scripts-failed', '')
    const islands = await page
      .locator('[data-island]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.hydrated ?? 'waiting'))
    expect(new Set(islands)).toEqual(new Set(['failed']))
    expect(await page.locator('body').evaluate(deadControls)).toEqual([])
    const context = await browser.newContext({ javaScriptEnabled: false, viewport })
    const plain = await context.newPage()
    await plain.goto(HOME)
    expect(await page.locator('body').ariaSnapshot()).toEqual(await plain.locator('body').ariaSnapshot())
    await context.close()
  })
}

test.describe('pricing that cannot start', () => {
  for (const failure of ['props', 'code'] as const) {
    test(`its ${failure} not loading: every plan of both tabs shows, in the page’s currency, and no tab or selector`, async ({
      page,
      browser,
      allowConsole,
    }) => {
      allowConsole(/Failed to load resource|could not start/)
      await quiet(page)
      await page.route(failure === 'props' ? '**/assets/islands/*.json' : `**${chunkOf('Pricing')}`, (route) => route.abort())
      await page.goto(HOME)
      const section = page.locator('#pricing')
      await section.scrollIntoViewIfNeeded()
      await expect(page.locator('[data-island="Pricing"]')).toHaveAttribute('data-hydrated', 'failed')
      await expect(section.getByRole('tablist')).toHaveCount(0)
      await expect(section.getByRole('tab')).toHaveCount(0)
      await expect(section.getByRole('combobox')).toHaveCount(0)
      await expect(section.locator('[data-panel]')).toHaveCount(2)
      for (const panel of await section.locator('[data-panel]').all()) await expect(panel).toBeVisible()

      const plans = (p: Page) =>
        p
          .locator('#pricing [data-plan]')
          .filter({ visible: true })
          .evaluateAll((cards) =>
            cards.map((card) => [
              card.querySelector('h3')?.textContent ?? '',
              card.querySelector('[data-price]')?.textContent ?? '',
              card.querySelector('s')?.textContent ?? '',
            ]),
          )
      const context = await browser.newContext({ javaScriptEnabled: false })
      const noScript = await context.newPage()
      await noScript.goto(HOME)
      const expected = await plans(noScript)
      await context.close()
      expect(expected.length).toBe(6)
      expect(await plans(page)).toEqual(expected)
    })
  }
})

test('the dice that cannot start is hidden, and the early-access link under it works', async ({ page, allowConsole }) => {
  allowConsole(/Failed to load resource|could not start/)
  await quiet(page)
  await page.route(`**${chunkOf('Dice')}`, (route) => route.abort())
  await page.goto(HOME)
  await page.locator('.gr-dice__button').hover()
  await expect(page.locator('[data-island="Dice"]')).toHaveAttribute('data-hydrated', 'failed')
  await expect(page.locator('.gr-dice__button')).toBeHidden()
  const cta = page.locator('.gr-dice__cta')
  await expect(cta).not.toHaveAttribute('aria-disabled')
  expect(await cta.evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer')
  await Promise.all([page.waitForURL('**/en/early-access/'), cta.click()])
})

test('a keyboard user on a pricing tab when the island fails stays in the section: focus moves to the first plan panel', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/Failed to load resource|could not start/)
  await quiet(page)
  await page.route('**/assets/islands/*.json', (route) => route.abort())
  await page.goto(HOME)
  // Focus is what starts the island; the tab it rests on is hidden once the island has failed.
  await page.locator('[data-island="Pricing"] [role="tab"]').first().focus()
  await expect(page.locator('[data-island="Pricing"]')).toHaveAttribute('data-hydrated', 'failed')
  await expect(page.locator('[data-panel]').first()).toBeFocused()
})
