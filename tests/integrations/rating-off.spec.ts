// The rating's other state (docs/decisions.md §31): the integration build sets RATING_COUNT=0
// (scripts/build-integrations.mjs), so no home page shows a rating or claims one in its structured data.
import { test, expect } from './fixtures'
import { LOCALE_CODES } from '../../locales/locales'

test('RATING_COUNT=0: no visible rating and no AggregateRating on any home page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'essential'))
  for (const lang of LOCALE_CODES) {
    await page.goto(`/${lang}/`)
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>))
    const app = blocks.find((b) => b['@type'] === 'SoftwareApplication')
    // The block itself is still there (the free offer), only the rating has gone.
    expect(app, lang).toBeDefined()
    expect(app, lang).not.toHaveProperty('aggregateRating')
    expect(await page.content(), lang).not.toContain('AggregateRating')
    await expect(page.locator('#hero h1')).toBeVisible()
    await expect(page.locator('.gr-home-hero__rating'), lang).toHaveCount(0)
  }
})
