// Page-weight budgets (docs/decisions.md §39) on the built site: every page, loaded with no interaction, on a phone
// screen, and on a laptop screen as well for the pages `checkedAtEveryWidth` names (the other languages'
// pages load the same scripts from the same templates; only their words differ). The numbers and the
// checker live in scripts/lib/page-weight.mjs (the audit measures with the same code); sizes are gzip
// level 9 computed here from each response body.
//
// A first visit: nothing stored, so the banner shows. The pages are measured in the worker's first-visit tab
// (support/walk.ts), which a fresh context per page would only make slower: the measurement's route turns the
// browser's cache off, so every page downloads all it uses anew (the first test below checks that).
import { test as base, expect } from '@playwright/test'
import { checkBudgets, measurePage, VIEWPORTS, type Measurement, type ViewportName } from '../../scripts/lib/page-weight.mjs'
import { ALL_PAGES, checkedAtEveryWidth } from './support/site'
import { firstVisitWalk as test } from './support/walk'

const SCREENS = Object.keys(VIEWPORTS) as ViewportName[]

/** What a measurement downloaded, file by file, as comparable lines. */
const downloads = (m: Measurement) => m.resources.map((r) => `${new URL(r.url).pathname} ${r.kind} ${r.gzip}`).sort()

test('a page measured again in the same tab downloads everything again: nothing comes from a cache', async ({ page, baseURL }) => {
  const url = new URL('/da/', baseURL).href
  const first = await measurePage(page, url)
  const again = await measurePage(page, url)
  expect(downloads(first).length).toBeGreaterThan(3)
  expect(downloads(again)).toEqual(downloads(first))
  // The browser's own account: a file taken from its cache (or revalidated there) has no body on the wire.
  const fromCache = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .concat(performance.getEntriesByType('navigation') as PerformanceNavigationTiming[])
      .filter((entry) => entry.encodedBodySize > 0 && entry.transferSize <= entry.encodedBodySize)
      .map((entry) => entry.name),
  )
  expect(fromCache).toEqual([])
})

for (const page of ALL_PAGES) {
  const screens = checkedAtEveryWidth(page) ? SCREENS : (['mobile'] as ViewportName[])
  test(`budgets: ${page.url} (${screens.join(', ')})`, async ({ page: tab, baseURL, allowConsole }) => {
    // The 404 pages log the missing path on purpose (pages/not-found/log-not-found.ts).
    allowConsole(/404: no page at/)
    const problems: string[] = []
    for (const viewport of screens) {
      const measurement = await measurePage(tab, new URL(page.url, baseURL).href, { viewport })
      expect(
        measurement.resources.some((r) => r.kind === 'html'),
        `${page.url} was measured`,
      ).toBe(true)
      problems.push(...checkBudgets(measurement))
    }
    expect(problems).toEqual([])
  })
}

base(
  '"in the first viewport" follows what the screen shows: the menu button on a phone, sign-in on a laptop',
  async ({ browser, baseURL }) => {
    const seen: Record<string, Record<string, boolean>> = {}
    for (const viewport of SCREENS) {
      const context = await browser.newContext()
      const measurement = await measurePage(await context.newPage(), new URL('/en/contact/', baseURL).href, { viewport })
      seen[viewport] = Object.fromEntries(measurement.islands.map((i) => [i.name, i.inFirstViewport]))
      await context.close()
    }
    // The wrappers are `display: contents`, so this also proves the boxes of their contents are what counts.
    expect(seen.mobile).toMatchObject({ MobileMenu: true, SignIn: false })
    expect(seen.desktop).toMatchObject({ MobileMenu: false, SignIn: true })
  },
)

base('the root language chooser is measured on its own, not on the page it sends the visitor to', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'da-DK' })
  const measurement = await measurePage(await context.newPage(), new URL('/', baseURL).href)
  expect(measurement.navigatedAway).toMatch(/\/da\/$/)
  expect(measurement.resources.filter((r) => r.kind === 'html').map((r) => new URL(r.url).pathname)).toEqual(['/'])
  await context.close()
})
