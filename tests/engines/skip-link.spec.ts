// The skip link on a first visit, with the cookie banner showing, in Firefox and WebKit, with the system's motion
// setting as it comes and with reduced motion (tests/e2e/zoom-and-banner.spec.ts checks the same in Chromium): Tab,
// Enter on "Skip to main content", and the view stays at the top of <main>, which has focus. It must never be
// thrown down the page (to the FAQ) on the way.
import { test, expect, inOwnBrowser } from './support/fixtures'
import type { EngineDriver } from './support/driver'
import { BANNER_SHOWN, visible } from './support/site'

/** The furthest the page is scrolled from now on, kept by the page itself (every scroll event). */
const WATCH_SCROLL = `window.__furthest = scrollY
  addEventListener('scroll', () => { window.__furthest = Math.max(window.__furthest, scrollY) }, { passive: true })`

/** True once the scroll position has not changed for 700 ms (a smooth scroll has ended). */
const SCROLL_SETTLED = `const last = (window.__settle ??= { y: NaN, at: 0 })
  if (scrollY !== last.y) { last.y = scrollY; last.at = performance.now(); return false }
  return performance.now() - last.at > 700`

const VIEW = `const main = document.getElementById('main')
  const header = document.querySelector('.gr-header')
  const sticky = ['sticky', 'fixed'].includes(getComputedStyle(header).position)
  return {
    focused: document.activeElement?.id ?? null,
    mainTop: Math.round(main.getBoundingClientRect().top),
    mainInPage: Math.round(main.getBoundingClientRect().top + scrollY),
    headerBottom: sticky ? Math.round(header.getBoundingClientRect().bottom) : 0,
    furthest: Math.round(window.__furthest),
  }`

/** A first visit to `home` at 1280 x 800, then Tab and Enter on the skip link; `goto` loads a site path. */
async function useSkipLink(driver: EngineDriver, goto: (path: string) => Promise<void>, home: string): Promise<void> {
  await driver.setViewport(1280, 800)
  await goto(home)
  // The newsletter popup seen, so it cannot open over the page; no cookie choice yet, so the banner shows.
  await driver.evaluate(`localStorage.setItem('newsletter-popup-seen', String(Date.now()))`)
  await goto(home)
  await driver.waitFor(visible(BANNER_SHOWN), 'the cookie banner shows')
  // A visitor takes a moment before the first key (the page's smooth scrolling is on by then).
  await driver.waitFor(`document.documentElement.classList.contains('gr-smooth-scroll')`, 'the page has settled')
  await driver.evaluate(WATCH_SCROLL)
  await driver.press('Tab')
  expect(await driver.evaluate(`document.activeElement?.classList.contains('gr-skip-link')`), 'the first Tab reaches the skip link').toBe(
    true,
  )
  await driver.press('Enter')
  await driver.waitFor(`document.activeElement?.id === 'main'`, 'focus moves to <main>')
  await driver.waitFor(SCROLL_SETTLED, 'the page stops scrolling', 8_000)
  const view = await driver.evaluate<{ focused: string; mainTop: number; mainInPage: number; headerBottom: number; furthest: number }>(VIEW)
  expect(view.focused).toBe('main')
  // <main>'s top is on screen, below the sticky header, and the page never scrolled past it.
  expect(view.mainTop, 'the top of <main> is clear of the header').toBeGreaterThanOrEqual(view.headerBottom - 1)
  expect(view.mainTop, 'the top of <main> is in the upper part of the screen').toBeLessThanOrEqual(200)
  expect(view.furthest, 'the furthest the page scrolled').toBeLessThanOrEqual(view.mainInPage)
}

// One language with the motion setting as it comes and another with reduced motion: at 1280 px the header, the
// banner and <main> are laid out alike in every language (Chromium walks the three in both settings).
test('on /en/ at 1280 x 800 with the cookie banner showing, the skip link leaves the view at the top of <main>', async ({ site }) => {
  expect(await site.evaluate(`matchMedia('(prefers-reduced-motion: reduce)').matches`)).toBe(false)
  await useSkipLink(site, (path) => site.goto(path), '/en/')
})

test('with reduced motion, on /sv/ at 1280 x 800 with the cookie banner showing, the skip link leaves the view at the top of <main>', async ({
  engine,
  baseURL,
}) => {
  // A browser of its own, started with the system's "reduce motion" setting.
  const errors = await inOwnBrowser(engine, baseURL, { reducedMotion: true }, async (driver, goto) => {
    await goto('/robots.txt')
    expect(await driver.evaluate(`matchMedia('(prefers-reduced-motion: reduce)').matches`), 'the browser asks for reduced motion').toBe(
      true,
    )
    await useSkipLink(driver, goto, '/sv/')
  })
  expect(errors, 'script errors in the page').toEqual([])
})
