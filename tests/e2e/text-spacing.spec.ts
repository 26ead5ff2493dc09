// WCAG 1.4.12 Text Spacing: a reader who needs more room between lines, letters, words and paragraphs sets it
// with a user style or a bookmarklet, and the page must still read whole. The style below is the one those
// bookmarklets inject (the criterion's four values, on every element). With it, on a small phone, a tablet, a
// small and a large laptop and a wide screen, in every language, on the home page and a use-case page (the two
// templates with the most controls): no page scrolls sideways, and no control of the header, a navigation or the
// cookie banner (which shows, as on every first visit) has its words cut, spilled out of its box or pushed off
// the screen. Every other page is loaded at 320 px with the spacing by tests/e2e/overflow.spec.ts.
import { test, expect } from './support/console'
import { LOCALE_CODES, config } from './support/site'
import { href } from '../../components/lib/routes'
import { TEXT_SPACING_CSS } from '../support/text-spacing'
import { USE_CASE_SLUGS } from '../../components/lib/facts/use-cases'

// A user style or an extension is the reader's own and no page's Content-Security-Policy governs it; injected
// from the test as a <style>, it would be an inline style the policy (rightly) refuses, so the test's page
// lets it through as the browser lets the reader's through.
test.use({ bypassCSP: true })

const WIDTHS = [320, 768, 1024, 1280, 1440] as const
const HEIGHT = 900

const activeUseCase = USE_CASE_SLUGS.find((slug) => config.activeUseCases[slug])
if (!activeUseCase) throw new Error('No active use case in the normal build')

/** The controls whose text must stay whole: every link, button and summary of the header, the navigations and
 * the cookie banner that is rendered now. */
const CONTROLS = '.gr-header :is(a, button, summary), nav :is(a, button, summary), [data-cookie-banner] :is(a, button)'

/** Runs in the page: each rendered control whose text does not fit. */
function cutControls(selector: string): string[] {
  const problems: string[] = []
  const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) continue
    if (r.left < -0.5 || r.right > window.innerWidth + 0.5)
      problems.push(`${name(el)} reaches past the screen (${Math.round(r.left)}-${Math.round(r.right)})`)
    // An inline box has no scroll size of its own; a block, flex or inline-block one's content must fit it.
    if (getComputedStyle(el).display !== 'inline' && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`${name(el)} holds ${el.scrollWidth} px of content in ${el.clientWidth} px`)
    }
    // Cut by an ancestor that clips what overflows it (sideways: any that does not let it show; up and down:
    // one that hides it, since a scroller, the banner on a short screen, lets the reader scroll to it).
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node)
      const a = node.getBoundingClientRect()
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
      if (style.overflowX !== 'visible' && (r.left < a.left - 0.5 || r.right > a.right + 0.5)) {
        problems.push(`${name(el)} is cut sideways by ${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`)
      }
      if (hides(style.overflowY) && (r.top < a.top - 0.5 || r.bottom > a.bottom + 0.5)) {
        problems.push(`${name(el)} is cut by the height of ${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`)
      }
    }
  }
  return problems
}

for (const locale of LOCALE_CODES) {
  for (const url of [href('home', locale), href(`use-case:${activeUseCase}`, locale)]) {
    test(`${url} with WCAG text spacing fits ${WIDTHS.join(', ')} px, every control's words whole`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', String(Date.now())))
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await page.goto(url)
      // Without it, the header keeps its one row at every width (its wrapping is for more text than it was made for).
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT })
        // The one row's height is the --gr-header-height token (in rem).
        const header = await page.locator('.gr-header').evaluate((el) => {
          const root = getComputedStyle(document.documentElement)
          const row = parseFloat(root.getPropertyValue('--gr-header-height')) * parseFloat(root.fontSize)
          return { height: el.getBoundingClientRect().height, row }
        })
        expect.soft(header.height, `${url} at ${width} px: the header's height without text spacing`).toBe(header.row)
      }
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await page.addStyleTag({ content: TEXT_SPACING_CSS })
      await page.evaluate(() => document.fonts.ready)
      await expect(page.locator('[data-cookie-banner]')).toBeVisible()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT })
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }))
        expect.soft(scrollWidth, `${url} at ${width} px: page width`).toBeLessThanOrEqual(innerWidth)
        expect.soft(await page.evaluate(cutControls, CONTROLS), `${url} at ${width} px: controls`).toEqual([])
      }
    })
  }
}
