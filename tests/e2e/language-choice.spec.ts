// Every language link remembers the choice (docs/decisions.md §33): the footer list, the mobile menu and
// the 404 page's list store i18nextLng like the header switcher does (tests/e2e/layout.spec.ts), and the next
// visit to `/` goes to that language.
import type { Page } from '@playwright/test'
import { test, expect } from './support/console'

test.beforeEach(async ({ page }) => {
  // The cookie banner and the newsletter popup would cover the footer; they are tested on their own.
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', '1')
  })
})

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('i18nextLng'))

test('a language picked in the footer is stored and `/` goes to it next time', async ({ page }) => {
  await page.goto('/en/contact/')
  expect(await stored(page)).toBeNull()
  await Promise.all([page.waitForURL('**/sv/contact/'), page.locator('footer a[lang="sv"]').click()])
  expect(await stored(page)).toBe('sv')
  await page.goto('/')
  await expect(page).toHaveURL(/\/sv\/$/)
})

test('a language picked on the 404 page is stored and `/` goes to it next time', async ({ page, allowConsole }) => {
  allowConsole(/404/)
  const response = await page.goto('/qaa/no-such-page/')
  expect(response?.status()).toBe(404)
  await Promise.all([page.waitForURL('**/no/'), page.locator('main .gr-not-found__languages a[lang="no"]').click()])
  expect(await stored(page)).toBe('no')
  await page.goto('/')
  await expect(page).toHaveURL(/\/no\/$/)
})

test('a language picked in the mobile menu is stored by the same handler', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/da/contact/')
  await page.locator('.gr-mobile-menu__toggle').click()
  await Promise.all([page.waitForURL('**/en/contact/'), page.locator('.gr-mobile-menu__languages a[lang="en"]').click()])
  expect(await stored(page)).toBe('en')
  await page.goto('/')
  await expect(page).toHaveURL(/\/en\/$/)
})

test('the footer and the mobile menu keep the hash, as the switcher does', async ({ page }) => {
  await page.goto('/en/#pricing')
  await Promise.all([page.waitForURL('**/da/#pricing'), page.locator('footer a[lang="da"]').click()])
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/sv/contact/#main')
  await page.locator('.gr-mobile-menu__toggle').click()
  await Promise.all([page.waitForURL('**/no/contact/#main'), page.locator('.gr-mobile-menu__languages a[lang="no"]').click()])
})

test('without scripts a language link is a plain link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/da/contact/')
  await Promise.all([page.waitForURL('**/sv/contact/'), page.locator('footer a[lang="sv"]').click()])
  await context.close()
})
