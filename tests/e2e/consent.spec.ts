// The cookie banner (docs/decisions.md §17) on the normal build, which has no POSTHOG_KEY: shown on a first
// visit without React, equal choices, the close for the session only, "Cookie settings" to change the choice
// later, WCAG 2.4.11, storage that throws, and no analytics code anywhere.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect } from './support/console'
import { DIST } from './support/site'
import { STORAGE_KEYS } from '../../components/lib/storage'

const BANNER = '[data-cookie-banner]'
const SHOWN = `${BANNER}:not([hidden])`
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cookie-consent'))

test.describe('on a first visit', () => {
  for (const url of ['/en/', '/da/contact/', '/sv/use-cases/events-activities/', '/no/404.html']) {
    test(`${url} shows the banner with both choices`, async ({ page, allowConsole }) => {
      allowConsole(/404: no page at/)
      await page.goto(url)
      await expect(page.locator(SHOWN)).toHaveCount(1)
      const banner = page.locator(BANNER)
      await expect(banner).toBeVisible()
      await expect(banner).toHaveRole('region')
      await expect(banner.locator('[data-consent-choice="all"]')).toBeVisible()
      await expect(banner.locator('[data-consent-choice="essential"]')).toBeVisible()
      expect(await stored(page)).toBeNull()
    })
  }

  test('accept and reject are equally prominent', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/sv/')
      const look = (choice: string) =>
        page.locator(`${BANNER} [data-consent-choice="${choice}"]`).evaluate((el) => {
          const s = getComputedStyle(el)
          const r = el.getBoundingClientRect()
          return {
            w: Math.round(r.width),
            h: Math.round(r.height),
            bg: s.backgroundColor,
            fg: s.color,
            size: s.fontSize,
            weight: s.fontWeight,
            border: s.borderColor,
          }
        })
      expect(await look('all')).toEqual(await look('essential'))
    }
  })

  test('is fixed at the bottom and shifts no content', async ({ page }) => {
    await page.goto('/en/contact/')
    await expect(page.locator(SHOWN)).toHaveCount(1)
    const box = await page.locator(BANNER).boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height)
    expect(await page.locator(BANNER).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    const before = await page.locator('main').boundingBox()
    await page.locator(`${BANNER} [data-consent-choice="essential"]`).click()
    await expect(page.locator(SHOWN)).toHaveCount(0)
    expect(await page.locator('main').boundingBox()).toEqual(before)
  })
})

test.describe('choices', () => {
  test('accept all stores "all", hides the banner and it stays hidden on the next page', async ({ page }) => {
    await page.goto('/en/contact/')
    await page.locator(`${BANNER} [data-consent-choice="all"]`).click()
    await expect(page.locator(SHOWN)).toHaveCount(0)
    expect(await stored(page)).toBe('all')
    await page.goto('/da/')
    await expect(page.locator(BANNER)).toBeHidden()
    await expect(page.locator(SHOWN)).toHaveCount(0)
  })

  test('essential only stores "essential" (by keyboard)', async ({ page }) => {
    await page.goto('/no/early-access/')
    await page.locator(`${BANNER} [data-consent-choice="essential"]`).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(SHOWN)).toHaveCount(0)
    expect(await stored(page)).toBe('essential')
    // Focus does not get lost on the vanished banner.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
  })

  test('the close (X) hides it for this session only and stores nothing', async ({ page, browser }) => {
    await page.goto('/da/contact/')
    await page.locator(`${BANNER} .gr-cookie-banner__close`).click()
    await expect(page.locator(SHOWN)).toHaveCount(0)
    expect(await stored(page)).toBeNull()
    await page.goto('/da/sign-in/')
    await expect(page.locator(SHOWN)).toHaveCount(0)
    // A new session asks again.
    const fresh = await browser.newPage()
    await fresh.goto('/da/sign-in/')
    await expect(fresh.locator(SHOWN)).toHaveCount(1)
    await fresh.close()
  })
})

