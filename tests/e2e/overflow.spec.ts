// No page scrolls sideways on a small phone (320 px, e.g. iPhone SE), a phone, a tablet or a small laptop,
// whatever the language's longest words (Nordic compounds are long), and no word is broken inside: a long
// word wraps at a hyphen (typed or soft) or the layout gives it room.
import { test, expect } from './support/console'
import { ALL_PAGES } from './support/site'
import { findBrokenWords } from './support/broken-words'

const WIDTHS = [320, 375, 768, 1024] as const

for (const page of ALL_PAGES) {
  test(`${page.url} fits ${WIDTHS.join(', ')} px wide, every word whole`, async ({ page: tab, allowConsole }) => {
    allowConsole(/404/)
    // Loaded once; resizing re-applies every media query to the same markup.
    await tab.setViewportSize({ width: WIDTHS[0], height: 800 })
    await tab.goto(page.url)
    await tab.evaluate(() => document.fonts.ready)
    for (const width of WIDTHS) {
      await tab.setViewportSize({ width, height: 800 })
      const scrollWidth = await tab.evaluate(() => document.documentElement.scrollWidth)
      expect.soft(scrollWidth, `${page.url} at ${width} px`).toBeLessThanOrEqual(width)
      expect.soft(await tab.evaluate(findBrokenWords), `words broken inside on ${page.url} at ${width} px`).toEqual([])
    }
  })
}
