// The newsletter popup's scroll trigger, what does not trigger it, and its close (tests/e2e/popup.spec.ts in Chromium).
// Its other trigger, the delay, is a timer that runs the same in every engine: Chromium checks it with a fast-forwarded
// clock (tests/e2e/popup.spec.ts) and in real time from a prerendered page's showing
// (tests/integrations/prerender.spec.ts); the engines' drivers have no clock, and a real wait here cost a minute.
import { test, expect } from './support/fixtures'
import { POPUP, scrollTo, stored } from './support/site'

const open = `!!document.querySelector('${POPUP}')?.open`

test.beforeEach(async ({ site }) => {
  await site.goto('/en/')
  await site.evaluate(`localStorage.setItem('cookie-consent', 'essential')`)
})

test('opens once the visitor scrolls past half of the page; closing stores newsletter-popup-seen', async ({ site }) => {
  await site.goto('/da/')
  await site.evaluate(scrollTo(0.4))
  await new Promise((resolve) => setTimeout(resolve, 800))
  expect(await site.evaluate(open)).toBe(false)
  await site.evaluate(scrollTo(0.6))
  await site.waitFor(open, 'the popup opens past half of the page')
  const before = Date.now()
  await site.click(`${POPUP} .gr-popup__close`)
  await site.waitFor(`!(${open})`, 'the close button closes it')
  const seen = Number(await site.evaluate(stored('newsletter-popup-seen')))
  expect(seen).toBeGreaterThanOrEqual(before - 5_000)
  expect(seen).toBeLessThanOrEqual(Date.now())
  // It does not come back.
  await site.goto('/da/')
  await site.evaluate(scrollTo(0.8))
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(await site.evaluate(open)).toBe(false)
})

test('moving focus down the page past half does not open it: only the visitor scrolling does (WCAG 3.2.1)', async ({ site }) => {
  await site.goto('/en/')
  // Focus put on the FAQ, which lies past half, in one step (as a skip link or a Tab onto it would): the browser
  // scrolls the page to it.
  await site.evaluate(`document.querySelector('#faq summary').focus()`)
  await site.waitFor(
    `window.scrollY / (document.documentElement.scrollHeight - window.innerHeight) > 0.5`,
    'focus has scrolled the page past half',
  )
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(await site.evaluate(open)).toBe(false)
})
