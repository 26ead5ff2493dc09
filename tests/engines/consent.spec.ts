// The cookie banner's three ways out, as tests/e2e/consent.spec.ts checks them in Chromium.
import { test, expect } from './support/fixtures'
import { BANNER, BANNER_SHOWN, stored, visible } from './support/site'

const gone = `document.querySelectorAll(${JSON.stringify(BANNER_SHOWN)}).length === 0`

test('accept all stores "all", hides the banner and it stays hidden on the next page', async ({ site }) => {
  await site.goto('/en/contact/')
  await site.waitFor(visible(`${BANNER} [data-consent-choice="all"]`), 'the banner offers "accept all"')
  await site.click(`${BANNER} [data-consent-choice="all"]`)
  await site.waitFor(gone, 'the banner goes')
  expect(await site.evaluate(stored('cookie-consent'))).toBe('all')
  await site.goto('/da/')
  expect(await site.evaluate(visible(BANNER))).toBe(false)
})

test('essential only stores "essential" (by keyboard)', async ({ site }) => {
  await site.goto('/no/early-access/')
  await site.evaluate(`document.querySelector('${BANNER} [data-consent-choice="essential"]').focus()`)
  await site.press('Enter')
  await site.waitFor(gone, 'the banner goes')
  expect(await site.evaluate(stored('cookie-consent'))).toBe('essential')
})

test('the close (X) hides it for this session only and stores nothing', async ({ site }) => {
  await site.goto('/da/contact/')
  await site.click(`${BANNER} .gr-cookie-banner__close`)
  await site.waitFor(gone, 'the banner goes')
  expect(await site.evaluate(stored('cookie-consent'))).toBeNull()
  await site.goto('/da/sign-in/')
  expect(await site.evaluate(`document.querySelectorAll(${JSON.stringify(BANNER_SHOWN)}).length`)).toBe(0)
})
