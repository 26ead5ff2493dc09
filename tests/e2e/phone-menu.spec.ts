// The phone menu as a visitor meets it: opened by a tap after scrolling (most visitors are on phones), used
// with a keyboard, closed again. It is modal: the header with its close button stays on screen, the page behind
// neither moves nor takes focus, Tab cycles inside the menu, and Escape or the close button hand focus back.
import type { Page } from '@playwright/test'
import { test, expect, waitForIsland } from './support/console'
import { localeText } from './support/site'
import { focusShown } from '../support/focus'

const TOGGLE = '.gr-mobile-menu__toggle'

// The newsletter popup would otherwise open over the page once the visitor has scrolled half of it.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('newsletter-popup-seen', String(Date.now())))
})

/** Taps what is on screen where it is, without scrolling to it first (Playwright's own click would scroll a
 * sticky element to its place in the document). */
async function tap(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/** The visitor scrolls down the page with a swipe's worth of wheel. */
async function scrollDown(page: Page, by: number): Promise<void> {
  await page.mouse.move(100, 400)
  await page.mouse.wheel(0, by)
  // Settled: the same position twice, a frame apart.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(y > 0 && y === window.scrollY)))
          }),
      ),
    )
    .toBe(true)
}

const where = (page: Page) =>
  page.evaluate((toggle) => {
    const rect = (selector: string) => document.querySelector(selector)?.getBoundingClientRect()
    return {
      scrollY: Math.round(window.scrollY),
      headerTop: Math.round(rect('.gr-header')?.top ?? NaN),
      mainTop: Math.round(rect('main')?.top ?? NaN),
      toggleTop: Math.round(rect(toggle)?.top ?? NaN),
      toggleBottom: Math.round(rect(toggle)?.bottom ?? NaN),
      logoTop: Math.round(rect('.gr-header__logo')?.top ?? NaN),
    }
  }, TOGGLE)

const insideMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.gr-mobile-menu'))

for (const width of [320, 390]) {
  for (const [url, scroll] of [
    ['/da/', 600],
    ['/da/privacy-policy/', 1500],
    ['/no/use-cases/events-activities/', 300],
  ] as const) {
    test.describe(`${url} at ${width} px, scrolled ${scroll} px`, () => {
      test.use({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true })

      test('the menu keeps the header on screen, holds the page still and keeps focus inside', async ({ page }) => {
        await page.goto(url)
        await scrollDown(page, scroll)
        const before = await where(page)

        await tap(page, TOGGLE)
        await waitForIsland(page, 'MobileMenu')
        await expect(page.locator('.gr-mobile-menu__panel')).toBeVisible()
        const open = await where(page)
        expect(open.headerTop, 'header top').toBe(0)
        expect(open.logoTop, 'logo on screen').toBeGreaterThanOrEqual(0)
        expect(open.toggleTop, 'close button on screen').toBeGreaterThanOrEqual(0)
        expect(open.toggleBottom).toBeLessThanOrEqual(844)
        expect(open.scrollY, 'page scroll').toBe(before.scrollY)
        expect(open.mainTop, 'page content').toBe(before.mainTop)
        await expect(page.locator(TOGGLE)).toHaveAccessibleName(localeText(url.startsWith('/da/') ? 'da' : 'no', 'common', 'nav.menuClose'))

        // A swipe over the menu does not scroll the page behind it.
        await page.mouse.wheel(0, 800)
        await page.waitForTimeout(300)
        expect((await where(page)).scrollY).toBe(before.scrollY)

        // Tab goes round the menu's own controls and never into the page under it.
        const focused: string[] = []
        for (let i = 0; i < 24; i++) {
          await page.keyboard.press('Tab')
          expect(await insideMenu(page), `focus after ${i + 1} Tab presses`).toBe(true)
          focused.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''))
        }
        const closeLabel = await page.locator(TOGGLE).textContent()
        expect(
          focused.filter((label) => label === closeLabel?.trim()).length,
          `Tab came round to the close button: ${focused.join(' / ')}`,
        ).toBeGreaterThanOrEqual(2)
        await page.keyboard.press('Shift+Tab')
        expect(await insideMenu(page)).toBe(true)

        // Escape closes it and hands focus back to the menu button; the page is where it was.
        await page.keyboard.press('Escape')
        await expect(page.locator('.gr-mobile-menu__panel')).toBeHidden()
        await expect(page.locator(TOGGLE)).toBeFocused()
        expect((await where(page)).scrollY).toBe(before.scrollY)
        expect(await page.locator('[inert]').count(), 'nothing left inert').toBe(0)

        // Opened again and closed with its close button: focus stays on that button, the page unmoved.
        await tap(page, TOGGLE)
        await expect(page.locator('.gr-mobile-menu__panel')).toBeVisible()
        await tap(page, TOGGLE)
        await expect(page.locator('.gr-mobile-menu__panel')).toBeHidden()
        await expect(page.locator(TOGGLE)).toBeFocused()
        const after = await where(page)
        expect(after.scrollY).toBe(before.scrollY)
        expect(after.mainTop).toBe(before.mainTop)
      })
    })
  }
}

