// The pseudo language (locales/pseudo.ts) as a fifth language: every page and its 404 are built under /xx/,
// no text there is plain English unless it is marked as another language (the legal text's English fallback,
// the language names), nothing overflows a 320 px phone, axe finds nothing, and the pricing offers each
// currency once. A string a component writes itself instead of reading it from the locale files, or a box too
// small for a language 35 % longer than English, fails here.
import { existsSync } from 'node:fs'
import { test, expect } from '../e2e/support/console'
import { ALL_PAGES, config } from '../e2e/support/site'
import { findBrokenWords } from '../e2e/support/broken-words'
import { axeViolations } from '../e2e/support/axe'
import { PSEUDO_LOCALE } from '../../locales/pseudo'
import { LOCALIZED_ROUTES } from '../../components/lib/routes'
import { CURRENCY_CODES } from '../../locales/currencies'
import { LOCALES } from '../../locales/locales'

const PSEUDO_PAGES = ALL_PAGES.filter((p) => p.locale === PSEUDO_LOCALE.code)

/**
 * Words that are the same in every language: the configured names and addresses and each language's own name;
 * and the month of the build date, which Intl writes in the pseudo language's date locale (English: there is
 * no pseudo calendar data), as it writes a real language's own month names.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(
  [
    config.brandName,
    config.companyName,
    config.contactEmail,
    ...LOCALES.map((l) => l.nativeName),
    new Intl.DateTimeFormat(PSEUDO_LOCALE.dateLocale, { month: 'long', timeZone: 'UTC' }).format(new Date(`${config.buildDate}T00:00:00Z`)),
  ].flatMap((text) => text.split(/[^A-Za-z]+/).filter(Boolean)),
)

test('every page and its 404 are built under /xx/', () => {
  expect(PSEUDO_PAGES).toHaveLength(LOCALIZED_ROUTES.length)
  expect(PSEUDO_PAGES.filter((p) => !existsSync(p.file)).map((p) => p.url)).toEqual([])
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', String(Date.now()))
  })
})

for (const built of PSEUDO_PAGES) {
  test(`${built.url}: no plain English, fits 320 px, no axe violation`, async ({ page, allowConsole }) => {
    allowConsole(/404/)
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto(built.url)
    await page.evaluate(() => document.fonts.ready)
    // Every visible run of text in the page's language (not inside an element marked as another language).
    const english = await page.evaluate((lang) => {
      const found: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('[lang]')?.getAttribute('lang') !== lang) continue
        if (!parent.checkVisibility({ visibilityProperty: true })) continue
        for (const word of node.textContent?.match(/\b[A-Za-z]{3,}\b/g) ?? []) found.push(word)
      }
      return found
    }, PSEUDO_LOCALE.lang)
    expect(
      english.filter((word) => !SAME_IN_EVERY_LANGUAGE.has(word)),
      'plain English words',
    ).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width at 320 px').toBeLessThanOrEqual(320)
    expect(await page.evaluate(findBrokenWords), 'words broken inside at 320 px').toEqual([])
    expect(await axeViolations(page, built.url)).toEqual([])
  })
}

test('the pricing offers each currency once, and the pseudo language writes euros its own way', async ({ page }) => {
  await page.goto('/xx/#pricing')
  const island = page.locator('[data-island="Pricing"]')
  await island.scrollIntoViewIfNeeded()
  await expect(island).toHaveAttribute('data-hydrated', 'true')
  const offered = await page
    .locator('.gr-pricing__currency select option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  expect(offered).toEqual([...CURRENCY_CODES])
  await expect(page.locator('.gr-pricing__panel:not([hidden]) [data-price]').first()).toHaveText(/^\d{1,3}(\u00a0\d{3})*\u00a0€$/)
})
