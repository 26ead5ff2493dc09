// With scripts off, every page reads completely and every header and footer link leads to a built page.
import { test, expect } from '@playwright/test'
import { ALL_PAGES, linkTargetExists } from './support/site'

test.use({ javaScriptEnabled: false })

for (const page of ALL_PAGES) {
  test(`${page.url} works without JavaScript`, async ({ page: tab }) => {
    const response = await tab.goto(page.url)
    expect(response?.status()).toBe(page.url.endsWith('404.html') ? 200 : 200)
    await expect(tab.locator('h1')).toBeVisible()
    const hrefs = await tab.locator('header a[href], footer a[href], main a[href]').evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? ''),
    )
    const internal = hrefs.filter((h) => h.startsWith('/'))
    const broken = internal.filter((h) => !linkTargetExists(h))
    expect(broken).toEqual([])
    if (page.url !== '/') expect(internal.length).toBeGreaterThan(15)
  })
}
