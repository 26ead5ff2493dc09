// No page scrolls sideways on a phone or a tablet, whatever the language's longest words.
import { test, expect } from './support/console'
import { ALL_PAGES } from './support/site'

for (const page of ALL_PAGES) {
  test(`${page.url} fits 375 and 768 px wide`, async ({ page: tab, allowConsole }) => {
    allowConsole(/404/)
    for (const width of [375, 768]) {
      await tab.setViewportSize({ width, height: 800 })
      await tab.goto(page.url)
      const scrollWidth = await tab.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `${page.url} at ${width} px`).toBeLessThanOrEqual(width)
    }
  })
}
