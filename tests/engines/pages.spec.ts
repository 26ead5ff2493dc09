// Every template in each engine, on the smallest phone's width: it loads with the stylesheet applied, every island on
// it starts (none left `data-hydrated="failed"`), no script error is seen, and with WCAG's text spacing (1.4.12) it
// still does not scroll sideways. One walk checks all of it: each page load is the costly part. The pages are the
// ones the slower per-page checks take at every screen size (`checkedAtEveryWidth`: every English page, the root
// pages, every language's home page): another language's page is the same template, styles and scripts with other
// words, and what its words do to the layout is the Chromium suite's to check on every page
// (tests/e2e/overflow.spec.ts); an engine adds how it runs the template, which one language shows.
import { test, expect } from './support/fixtures'
import { APPLY_TEXT_SPACING } from '../support/text-spacing'
import { builtPages } from './support/site'
import { ALL_PAGES, EXPECTED_PAGE_COUNT, LOCALE_CODES, checkedAtEveryWidth } from '../e2e/support/site'

const built = builtPages()
const pages = ALL_PAGES.filter(checkedAtEveryWidth).map((page) => page.url)

test('the build has every page the route and language tables name, and each page walked here', () => {
  expect(built).toHaveLength(EXPECTED_PAGE_COUNT)
  expect(built).toEqual(expect.arrayContaining(pages))
})

// Split in two so a failure or a retry costs half of the walk, not all of it.
const CHUNKS = 2
for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const share = pages.filter((_, i) => i % CHUNKS === chunk)
  test(`pages ${chunk + 1}/${CHUNKS} at 320 px load styled, start their islands, log no error and fit with WCAG text spacing`, async ({
    site,
  }) => {
    // The 404 pages log the missing path on purpose (pages/not-found/log-not-found.ts).
    site.allowErrors(/404: no page at/)
    await site.setViewport(320, 800)
    const tooWide: string[] = []
    for (const path of share) {
      const earlier = (await site.seenErrors()).length
      await site.goto(path)
      // `/` sends the visitor on to a language (components/lib/root-redirect.ts).
      if (path === '/')
        await site.waitFor(`/^\\/(${LOCALE_CODES.join('|')})\\/$/.test(location.pathname)`, `${path} redirects to a language`)
      await site.waitFor('document.readyState === "complete"', `${path} finishes loading`)
      const look = await site.evaluate<{ font: string; margin: string; header: string | null; sheets: number }>(`
        const header = document.querySelector('header')
        return {
          font: getComputedStyle(document.body).fontFamily,
          margin: getComputedStyle(document.body).marginTop,
          header: header && getComputedStyle(header).position,
          sheets: document.styleSheets.length,
        }`)
      // UA defaults are a serif font, an 8 px body margin and a static header; the site's CSS changes all three.
      expect(look.sheets, path).toBeGreaterThan(0)
      expect(look.font, path).not.toMatch(/^(serif|"?Times)/i)
      expect(look.margin, path).toBe('0px')
      expect(look.header, path).toBe('sticky')
      // Start every island now rather than on interaction, as a first focus would (components/islands/runtime.ts).
      // The newsletter popup starts by its own trigger (data-hydrate="code"); tests/engines/popup.spec.ts opens it.
      const page = `[data-island]:not([data-hydrate="code"])`
      await site.evaluate(`document.querySelectorAll('${page}').forEach((el) => el.dispatchEvent(new FocusEvent('focusin')))`)
      await site.waitFor(
        `[...document.querySelectorAll('${page}')].every((el) => el.dataset.hydrated)`,
        `${path}: every island has started or failed`,
        15_000,
      )
      const failed = await site.evaluate<string[]>(
        `[...document.querySelectorAll('[data-island][data-hydrated="failed"]')].map((el) => el.dataset.island)`,
      )
      expect(failed, path).toEqual([])
      const errors = (await site.seenErrors()).slice(earlier).filter((m) => !/404: no page at/.test(m))
      expect(errors, path).toEqual([])
      await site.evaluate(APPLY_TEXT_SPACING)
      const width = await site.evaluate<number>(`document.documentElement.scrollWidth`)
      if (width > 320) tooWide.push(`${path}: ${width} px`)
    }
    expect(tooWide, 'pages that scroll sideways at 320 px with WCAG text spacing').toEqual([])
  })
}
