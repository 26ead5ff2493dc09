// The sticky header and the phone menu by keyboard on a scrolled phone page, in Firefox and WebKit
// (tests/e2e/phone-menu.spec.ts in Chromium): Tab and Shift+Tab never move the page, and each control they
// reach is on screen. WebKit scrolled the locked page behind the open menu by 90 px at a Shift+Tab back to the
// menu button, and the page under the header at each Tab through it (styles/base/_base.scss).
import { test, expect, type Site } from './support/fixtures'
import { QUIET, visible } from './support/site'
import { href } from '../../components/lib/routes'
import { DEFAULT_LOCALE } from '../../locales/locales'

const PAGES = [href('home', DEFAULT_LOCALE), href('use-case:events-activities', DEFAULT_LOCALE)]
const SCROLLED = 1200

/** Counts the page's scroll events from the next frame but one on: the event of a `window.scrollTo` just
 * before arrives at the next frame, and does not count. */
const WATCH_SCROLL = `return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
  window.__scrolls = 0
  window.addEventListener('scroll', () => window.__scrolls++)
  resolve(true)
})))`

/** Where focus is, and whether all of it is on screen: inside the viewport, and inside the menu's panel when
 * it is one of the panel's links (not under the header's edge). */
const FOCUS = `(() => {
  const el = document.activeElement
  const r = el.getBoundingClientRect()
  const panel = el.closest('.gr-mobile-menu__panel')
  const area = panel ? panel.getBoundingClientRect() : { top: 0, bottom: innerHeight }
  return {
    what: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30),
    inMenu: !!el.closest('.gr-mobile-menu'),
    shown: r.top >= Math.max(0, area.top) - 1 && r.bottom <= Math.min(innerHeight, area.bottom) + 1,
  }
})()`

const PLACE = `({ scrollY: Math.round(window.scrollY), scrolls: window.__scrolls })`

async function scrolledPhonePage(site: Site, path: string) {
  await site.goto(path)
  await site.evaluate(QUIET)
  await site.setViewport(390, 844)
  await site.goto(path)
  await site.evaluate(`window.scrollTo({ top: ${SCROLLED}, behavior: 'instant' })`)
  await site.waitFor(`Math.round(window.scrollY) === ${SCROLLED}`, 'the page is scrolled')
}

/** Lets a smooth scroll that a key press may have started get under way before the page is measured. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

for (const path of PAGES) {
  test(`${path} at 390 px: Shift+Tab and Tab round the open phone menu leave the page behind where it is`, async ({ site }) => {
    await scrolledPhonePage(site, path)
    await site.clickInPlace('.gr-mobile-menu__toggle')
    await site.waitFor(visible('.gr-mobile-menu__panel'), 'the menu opens')
    await site.waitFor(`document.querySelector('[data-island="MobileMenu"]').dataset.hydrated === 'true'`, 'the menu is live')
    // The use cases open too, so that the panel has its full list to go round.
    await site.clickInPlace('.gr-mobile-menu__group-toggle')
    await site.waitFor(visible('.gr-mobile-menu__sublist'), 'the use cases expand')
    await site.evaluate(`document.querySelector('.gr-mobile-menu__toggle').focus({ preventScroll: true })`)
    await site.evaluate(WATCH_SCROLL)
    const stops = await site.evaluate<number>(
      `[...document.querySelectorAll('.gr-mobile-menu a[href], .gr-mobile-menu summary')].filter((el) => el.getClientRects().length > 0).length`,
    )
    expect(stops).toBeGreaterThan(8)
    // Round backwards past the menu button, then forwards past it.
    for (const key of ['Shift+Tab', 'Tab'] as const) {
      for (let i = 0; i <= stops; i++) {
        await site.press(key)
        await settle()
        const focus = await site.evaluate<{ what: string; inMenu: boolean; shown: boolean }>(FOCUS)
        expect(focus, `${key} ${i + 1}`).toMatchObject({ inMenu: true, shown: true })
        expect(await site.evaluate(PLACE), `${key} ${i + 1} to ${focus.what}`).toEqual({ scrollY: SCROLLED, scrolls: 0 })
      }
    }
  })
}

test('at 390 px on a scrolled page, Tab and Shift+Tab through the header leave the page where it is', async ({ site }) => {
  await scrolledPhonePage(site, PAGES[1]!)
  await site.evaluate(`document.querySelector('.gr-header__logo').focus({ preventScroll: true })`)
  await site.evaluate(WATCH_SCROLL)
  // The logo, the language button and the menu button, there and back.
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await site.press(key)
    await settle()
    const focus = await site.evaluate<{ what: string; shown: boolean }>(FOCUS)
    expect(await site.evaluate(`!!document.activeElement.closest('.gr-header')`), `${key} stays in the header`).toBe(true)
    expect(await site.evaluate(PLACE), `${key} to ${focus.what}`).toEqual({ scrollY: SCROLLED, scrolls: 0 })
  }
})
