// A first visit (the cookie banner showing) on a short screen: a 1280 x 800 window zoomed to 200 % (640 x 400 CSS
// px) and to 400 % (320 x 256), a phone held sideways (844 x 390) and the smallest phone held upright (320 x 568). The sticky header and the banner must leave
// at least half of the screen to the page (WCAG 1.4.10), and a control reached by Tab is never covered by either
// (WCAG 2.4.11), whether the visitor tabs from the top or from further down the page. And on a laptop, the skip
// link leaves the view at the top of <main> with the banner showing, with and without reduced motion (Firefox and
// WebKit: tests/engines/skip-link.spec.ts).
import type { Page } from '@playwright/test'
import { test, expect, waitForIsland } from './support/console'
import { LOCALE_CODES, localeText } from './support/site'
import { axeViolations } from './support/axe'
import { href } from '../../components/lib/routes'

const BANNER = '[data-cookie-banner]'

const SHORT_SCREENS = [
  { width: 640, height: 400, what: '1280 x 800 at 200 %' },
  { width: 320, height: 256, what: '1280 x 1024 at 400 %' },
  { width: 844, height: 390, what: 'a phone held sideways' },
  { width: 320, height: 568, what: 'the smallest phone held upright' },
] as const

test.beforeEach(async ({ page }) => {
  // The newsletter popup seen, so it cannot open over the page; no cookie choice, so the banner shows.
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', String(Date.now())))
})

/** Resolves once the page has not scrolled for eight frames (a smooth scroll and any correction after it are over). */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = NaN
        let still = 0
        const step = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 8) resolve()
          else requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      }),
  )

/** Runs in the page: how many px of the screen's height the header and the banner cover where they overlay it. */
function covered() {
  const part = (el: Element | null) => {
    if (!(el instanceof HTMLElement) || el.hidden) return 0
    const r = el.getBoundingClientRect()
    return Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0))
  }
  return {
    header: Math.round(part(document.querySelector('.gr-header'))),
    banner: Math.round(part(document.querySelector('[data-cookie-banner]'))),
  }
}

/** Runs in the page: what covers the focused element, if anything. The header's and the banner's own controls
 * are on top by nature. An element taller than the clear part of the screen cannot be wholly clear: its top must be. */