test.describe('changing the choice later', () => {
  test('the footer "Cookie settings" reopens the banner in place and gives focus back', async ({ page }) => {
    // Focusing the footer link scrolls past half the page, which would open the newsletter popup (a modal
    // that takes focus) at a moment that depends on load: it is tested on its own.
    await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', String(Date.now())))
    await page.goto('/en/contact/')
    await page.locator(`${BANNER} [data-consent-choice="all"]`).click()
    await expect(page.locator(SHOWN)).toHaveCount(0)
    const link = page.locator('footer a[data-enhance="cookie-settings-link"]')
    await expect(link).toHaveAttribute('href', '/en/cookie-policy/#cookie-settings')
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(SHOWN)).toHaveCount(1)
    expect(new URL(page.url()).pathname).toBe('/en/contact/')
    // Focus moves into the banner, whose title names it.
    await expect(page.locator(`${BANNER} [data-consent-focus]`)).toBeFocused()
    await page.locator(`${BANNER} [data-consent-choice="essential"]`).click()
    await expect(page.locator(SHOWN)).toHaveCount(0)
    expect(await stored(page)).toBe('essential')
    await expect(link).toBeFocused()
  })

  test('the cookie-policy page shows the current choice and changes it', async ({ page }) => {
    await page.goto('/da/cookie-policy/')
    const panel = page.locator('#cookie-settings')
    await expect(panel.locator('[data-consent-status]')).toHaveText(/ikke truffet et valg/)
    await panel.locator('[data-consent-choice="all"]').click()
    await expect(panel.locator('[data-consent-status]')).toHaveText(/Accept[eé]r alle/)
    await expect(page.locator(SHOWN)).toHaveCount(0)
    expect(await stored(page)).toBe('all')
    await page.reload()
    await expect(panel.locator('[data-consent-status]')).toHaveText(/Accept[eé]r alle/)
    await expect(panel.locator('[data-consent-choice="all"]')).toHaveAttribute('aria-pressed', 'true')
    await panel.locator('[data-consent-choice="essential"]').click()
    await expect(panel.locator('[data-consent-status]')).toHaveText(/Kun nødvendige/)
    expect(await stored(page)).toBe('essential')
  })
})

test('a focused element is never hidden behind the banner (WCAG 2.4.11)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  // Instant scrolling, so each position can be measured as soon as focus has moved.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/en/privacy-policy/')
  await expect(page.locator(SHOWN)).toHaveCount(1)
  const banner = await page.locator(BANNER).boundingBox()
  if (!banner) throw new Error('no banner')
  // Walk the page by keyboard: every focused control outside the banner stays clear of it.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const hidden = await page.evaluate(() => {
      const el = document.activeElement
      const bannerEl = document.querySelector('.gr-cookie-banner')
      if (!el || !bannerEl || bannerEl.contains(el) || el === document.body) return null
      const r = el.getBoundingClientRect()
      const b = bannerEl.getBoundingClientRect()
      return r.bottom > b.top + 1 ? `${el.outerHTML.slice(0, 80)} bottom ${r.bottom} > banner top ${b.top}` : null
    })
    expect(hidden).toBeNull()
  }
})

test('with storage that throws, every part still works for the page', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    }
  })
  await page.goto('/sv/cookie-policy/')
  await expect(page.locator(SHOWN)).toHaveCount(1)
  await page.locator(`${BANNER} [data-consent-choice="essential"]`).click()
  await expect(page.locator(SHOWN)).toHaveCount(0)
  // The settings say the choice lasts for this page only.
  await expect(page.locator('#cookie-settings [data-consent-status]')).toHaveText(/Endast nödvändiga.*bara på den här sidan/)
  // The header's islands still run.
  await page.locator('.gr-lang__toggle').click()
  await expect(page.locator('.gr-lang__list')).toBeVisible()
})

test('before the page scripts start, a first visit already shows the banner and a returning one does not', async ({ page }) => {
  // The scripts are still on their way (never answered while the test runs); one that fails takes the banner away
  // with the rest of what needs it (tests/e2e/island-failure.spec.ts).
  await page.route('**/assets/**/*.js', () => undefined)
  await page.goto('/da/', { waitUntil: 'domcontentloaded' })
  await expect(page.locator(BANNER)).toBeVisible()
  await page.evaluate((key) => localStorage.setItem(key, 'essential'), STORAGE_KEYS.cookieConsent)
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(page.locator(BANNER)).toBeHidden()
})

test('without JavaScript the banner stays hidden and "Cookie settings" leads to the policy page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/no/contact/')
  await expect(page.locator(BANNER)).toBeHidden()
  await page.locator('footer a[data-enhance="cookie-settings-link"]').click()
  await expect(page).toHaveURL(/\/no\/cookie-policy\/#cookie-settings$/)
  await expect(page.locator('#cookie-settings [data-consent-status]')).toHaveText(/JavaScript/)
  await context.close()
})

test('built without POSTHOG_KEY, no page contains or fetches analytics code', async ({ page }) => {
  // The build output: no posthog-js anywhere in the scripts.
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(js|mjs|html)$/.test(entry.name)) files.push(path)
    }
  }
  walk(DIST)
  const signature = /__PosthogExtensions__|posthog-js|\/array\/[^"']*\/config|i\.posthog\.com/
  expect(files.filter((f) => signature.test(readFileSync(f, 'utf8')))).toEqual([])
  // And in the browser: accept all, use the page, and see nothing but same-origin requests.
  const foreign: string[] = []
  const own = `http://127.0.0.1:${process.env.PORT ?? 4321}`
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== own && !r.url().startsWith('data:')) foreign.push(r.url())
  })
  await page.goto('/en/')
  await page.locator(`${BANNER} [data-consent-choice="all"]`).click()
  await expect(page.locator(SHOWN)).toHaveCount(0)
  await page.goto('/en/contact/')
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
})
