// The newsletter popup's two triggers and its close (tests/e2e/popup.spec.ts in Chromium).
import { test, expect } from './support/fixtures'
import { POPUP, scrollTo, stored } from './support/site'
import { POPUP_DELAY_MS } from '../../components/signup/popup-trigger'

/** How far before the delay the test looks (page load counts in it), and how long after it waits. */
const EARLY_MS = 5_000
const LATE_MS = 15_000

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

test(`opens after ${POPUP_DELAY_MS / 1000} seconds on the page, not before`, async ({ site }) => {
  // A real wait: the engines' drivers have no clock to fast-forward.
  test.setTimeout(POPUP_DELAY_MS + LATE_MS + 25_000)
  await site.goto('/en/contact/')
  await new Promise((resolve) => setTimeout(resolve, POPUP_DELAY_MS - EARLY_MS))
  expect(await site.evaluate(open)).toBe(false)
  await site.waitFor(open, 'the popup opens when its delay is over', EARLY_MS + LATE_MS)
  await site.press('Escape')
  await site.waitFor(`!(${open})`, 'Escape closes it')
  expect(await site.evaluate(stored('newsletter-popup-seen'))).toMatch(/^\d{13}$/)
})
