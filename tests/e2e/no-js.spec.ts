// With scripts off, every page reads completely, every header, footer and content link leads to a built
// page, and no control is shown that needs a script to do anything.
import { test, expect } from '@playwright/test'
import { ALL_PAGES, groupByLanguage, linkTargetExists } from './support/site'

test.use({ javaScriptEnabled: false })

/**
 * Shown controls that do nothing without scripts. What works without them: a link, a <summary> (its
 * <details> opens), and a field or submit button of a form that the browser can send by itself (one with an
 * action and a submit button). Anything else shown (a plain button, a select outside such a form, a tab) is
 * dead to the visitor. Runs in the page.
 */
function controlsThatDoNothing(): string[] {
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`
  const controls = document.querySelectorAll(
    'button, select, input:not([type="hidden"]), textarea, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"]):not(a):not(summary)',
  )
  return Array.from(controls)
    .filter((el) => !el.closest('[aria-hidden="true"], [inert]') && el.checkVisibility() && el.getClientRects().length > 0)
    .filter((el) => {
      const form = el.closest('form')
      const sendable = !!form?.getAttribute('action') && !!form.querySelector('button[type="submit"], input[type="submit"]')
      if (!sendable) return true
      return el instanceof HTMLButtonElement && el.type !== 'submit'
    })
    .map(describe)
}

// One test per language (and one for the two root pages) visiting its pages in turn in the same tab:
// a page without scripts is quick to check, a fresh browser context for each would cost more than it.
for (const [name, pages] of groupByLanguage(ALL_PAGES)) {
  test(`${name}: ${pages.length} pages work without JavaScript`, async ({ page: tab }) => {
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) {
      const response = await tab.goto(page.url)
      expect.soft(response?.status(), page.url).toBe(200)
      // The root chooser sends a reader without scripts on (a meta refresh): check the page it arrives at, with
      // its own stylesheet loaded, not the moment between.
      if (page.route === null && page.url === '/') {
        await tab.waitForURL((url) => url.pathname !== '/')
        await tab.waitForLoadState('load')
      }
      await expect.soft(tab.locator('h1'), page.url).toBeVisible()
      const hrefs = await tab
        .locator('header a[href], footer a[href], main a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      const internal = hrefs.filter((h) => h.startsWith('/'))
      expect
        .soft(
          internal.filter((h) => !linkTargetExists(h)),
          `broken links on ${page.url}`,
        )
        .toEqual([])
      if (page.url !== '/') expect.soft(internal.length, `internal links on ${page.url}`).toBeGreaterThan(15)
      for (const width of [375, 1280]) {
        await tab.setViewportSize({ width, height: 800 })
        expect.soft(await tab.evaluate(controlsThatDoNothing), `controls that do nothing on ${page.url} at ${width} px`).toEqual([])
      }
    }
  })
}
