// The newsletter / try-for-free popup (docs/decisions.md §38; docs/decisions.md §19): its two triggers, its storage key, the
// cookie banner rule, and a modal dialog's keyboard behaviour.
import type { Page } from '@playwright/test'
import { test, expect, pageSettled, waitForIsland } from './support/console'
import { config } from './support/site'
import { POPUP_DELAY_MS } from '../../components/signup/popup-trigger'

const SEEN = 'newsletter-popup-seen'
const popup = (page: Page) => page.locator('[data-island="NewsletterPopup"] dialog')

async function consentGiven(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'essential'))
}

async function scrollTo(page: Page, ratio: number) {
  await page.evaluate((r) => {
    const max = document.documentElement.scrollHeight - window.innerHeight
    window.scrollTo({ top: Math.round(max * r), behavior: 'instant' })
  }, ratio)
}

/** Scrolls as the visitor does, with the mouse wheel, to `ratio` of the page (give or take a few per cent). */
async function wheelTo(page: Page, ratio: number) {
  const { width, height } = page.viewportSize()!
  await page.mouse.move(width / 2, height / 2)
  const delta = await page.evaluate(
    (r) => Math.round((document.documentElement.scrollHeight - window.innerHeight) * r) - window.scrollY,
    ratio,
  )
  await page.mouse.wheel(0, delta)
  await expect.poll(() => progress(page)).toBeGreaterThan(ratio - 0.05)
}

const progress = (page: Page) => page.evaluate(() => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight))

/** The installed clock also keeps running in real time (page load included): the test stops this much short. */
const SLACK_MS = 4_000

test(`opens after ${POPUP_DELAY_MS / 1000} seconds, not before, and React only loads when it is due`, async ({ page }) => {
  await consentGiven(page)
  await page.clock.install()
  await page.goto('/en/contact/')
  await page.clock.fastForward(POPUP_DELAY_MS - SLACK_MS)
  await page.waitForTimeout(500)
  await expect(popup(page)).toBeHidden()
  expect(await page.locator('[data-island="NewsletterPopup"]').getAttribute('data-hydrated')).toBeNull()
  await page.clock.fastForward(SLACK_MS)
  await waitForIsland(page, 'NewsletterPopup')
  await expect(popup(page)).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Make the next gift exchange the best one yet' })).toBeVisible()
})

test('opens once the visitor scrolls past half of the page', async ({ page }) => {
  await consentGiven(page)
  await page.goto('/en/')
  await scrollTo(page, 0.4)
  await page.waitForTimeout(800)
  await expect(popup(page)).toBeHidden()
  await scrollTo(page, 0.6)
  await expect(popup(page)).toBeVisible()
})

test('moving focus down the page past half does not open it: only the visitor scrolling does', async ({ page }) => {
  await consentGiven(page)
  await page.goto('/en/')
  // Focus moving onto what lies below the screen scrolls the page to it (the FAQ lies past half). The focus is
  // put there in one step, as a skip link or a Tab onto it would: pressing Tab from the top depends on every
  // island met on the way keeping focus while it starts, which this test is not about.
  await page.locator('#faq summary').first().focus()
  await expect.poll(() => progress(page)).toBeGreaterThan(0.5)
  await page.waitForTimeout(1_000)
  await expect(popup(page)).toBeHidden()
  expect(await page.locator('[data-island="NewsletterPopup"]').getAttribute('data-hydrated')).toBeNull()
  // The visitor's own scroll after that still counts.
  await page.locator('.gr-header__logo').focus()
  await wheelTo(page, 0.8)
  await expect(popup(page)).toBeVisible()
})

test('closing stores a timestamp under newsletter-popup-seen and it does not come back', async ({ page }) => {
  await consentGiven(page)
  await page.goto('/da/')
  await scrollTo(page, 0.7)
  await expect(popup(page)).toBeVisible()
  const before = Date.now()
  await popup(page).getByRole('button', { name: 'Luk' }).click()
  await expect(popup(page)).toBeHidden()
  const stored = Number(await page.evaluate((key) => localStorage.getItem(key), SEEN))
  expect(stored).toBeGreaterThanOrEqual(before - 5_000)
  expect(stored).toBeLessThanOrEqual(Date.now())
  await page.reload()
  await scrollTo(page, 0.8)
  await page.waitForTimeout(1_000)
  await expect(popup(page)).toBeHidden()
  expect(await page.locator('[data-island="NewsletterPopup"]').getAttribute('data-hydrated')).toBeNull()
})

