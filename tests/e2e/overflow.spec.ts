// No page scrolls sideways on a small phone (320 px, e.g. iPhone SE), a phone, a tablet or a small laptop,
// whatever the language's longest words (Nordic compounds are long), and no word is broken inside: a long
// word wraps at a hyphen (typed or soft) or the layout gives it room. Then, back at 320 px with WCAG's text
// spacing (1.4.12) applied as a reader's style, the page still does not scroll sideways (the narrowest screen
// the criterion's reflow asks for, where a long word has the least room; tests/e2e/text-spacing.spec.ts checks
// the controls' words at every width on the two richest templates). Last, scrolled to its end and its network
// quiet, every island the page starts by itself has started under the page's own CSP (Chromium reports any
// violation on the console, which fails the test: support/console.ts), and every accessible name on the page reads
// whole: no soft hyphen, which a screen reader would hand on (components/lib/plain-names.ts).
import { expect } from './support/console'
import { firstVisitWalk as test } from './support/walk'
import { ALL_PAGES } from './support/site'
import { findBrokenWords } from './support/broken-words'
import { APPLY_TEXT_SPACING } from '../support/text-spacing'
import { namesWithSoftHyphens } from './support/names'

const WIDTHS = [320, 375, 768, 1024] as const

/** Runs in the page: the elements that reach past the right edge of the screen, deepest first, as short names. */
function pastTheEdge(): string[] {
  const edge = document.documentElement.clientWidth
  return [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((el) => el.getBoundingClientRect().right > edge + 0.5 && el.checkVisibility())
    .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > edge + 0.5))
    .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`)
    .slice(0, 5)
}

// A first visit's tab, shared by the walk (support/walk.ts).
for (const page of ALL_PAGES) {
  test(`${page.url} fits ${WIDTHS.join(', ')} px wide, every word whole, 320 px with WCAG text spacing, then scrolled through under its CSP, its names whole`, async ({
    page: tab,
    allowConsole,
  }) => {
    allowConsole(/404/)
    // Loaded once; resizing re-applies every media query to the same markup.
    await tab.setViewportSize({ width: WIDTHS[0], height: 800 })
    const response = await tab.goto(page.url)
    expect(response?.status(), page.url).toBe(200)
    expect(response?.headers()['content-security-policy'], page.url).toBeTruthy()
    await tab.evaluate(() => document.fonts.ready)
    for (const width of WIDTHS) {
      await tab.setViewportSize({ width, height: 800 })
      const scrollWidth = await tab.evaluate(() => document.documentElement.scrollWidth)
      expect.soft(scrollWidth, `${page.url} at ${width} px`).toBeLessThanOrEqual(width)
      expect.soft(await tab.evaluate(findBrokenWords), `words broken inside on ${page.url} at ${width} px`).toEqual([])
    }
    await tab.setViewportSize({ width: WIDTHS[0], height: 800 })
    // A reader's own style, which no page's CSP governs (support/text-spacing.ts).
    await tab.evaluate(APPLY_TEXT_SPACING)
    // Sections below the first screen are laid out once the page hands them back (a skipped one clips its overflow).
    await expect.poll(() => tab.evaluate(() => document.documentElement.hasAttribute('data-defer-sections'))).toBe(false)
    const spaced = await tab.evaluate(() => document.documentElement.scrollWidth)
    expect
      .soft(spaced, `${page.url} at 320 px with text spacing: ${(await tab.evaluate(pastTheEdge)).join('; ')}`)
      .toBeLessThanOrEqual(WIDTHS[0])
    // Islands that start when idle or near the viewport, and what they load, under the CSP.
    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await tab.waitForLoadState('networkidle')
    // Every accessible name reads whole, the started islands' included: no long word's soft hyphen in it.
    expect.soft(await namesWithSoftHyphens(tab), `names with a soft hyphen on ${page.url}`).toEqual([])
  })
}
