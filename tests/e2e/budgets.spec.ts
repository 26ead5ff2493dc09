// Page-weight budgets (docs/decisions.md §39) on the built site: every page, loaded fresh with no interaction, on a phone
// screen, and on a laptop screen as well for the pages `checkedAtEveryWidth` names (the other languages'
// pages load the same scripts from the same templates; only their words differ). The numbers and the
// checker live in scripts/lib/page-weight.mjs (the audit measures with the same code); sizes are gzip
// level 9 computed here from each response body.
import { test, expect } from '@playwright/test'
import { checkBudgets, measurePage, VIEWPORTS, type ViewportName } from '../../scripts/lib/page-weight.mjs'
import { ALL_PAGES, checkedAtEveryWidth } from './support/site'

const SCREENS = Object.keys(VIEWPORTS) as ViewportName[]

for (const page of ALL_PAGES) {
  const screens = checkedAtEveryWidth(page) ? SCREENS : (['mobile'] as ViewportName[])
  test(`budgets: ${page.url} (${screens.join(', ')})`, async ({ browser, baseURL }) => {
    const problems: string[] = []
    for (const viewport of screens) {
      // A fresh context each time: an empty cache and no stored consent, as on a first visit.
      const context = await browser.newContext()
      const tab = await context.newPage()
      const measurement = await measurePage(tab, new URL(page.url, baseURL).href, { viewport })
      expect(
        measurement.resources.some((r) => r.kind === 'html'),
        `${page.url} was measured`,
      ).toBe(true)
      problems.push(...checkBudgets(measurement))
      await context.close()
    }
    expect(problems).toEqual([])
  })
}

test('"in the first viewport" follows what the screen shows: the menu button on a phone, sign-in on a laptop', async ({
  browser,
  baseURL,
}) => {
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
})

test('the root language chooser is measured on its own, not on the page it sends the visitor to', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'da-DK' })
  const measurement = await measurePage(await context.newPage(), new URL('/', baseURL).href)
  expect(measurement.navigatedAway).toMatch(/\/da\/$/)
  expect(measurement.resources.filter((r) => r.kind === 'html').map((r) => new URL(r.url).pathname)).toEqual(['/'])
  await context.close()
})