test('keeps focus inside, closes with Escape and returns focus', async ({ page }) => {
  await consentGiven(page)
  await page.goto('/en/')
  const logo = page.locator('.gr-header__logo')
  await logo.focus()
  await wheelTo(page, 0.7)
  await expect(popup(page)).toBeVisible()
  // A modal dialog: everything behind it is inert, so Tab cycles through the popup only.
  // (After the last control, Chromium lets focus leave for its own toolbar: the document then has none.)
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    const where = await popup(page).evaluate((dialog) =>
      dialog.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
    )
    expect(where).not.toBe('page')
  }
  expect(await popup(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(popup(page)).toBeHidden()
  await expect(logo).toBeFocused()
  // The dialog hides and gives focus back at once; its close event (which stores the time) comes a task later.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SEEN)).toMatch(/^\d{13}$/)
})

test('try-for-free opens the guided sign-up in a new tab without opener and stores the timestamp', async ({ page, context }) => {
  await consentGiven(page)
  await context.route(/example\.com/, (route) => route.fulfill({ status: 200, body: 'sign-up' }))
  await page.goto('/sv/')
  await scrollTo(page, 0.7)
  const tryFree = popup(page).getByRole('link', { name: /Testa gratis/ })
  await expect(tryFree).toHaveAttribute('href', config.signupUrl)
  await expect(tryFree).toHaveAttribute('target', '_blank')
  await expect(tryFree).toHaveAttribute('rel', 'noopener noreferrer')
  const [tab] = await Promise.all([context.waitForEvent('page'), tryFree.click()])
  expect(await tab.evaluate(() => window.opener)).toBeNull()
  await tab.close()
  await expect(popup(page)).toBeHidden()
  expect(await page.evaluate((key) => localStorage.getItem(key), SEEN)).toMatch(/^\d{13}$/)
})

test('never opens over the cookie banner, and opens once the banner is answered', async ({ page }) => {
  await page.goto('/en/')
  const banner = page.locator('[data-cookie-banner]')
  await expect(banner.locator('[data-consent-choice="essential"]')).toBeVisible()
  await scrollTo(page, 0.7)
  await page.waitForTimeout(1_500)
  await expect(popup(page)).toBeHidden()
  await banner.locator('[data-consent-choice="essential"]').click()
  await expect(banner.locator('[data-consent-choice="essential"]')).toBeHidden()
  await expect(popup(page)).toBeVisible({ timeout: 5_000 })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('a click on the dim overlay closes it', async ({ page }) => {
    await consentGiven(page)
    await page.goto('/no/')
    await scrollTo(page, 0.7)
    await expect(popup(page)).toBeVisible()
    await page.mouse.click(10, 10)
    await expect(popup(page)).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), SEEN)).toMatch(/^\d{13}$/)
  })
})

test('on a wide screen a click on the overlay leaves it open', async ({ page }) => {
  await consentGiven(page)
  await page.goto('/en/')
  await scrollTo(page, 0.7)
  await expect(popup(page)).toBeVisible()
  await page.mouse.click(10, 10)
  await page.waitForTimeout(300)
  await expect(popup(page)).toBeVisible()
})

test('waits while the visitor is typing in a field, and is not offered on the early-access page', async ({ page }) => {
  await consentGiven(page)
  await page.goto('/en/')
  const email = page.locator('form[data-form="hero"] input[name="email"]')
  await email.fill('anna@')
  await wheelTo(page, 0.7)
  await page.waitForTimeout(1_500)
  await expect(popup(page)).toBeHidden()
  await email.blur()
  await expect(popup(page)).toBeVisible()
  await page.goto('/en/early-access/')
  await expect(page.locator('[data-island="NewsletterPopup"]')).toHaveCount(0)
})

test('focus moved past half before the page’s script starts does not count as scrolling once it runs (WCAG 3.2.1)', async ({
  page,
  context,
}) => {
  await consentGiven(page)
  // A slow phone: the module script is held back while the visitor already moves focus down the page.
  let arrive: () => void = () => undefined
  const held = new Promise<void>((resolve) => (arrive = resolve))
  await context.route(/\/assets\/entries\//, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/en/', { waitUntil: 'domcontentloaded' })
  await page.locator('#faq summary').first().focus()
  await expect.poll(() => progress(page)).toBeGreaterThan(0.5)
  arrive()
  await pageSettled(page)
  // A scroll the visitor did not make (a smooth scroll still under way, or the page keeping focus clear of the
  // banner, would be one): before the visitor's own next scroll input it must not count.
  await page.evaluate(() => window.scrollBy({ top: 1, behavior: 'instant' }))
  await page.waitForTimeout(1_000)
  await expect(popup(page)).toHaveCount(0)
  // The visitor's own wheel does.
  await wheelTo(page, 0.9)
  await expect(popup(page)).toBeVisible()
})