test.describe('sign in from the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('opens the sign-in dialog, as the header does on a wide screen, and returns focus to the menu button', async ({ page }) => {
    await page.goto('/sv/contact/')
    await scrollDown(page, 200)
    const scrollY = await page.evaluate(() => window.scrollY)
    await tap(page, TOGGLE)
    await waitForIsland(page, 'MobileMenu')
    await tap(page, '.gr-mobile-menu__actions a[href="/sv/sign-in/"]')
    const dialog = page.getByRole('dialog', { name: localeText('sv', 'common', 'signIn.title') })
    await expect(dialog).toBeVisible()
    expect(page.url()).toMatch(/\/sv\/contact\/$/)
    await expect(page.locator('.gr-mobile-menu__panel')).toBeHidden()
    await expect(dialog.locator('a[data-platform="admin"]')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.locator(TOGGLE)).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
  })
})

test.describe('the phone menu without its script', () => {
  test.use({ viewport: { width: 320, height: 568 } })
  const cases = [
    { why: 'scripts off', javaScriptEnabled: false },
    { why: 'its island failed', javaScriptEnabled: true },
  ]
  for (const { why, javaScriptEnabled } of cases) {
    test(`${why}: Tab from the open menu never reaches a stop the menu covers`, async ({ browser, allowConsole }) => {
      allowConsole(/Failed to load resource|could not start/)
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 320, height: 568 } })
      await context.addInitScript(() => {
        localStorage.setItem('cookie-consent', 'essential')
        localStorage.setItem('newsletter-popup-seen', String(Date.now()))
      })
      const page = await context.newPage()
      // The island's props do not arrive: it stays as the server wrote it, marked failed.
      if (javaScriptEnabled) await page.route('**/assets/islands/*.json', (route) => route.abort())
      await page.goto('/no/early-access/')
      await page.locator(TOGGLE).focus()
      if (javaScriptEnabled) await expect(page.locator('[data-island="MobileMenu"]')).toHaveAttribute('data-hydrated', 'failed')
      await page.keyboard.press('Enter')
      await expect(page.locator('.gr-mobile-menu__panel')).toBeVisible()
      const stops: string[] = []
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab')
        stops.push(await page.evaluate(focusShown))
      }
      expect(stops.filter((stop) => stop !== 'shown' && stop !== 'none')).toEqual([])
      // Focus came round to the menu button, which closes the menu.
      expect(stops.filter((stop) => stop === 'shown').length).toBeGreaterThan(10)
      await page.locator(TOGGLE).focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('.gr-mobile-menu__panel')).toBeHidden()
      await expect(page.locator('main')).toBeVisible()
      await context.close()
    })
  }
})
