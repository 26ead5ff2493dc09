// With scripts off, every page reads completely and every header, footer and content link leads to a
// built page.
import { test, expect } from '@playwright/test'
import { ALL_PAGES, groupByLanguage, linkTargetExists } from './support/site'

test.use({ javaScriptEnabled: false })

// One test per language (and one for the two root pages) visiting its pages in turn in the same tab:
// a page without scripts is quick to check, a fresh browser context for each would cost more than it.
for (const [name, pages] of groupByLanguage(ALL_PAGES)) {
  test(`${name}: ${pages.length} pages work without JavaScript`, async ({ page: tab }) => {
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) {
      const response = await tab.goto(page.url)
      expect.soft(response?.status(), page.url).toBe(200)
      await expect.soft(tab.locator('h1'), page.url).toBeVisible()
      const hrefs = await tab.locator('header a[href], footer a[href], main a[href]').evaluateAll((links) =>
        links.map((a) => a.getAttribute('href') ?? ''),
      )
      const internal = hrefs.filter((h) => h.startsWith('/'))
      expect.soft(internal.filter((h) => !linkTargetExists(h)), `broken links on ${page.url}`).toEqual([])
      if (page.url !== '/') expect.soft(internal.length, `internal links on ${page.url}`).toBeGreaterThan(15)
    }
  })
}