function focusCover(): string | null {
  const el = document.activeElement
  if (!el || el === document.body || el.closest('.gr-header, [data-cookie-banner], .gr-skip-link')) return null
  const what = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`
  const r = el.getBoundingClientRect()
  const headerEl = document.querySelector('.gr-header')!
  const overlays = ['sticky', 'fixed'].includes(getComputedStyle(headerEl).position)
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')!
  const clearTop = overlays ? Math.max(0, headerEl.getBoundingClientRect().bottom) : 0
  const clearBottom = banner.hidden ? window.innerHeight : banner.getBoundingClientRect().top
  if (r.bottom <= 0 || r.top >= window.innerHeight) return `${what} is off the screen (${Math.round(r.top)}-${Math.round(r.bottom)})`
  const fits = r.height <= clearBottom - clearTop
  const top = Math.round(r.top)
  const bottom = Math.round(r.bottom)
  if (r.top < clearTop - 0.5) return `${what} (${top}-${bottom}) is under the header (bottom ${Math.round(clearTop)})`
  if (fits && r.bottom > clearBottom + 0.5) return `${what} (${top}-${bottom}) is under the banner (top ${Math.round(clearBottom)})`
  if (!fits && r.top >= clearBottom) return `${what} (${top}-${bottom}) starts under the banner (top ${Math.round(clearBottom)})`
  return null
}

/** Presses Tab `stops` times; after each, once the page is still, notes what covers the focused element. */
async function tabAndCheck(page: Page, stops: number, where: string): Promise<string[]> {
  const found: string[] = []
  for (let stop = 1; stop <= stops; stop++) {
    await page.keyboard.press('Tab')
    await scrollSettled(page)
    const cover = await page.evaluate(focusCover)
    if (cover) found.push(`${where}, stop ${stop}: ${cover}`)
  }
  return found
}

for (const { width, height, what } of SHORT_SCREENS) {
  // English on every short screen; the other languages where their longer words wrap the banner and the header
  // most, the 320 px ones (the wide screens' layouts are the same in every language, and English shows them).
  for (const locale of width === 320 ? LOCALE_CODES : (['en'] as const)) {
    const url = href('home', locale)
    test(`${url} at ${width} x ${height} (${what}) with the banner: half the screen for the page, focus never covered`, async ({
      page,
    }) => {
      // Reduced motion outside English: the browser then jumps to each focused control instead of gliding there
      // (smooth scrolling is on with motion), which changes the way, not where the control ends up, and makes the
      // walk several times quicker. English keeps the motion, so the 320 px screens are walked both ways.
      if (locale !== 'en') await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width, height })
      await page.goto(url)
      const banner = page.locator(BANNER)
      await expect(banner).toBeVisible()
      // Compact, the banner is still the region its title names, and the page has nothing for axe to fault.
      await expect(banner).toHaveRole('region')
      await expect(banner).toHaveAccessibleName(localeText(locale, 'consent', 'banner.title'))
      expect(await axeViolations(page, `${url} at ${width} x ${height}`)).toEqual([])
      // Reading further down: the header and the banner leave at least half of the screen.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 3, behavior: 'instant' }))
      await scrollSettled(page)
      const cover = await page.evaluate(covered)
      expect(cover.header + cover.banner, `header ${cover.header} px + banner ${cover.banner} px of ${height}`).toBeLessThanOrEqual(
        height / 2,
      )
      // Tab from the top through the header, the banner and the first part of the page.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      const found = await tabAndCheck(page, 24, 'from the top')
      // Scrolled down to the FAQ, a click on its heading and on through its questions.
      await page.locator('#faq h2').scrollIntoViewIfNeeded()
      await page.locator('#faq h2').click()
      found.push(...(await tabAndCheck(page, 8, 'from the FAQ heading')))
      expect(found).toEqual([])
    })
  }
}

test('at 320 x 256 (400 %), scrolled a little, the header has gone with the page, yet the phone menu opens under the whole header and closes where the page was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 })
  await page.goto(href('home', 'da'))
  await expect(page.locator(BANNER)).toBeVisible()
  // The header scrolls with the page here: scrolled by 40 px, it has gone up by as much, and its menu button shows
  // in part, and is tapped there.
  await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }))
  expect(await page.locator('.gr-header').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(-40)
  const toggle = page.locator('.gr-mobile-menu__toggle')
  const box = await toggle.boundingBox()
  if (!box || box.y + box.height < 8) throw new Error('the menu button is off the screen')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 6)
  await waitForIsland(page, 'MobileMenu')
  const panel = page.locator('.gr-mobile-menu__panel')
  await expect(panel).toBeVisible()
  const place = () =>
    page.evaluate(() => ({
      scrollY: Math.round(window.scrollY),
      header: Math.round(document.querySelector('.gr-header')!.getBoundingClientRect().top),
      headerBottom: Math.round(document.querySelector('.gr-header')!.getBoundingClientRect().bottom),
      panel: Math.round(document.querySelector('.gr-mobile-menu__panel')!.getBoundingClientRect().top),
    }))
  // The whole header on screen, with its close button, and the menu right below it; the page has not moved.
  const open = await place()
  expect(open).toMatchObject({ scrollY: 40, header: 0, panel: open.headerBottom })
  await expect(toggle).toBeInViewport({ ratio: 1 })
  // Tab stays in the menu (it is modal), whatever the header's position.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('.gr-mobile-menu'))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
  expect((await place()).scrollY).toBe(40)
})

test('with the banner showing, a click into the pricing panel (which takes focus) leaves the page where it is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(href('home', 'en'))
  await expect(page.locator(BANNER)).toBeVisible()
  // The panel's intro in the upper part of the screen, the panel running on behind the banner.
  const intro = page.locator('.gr-pricing__panel:not([hidden]) .gr-pricing__panel-intro')
  await intro.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - 300, behavior: 'instant' }))
  const before = await page.evaluate(() => window.scrollY)
  const box = await intro.boundingBox()
  if (!box) throw new Error('no pricing panel')
  await page.mouse.click(box.x + 4, box.y + box.height / 2)
  await expect(page.locator('.gr-pricing__panel:not([hidden])')).toBeFocused()
  await scrollSettled(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
})

/** Runs in the page: from now on, the furthest the page is scrolled. */
function watchScroll() {
  const w = window as unknown as { furthest: number }
  w.furthest = window.scrollY
  window.addEventListener('scroll', () => (w.furthest = Math.max(w.furthest, window.scrollY)), { passive: true })
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  for (const locale of ['en', 'sv', 'no'] as const) {
    test(`on /${locale}/ at 1280 x 800 with the banner showing (${reducedMotion === 'reduce' ? 'reduced motion' : 'motion'}), the skip link leaves the view at the top of <main>`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(href('home', locale))
      await expect(page.locator(BANNER)).toBeVisible()
      // A visitor takes a moment before the first key (the page's smooth scrolling is on by then).
      await expect(page.locator('html')).toHaveClass(/gr-smooth-scroll/)
      await page.evaluate(watchScroll)
      await page.keyboard.press('Tab')
      await expect(page.locator('.gr-skip-link')).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.locator('main')).toBeFocused()
      await scrollSettled(page)
      await page.waitForTimeout(300)
      await scrollSettled(page)
      const view = await page.evaluate(() => {
        const main = document.getElementById('main')!.getBoundingClientRect()
        const header = document.querySelector('.gr-header')!.getBoundingClientRect()
        return {
          mainTop: Math.round(main.top),
          mainInPage: Math.round(main.top + window.scrollY),
          headerBottom: Math.round(header.bottom),
          furthest: Math.round((window as unknown as { furthest: number }).furthest),
        }
      })
      // <main>'s top is on screen, clear of the sticky header, and the page never scrolled past it on the way.
      expect(view.mainTop, 'the top of <main> is clear of the header').toBeGreaterThanOrEqual(view.headerBottom - 1)
      expect(view.mainTop, 'the top of <main> is in the upper part of the screen').toBeLessThanOrEqual(200)
      expect(view.furthest, 'the furthest the page scrolled').toBeLessThanOrEqual(view.mainInPage)
    })
  }
}
