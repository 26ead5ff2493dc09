// The home page shows the rating its structured data claims (docs/decisions.md §31). Without a rating
// (RATING_COUNT=0) neither is emitted: tests/integrations/rating-off.spec.ts checks that build.
import { readFileSync } from 'node:fs'
import { test, expect } from './support/console'
import { LOCALE_CODES, config } from './support/site'

const summaryTemplate = (lang: string) =>
  (JSON.parse(readFileSync(`locales/${lang}/home.json`, 'utf8')) as Record<string, string>)['rating.summary'] ?? ''

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'essential'))
})

for (const lang of LOCALE_CODES) {
  test(`/${lang}/ shows the structured data's rating, in words and the language's numbers`, async ({ page }) => {
    expect(config.rating, 'the normal build has a rating').not.toBeNull()
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto(`/${lang}/`)
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, any>))
    const rating = blocks.find((b) => b['@type'] === 'SoftwareApplication')?.aggregateRating as { ratingValue: number; ratingCount: number }
    expect(rating).toMatchObject({ ratingValue: config.rating?.value, ratingCount: config.rating?.count })

    const line = page.locator('#hero .gr-home-hero__rating')
    const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })
    const expected = summaryTemplate(lang)
      .replace('{{value}}', number.format(rating.ratingValue))
      .replace('{{count}}', number.format(rating.ratingCount))
      .replace('{{brand}}', config.brandName)
    // The stars are decoration: what a screen reader gets is the sentence alone.
    expect(
      (
        await line.evaluate((el) =>
          [...el.childNodes]
            .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true'))
            .map((n) => n.textContent)
            .join(''),
        )
      ).trim(),
    ).toBe(expected)
    if (lang !== 'en' && rating.ratingValue === 4.8) await expect(line).toContainText('4,8')
    await expect(line.locator('[aria-hidden="true"]')).toHaveCount(1)
    // In the hero, on screen at 320 px, and inside it.
    await expect(line).toBeInViewport()
    const box = await line.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true)
  })
}
