// WCAG 2.4.11 in Firefox and WebKit: on a phone, on a first visit (the cookie banner covering the bottom of the
// screen), a control reached by Tab is never behind the banner, not even by a few pixels (tests/e2e/consent.spec.ts
// and zoom-and-banner.spec.ts check it in Chromium). A keyboard visitor who has tabbed to the end of the page goes
// on, through the browser's toolbar and back into the page from the top, to the hero's e-mail field; later the
// visitor reads down to the FAQ and tabs through its questions.
import { test, expect, inOwnBrowser } from './support/fixtures'
import type { EngineDriver } from './support/driver'
import { BANNER_SHOWN, visible } from './support/site'

/** True once the scroll position has not changed for 400 ms (a smooth scroll and any correction after it). */
const SCROLL_SETTLED = `const last = (window.__settle ??= { y: NaN, at: 0 })
  if (scrollY !== last.y) { last.y = scrollY; last.at = performance.now(); return false }
  return performance.now() - last.at > 400`

/** What the banner covers of the focused element (null: nothing, or it is the banner's or the header's own). */
const COVERED = `const el = document.activeElement
  const banner = document.querySelector(${JSON.stringify(BANNER_SHOWN)})
  if (!el || el === document.body || !banner || el.closest('[data-cookie-banner], .gr-header, .gr-skip-link')) return null
  const r = el.getBoundingClientRect()
  const top = banner.getBoundingClientRect().top
  return r.bottom > top + 0.5 && r.top < innerHeight ? el.tagName.toLowerCase() + '.' + el.className + ': ' + Math.round(r.bottom - top) + ' px behind the banner' : null`

/** Presses Tab until `until` holds (at most `most` times); after each, once the page is still, notes what the banner
 * covers of the focused element. */
async function tabAndCheck(site: EngineDriver, until: string, most: number): Promise<string[]> {
  const found: string[] = []
  for (let stop = 0; stop < most; stop++) {
    await site.press('Tab')
    await site.evaluate(`delete window.__settle`)
    await site.waitFor(SCROLL_SETTLED, 'the page stops scrolling')
    const covered = await site.evaluate<string | null>(COVERED)
    if (covered) found.push(covered)
    if (await site.evaluate(until)) return found
  }
  throw new Error(`Not reached in ${most} Tab presses: ${until}`)
}

test('on /da/ at 390 x 844 with the banner, Tab round to the e-mail field and through the FAQ: nothing focused behind the banner', async ({
  engine,
  baseURL,
}) => {
  // A browser of its own: Tab round through Firefox's toolbar leaves its page without focus events for good.
  const errors = await inOwnBrowser(engine, baseURL, {}, async (site, goto) => {
    await site.setViewport(390, 844)
    await goto('/da/')
    await site.evaluate(`localStorage.setItem('newsletter-popup-seen', String(Date.now()))`)
    await goto('/da/')
    await site.waitFor(visible(BANNER_SHOWN), 'the cookie banner shows')
    // At the end of the page, as after tabbing all the way down.
    await site.evaluate(`[...document.querySelectorAll('footer a[href], footer button')].at(-1).focus()`)
    await site.waitFor(`scrollY > document.documentElement.scrollHeight / 2`, 'the end of the page is on screen')
    const found = await tabAndCheck(site, `document.activeElement?.type === 'email'`, 30)
    // Read down to the FAQ and on from the element before its first question (Firefox does not start Tab from
    // where a click on the text landed, as Chromium does).
    await site.evaluate(`document.querySelector('#faq').scrollIntoView({ behavior: 'instant' })`)
    await site.evaluate(`const all = [...document.querySelectorAll('a[href], button, summary, input')]
      all[all.indexOf(document.querySelector('#faq summary')) - 1].focus({ preventScroll: true })`)
    for (let question = 0; question < 4; question++)
      found.push(...(await tabAndCheck(site, `!!document.activeElement?.closest('#faq')`, 1)))
    expect(found).toEqual([])
  })
  expect(errors, 'script errors in the page').toEqual([])
})
