// Axe over every page of the default language and the root pages at phone, tablet and desktop widths, each
// language's home page at the same widths, and with each overlay open (mobile menu, sign-in dialog, newsletter
// popup, cookie banner) in every language (in English at every width it exists at); no violation allowed.
//
// A page in another language is its template with other words. Its template is checked here in English at every
// width, its words' length on every page by the pseudo language (tests/pseudo: axe on every page, words a third
// longer than English), and what the language shares across its pages (header, footer, banner, menus) on its home
// page here, so its other pages are not run through axe again. Every page, in every language, has its accessible
// names read for soft hyphens in the overflow walk (tests/e2e/overflow.spec.ts).
//
// Speed (2 shared cores): axe is injected once per page and run directly (support/axe.ts), and each page is
// loaded once and re-checked at the other widths by resizing the viewport (media queries re-apply at once; the
// markup is the same). The overlays are the same shared components on every page, so they are opened on each
// language's home page (the richest page) instead of all 54.
import type { Page } from '@playwright/test'
import { test, expect, waitForIsland } from './support/console'
import { ALL_PAGES, LOCALE_CODES, checkedAtEveryWidth } from './support/site'
import { axeViolations as axe } from './support/axe'
import { returningWalk } from './support/walk'
import { namesWithSoftHyphens } from './support/names'

export const WIDTHS = [375, 768, 1280] as const
const HEIGHT = 900

// Several axe runs per test: give each test the time three single-run tests had.
test.describe.configure({ timeout: 90_000 })

/** A returning visitor: consent given and the popup seen, so no overlay covers the page. */
async function noOverlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('cookie-consent', 'essential')
      localStorage.setItem('newsletter-popup-seen', String(Date.now()))
    } catch {
      // storage blocked: the banner may show, which axe then checks as well
    }
  })
}

// A returning visitor's tab, shared by the walk (support/walk.ts).
returningWalk.describe('every page', () => {
  for (const page of ALL_PAGES.filter(checkedAtEveryWidth)) {
    returningWalk(`axe: ${page.url} at ${WIDTHS.join(', ')} px`, async ({ page: tab, allowConsole }) => {
      allowConsole(/404/)
      await tab.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await tab.goto(page.url)
      const found: string[] = []
      for (const width of WIDTHS) {
        await tab.setViewportSize({ width, height: HEIGHT })
        found.push(...(await axe(tab, 'page')))
      }
      expect(found).toEqual([])
    })
  }
})

test.describe('open states', () => {
  for (const locale of LOCALE_CODES) {
    const home = `/${locale}/`
    // English opens each overlay at every width it has; another language's words first change its layout where
    // they have the least room, so there it is checked at that width only (the phone's; the sign-in dialog is a
    // laptop's). The overlays' markup and styles are the same in every language.
    const overlayWidths = locale === 'en' ? WIDTHS : WIDTHS.slice(0, 1)
    const signInWidths = locale === 'en' ? ([1280, 768] as const) : ([1280] as const)

    test(`axe: ${home} mobile menu open (375 px), use cases expanded`, async ({ page }) => {
      await noOverlays(page)
      await page.setViewportSize({ width: 375, height: HEIGHT })
      await page.goto(home)
      await page.locator('.gr-mobile-menu__toggle').click()
      await waitForIsland(page, 'MobileMenu')
      await expect(page.locator('details.gr-mobile-menu')).toHaveAttribute('open', '')
      await expect(page.locator('.gr-mobile-menu__panel')).toBeVisible()
      const found = await axe(page, 'menu open')
      await page.locator('.gr-mobile-menu__group-toggle').click()
      await expect(page.locator('.gr-mobile-menu__sublist')).toBeVisible()
      found.push(...(await axe(page, 'menu and use cases open')))
      found.push(...(await namesWithSoftHyphens(page)))
      expect(found).toEqual([])
    })

    test(`axe: ${home} sign-in dialog open (${signInWidths.join(' and ')} px)`, async ({ page }) => {
      await noOverlays(page)
      await page.setViewportSize({ width: signInWidths[0], height: HEIGHT })
      await page.goto(home)
      await page.locator('.gr-header__sign-in').click()
      await waitForIsland(page, 'SignIn')
      const dialog = page.locator('[data-island="SignIn"] dialog')
      await expect(dialog).toHaveAttribute('open', '')
      const found: string[] = []
      for (const width of signInWidths) {
        await page.setViewportSize({ width, height: HEIGHT })
        await expect(dialog).toBeVisible()
        found.push(...(await axe(page, 'sign-in open')))
      }
      found.push(...(await namesWithSoftHyphens(page)))
      expect(found).toEqual([])
    })

    test(`axe: ${home} cookie banner open (${overlayWidths.join(', ')} px)`, async ({ page }) => {
      // A first visit: nothing stored, so the banner shows (the popup is kept away: it waits for the banner).
      await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', String(Date.now())))
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await page.goto(home)
      const banner = page.locator('[data-cookie-banner]')
      await expect(banner).toHaveCount(1)
      await expect(banner).toBeVisible()
      const found: string[] = []
      for (const width of overlayWidths) {
        await page.setViewportSize({ width, height: HEIGHT })
        await expect(banner).toBeVisible()
        found.push(...(await axe(page, 'cookie banner open')))
      }
      found.push(...(await namesWithSoftHyphens(page)))
      expect(found).toEqual([])
    })

    test(`axe: ${home} newsletter popup open (${overlayWidths.join(', ')} px)`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookie-consent', 'essential'))
      await page.setViewportSize({ width: 375, height: HEIGHT })
      await page.goto(home)
      const popup = page.locator('[data-island="NewsletterPopup"]')
      await expect(popup).toHaveCount(1)
      // Its documented trigger: scrolling past half the page.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      const dialog = popup.locator('dialog')
      await expect(dialog).toHaveAttribute('open', '', { timeout: 10_000 })
      await expect(dialog).toBeVisible()
      // It fades in (0.25 s): contrast measured half-way through the fade would be the fade's, not the design's.
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
      const found: string[] = []
      for (const width of overlayWidths) {
        await page.setViewportSize({ width, height: HEIGHT })
        await expect(dialog).toBeVisible()
        found.push(...(await axe(page, 'popup open')))
      }
      found.push(...(await namesWithSoftHyphens(page)))
      expect(found).toEqual([])
    })
  }
})
