// The pricing island for the ear and the keyboard: a price is heard as words that name its currency (never
// "<amount> slash monthly", never a bare "kr" that DKK, SEK and NOK share), a change of currency is announced with
// the currency's name, and the first arrow key on the tabs counts even while the island is still starting.
import type { Page } from '@playwright/test'
import { test, expect, waitForIsland } from './support/console'
import { LOCALE_CODES, localeText, type Locale } from './support/site'
import { CURRENCY_CODES, type Currency } from '../../locales/currencies'
import { defaultCurrency } from '../../components/pricing/pricing'
import { PRICING_MODELS as PRICING_TABS } from '../../components/lib/facts/plans'

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner and the newsletter popup out of the way: they are tested on their own.
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', '1')
  })
})

const pricing = (page: Page) => page.locator('[data-island="Pricing"]')
const currencyName = (lang: Locale, currency: Currency) => localeText(lang, 'pricing', `currency.name.${currency}`)
/** The words a monthly price is heard with ("per month"), from the page language's template. */
const perMonth = (lang: Locale) => localeText(lang, 'pricing', 'price.monthly').replace('{{amount}}', '').trim()

/** The section as assistive technology reads it, without the links' addresses (which are not read out). */
async function heard(page: Page): Promise<string> {
  const snapshot = await page.locator('#pricing').ariaSnapshot()
  return snapshot
    .split('\n')
    .filter((line) => !/^\s*- \/url:/.test(line))
    .join('\n')
}

for (const lang of LOCALE_CODES) {
  test(`${lang}: every price is heard as words that name its currency, in every currency and tab`, async ({ page }) => {
    await page.goto(`/${lang}/`)
    await page.locator('#pricing').scrollIntoViewIfNeeded()
    await waitForIsland(page, 'Pricing')
    const select = pricing(page).getByRole('combobox')
    // The page's own currency first: the selector starts there.
    const order = [defaultCurrency(lang), ...CURRENCY_CODES.filter((c) => c !== defaultCurrency(lang))]
    for (const currency of order) {
      await select.selectOption(currency)
      for (const [index, tab] of PRICING_TABS.entries()) {
        await pricing(page).getByRole('tab').nth(index).click()
        await expect(page.locator(`[data-panel="${tab}"]`)).toBeVisible()
        const text = await heard(page)
        const where = `${lang}, ${currency}, ${tab}`
        // No price suffix read out ("<amount> slash monthly"), no currency symbol standing in for a name. (A "/"
        // elsewhere is written text, as in the e-invoice formats "Peppol/Svefaktura".)
        expect(text, where).not.toContain(localeText(lang, 'pricing', 'price.suffix'))
        expect(text, where).not.toMatch(/€|\d\s?kr\b/)
        // Each of the panel's two plans with amounts names it three times (the price, the full price, the annual
        // total) when billed monthly, twice when paid once.
        const panel = await page.locator(`[data-panel="${tab}"]`).ariaSnapshot()
        const names = panel.split(currencyName(lang, currency)).length - 1
        expect(names, `${where}: "${currencyName(lang, currency)}" in\n${panel}`).toBe(tab === 'subscription' ? 6 : 4)
        if (tab === 'subscription') expect(text, where).toContain(perMonth(lang))
        else expect(text, where).not.toContain(perMonth(lang))
      }
    }
  })

  test(`${lang}: a change of currency is announced with the currency’s name`, async ({ page }) => {
    await page.goto(`/${lang}/`)
    await page.locator('#pricing').scrollIntoViewIfNeeded()
    await waitForIsland(page, 'Pricing')
    const status = pricing(page).getByRole('status')
    // Nothing is said before the visitor changes anything.
    await expect(status).toHaveText('')
    const order = [...CURRENCY_CODES.filter((c) => c !== defaultCurrency(lang)), defaultCurrency(lang)]
    for (const currency of order) {
      await pricing(page).getByRole('combobox').selectOption(currency)
      await expect(status).toContainText(currencyName(lang, currency))
      await expect(status).toContainText(currency)
    }
  })
}

test('the first arrow key on a cold page moves the tab, though the island is still starting', async ({ page }) => {
  // A slow network: the island's props arrive only after the key has been pressed, so the key surely comes
  // while the island starts (focusing the tab is what starts it).
  let release: () => void = () => undefined
  const pressed = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/islands/*.json', async (route) => {
    await pressed
    await route.continue()
  })
  await page.goto('/en/')
  const tabs = pricing(page).getByRole('tab')
  const [first, second] = [tabs.nth(0), tabs.nth(1)]
  await first.focus()
  await page.keyboard.press('ArrowRight')
  expect(await pricing(page).getAttribute('data-hydrated')).toBeNull()
  release()
  await waitForIsland(page, 'Pricing')
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(second).toBeFocused()
  await expect(page.locator(`[data-panel="${PRICING_TABS[1]}"]`)).toBeVisible()
  await expect(page.locator(`[data-panel="${PRICING_TABS[0]}"]`)).toBeHidden()
  // Once, not twice: a second replay would have wrapped back to the first tab.
  await page.waitForTimeout(200)
  await expect(second).toHaveAttribute('aria-selected', 'true')
  // The next key goes straight to the live island.
  await page.keyboard.press('ArrowLeft')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(first).toBeFocused()
})
