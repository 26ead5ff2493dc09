// The pricing island on the home pages (docs/decisions.md §18).
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect, waitForIsland } from './support/console'
import { LOCALE_CODES, localeText } from './support/site'
import { defaultCurrency } from '../../components/pricing/pricing'
import { cardAmounts } from '../support/prices'

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner and the newsletter popup out of the way: they are tested on their own.
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', '1')
  })
})

async function openPricing(page: Page, path: string) {
  await page.goto(path)
  await page.locator('#pricing').scrollIntoViewIfNeeded()
  await waitForIsland(page, 'Pricing')
}

const card = (page: Page, tab: 'subscription' | 'one-off', plan: string) => page.locator(`[data-panel="${tab}"] [data-plan="${plan}"]`)

/** Each home page starts in its language's currency; what its cards show follows from the price table. */
const HOMES = LOCALE_CODES.map((locale) => {
  const currency = defaultCurrency(locale)
  const small = cardAmounts('subscription', 'small-team', currency)
  return {
    path: `/${locale}/`,
    currency,
    small: small.price,
    original: small.original,
    annual: localeText(locale, 'pricing', 'price.annual').replace('{{amount}}', small.annual),
    suffix: localeText(locale, 'pricing', 'price.suffix'),
    medium: cardAmounts('one-off', 'company', currency).price,
  }
})

for (const home of HOMES) {
  test(`${home.path} starts in ${home.currency} with its formatting, suffix and struck-through price`, async ({ page }) => {
    await openPricing(page, home.path)
    await expect(page.getByRole('combobox')).toHaveValue(home.currency)
    const small = card(page, 'subscription', 'small-team')
    await expect(small.locator('[data-price]')).toHaveText(home.small)
    await expect(small.locator('s')).toHaveText(home.original)
    await expect(small.locator('.gr-pricing__suffix')).toHaveText(home.suffix)
    // What the eye reads (a screen reader hears it in words: tests/e2e/pricing-a11y.spec.ts).
    await expect(small.locator('.gr-pricing__annual [aria-hidden="true"]')).toHaveText(home.annual)
    // Every card carries the early-adopter badge; only medium is marked popular.
    await expect(page.locator('[data-panel="subscription"] .gr-pricing__badge--early-adopter')).toHaveCount(3)
    await expect(page.locator('[data-panel="subscription"] .gr-pricing__badge--popular')).toHaveCount(1)
    await expect(card(page, 'subscription', 'company')).toHaveClass(/gr-pricing__card--popular/)
    // One-time prices: no suffix, no annual total.
    await page.getByRole('tab').nth(1).click()
    const medium = card(page, 'one-off', 'company')
    await expect(medium.locator('[data-price]')).toHaveText(home.medium)
    await expect(medium.locator('.gr-pricing__suffix')).toHaveCount(0)
  })
}

test('the currency selector overrides the default until the path changes', async ({ page }) => {
  await openPricing(page, '/en/')
  const select = page.getByRole('combobox', { name: 'Currency' })
  await select.selectOption('DKK')
  await expect(card(page, 'subscription', 'company').locator('[data-price]')).toHaveText(
    cardAmounts('subscription', 'company', 'DKK').price,
  )
  await select.selectOption('EUR')
  await expect(card(page, 'subscription', 'company').locator('[data-price]')).toHaveText(
    cardAmounts('subscription', 'company', 'EUR').price,
  )
  await select.selectOption('SEK')
  // The choice holds across tabs…
  await page.getByRole('tab', { name: localeText('en', 'pricing', 'tab.one-off') }).click()
  await expect(card(page, 'one-off', 'small-team').locator('[data-price]')).toHaveText(cardAmounts('one-off', 'small-team', 'SEK').price)
  // …but is never stored: another path starts from its own default again.
  await openPricing(page, '/no/')
  await expect(page.getByRole('combobox')).toHaveValue('NOK')
  await openPricing(page, '/en/')
  await expect(page.getByRole('combobox')).toHaveValue('EUR')
  await expect(card(page, 'subscription', 'small-team').locator('[data-price]')).toHaveText(
    cardAmounts('subscription', 'small-team', 'EUR').price,
  )
})

test('a contact price has no annual total and its button goes to the contact page of the currency’s language', async ({ page }) => {
  await openPricing(page, '/en/')
  const large = card(page, 'subscription', 'large-organisation')
  await expect(large.locator('[data-price]')).toHaveText("Let's talk")
  await expect(large.locator('s')).toHaveCount(0)
  await expect(large.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/en/contact/')
  for (const [currency, href] of [
    ['DKK', '/da/contact/'],
    ['SEK', '/sv/contact/'],
    ['NOK', '/no/contact/'],
  ] as const) {
    await page.getByRole('combobox').selectOption(currency)
    await expect(large.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', href)
  }
  await large.getByRole('link', { name: 'Contact sales' }).click()
  await expect(page).toHaveURL(/\/no\/contact\/$/)
})

test('the tabs follow the WAI-ARIA pattern by keyboard', async ({ page }) => {
  await openPricing(page, '/en/')
  const tabs = page.getByRole('tab')
  const [subscription, events] = [tabs.nth(0), tabs.nth(1)]
  await expect(subscription).toHaveAttribute('aria-selected', 'true')
  await expect(subscription).toHaveAttribute('tabindex', '0')
  await expect(events).toHaveAttribute('tabindex', '-1')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await subscription.focus()
  await page.keyboard.press('ArrowRight')
  await expect(events).toBeFocused()
  await expect(events).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('[data-panel="one-off"]')).toBeVisible()
  await expect(page.locator('[data-panel="subscription"]')).toBeHidden()
  await page.keyboard.press('ArrowRight') // wraps around
  await expect(subscription).toBeFocused()
  await page.keyboard.press('End')
  await expect(events).toBeFocused()
  await page.keyboard.press('Home')
  await expect(subscription).toBeFocused()
  await expect(page.locator('[data-panel="subscription"]')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(events).toHaveAttribute('aria-selected', 'true')
  // Tab leaves the tab list for the panel's content: only the selected tab is in the tab order.
  await page.keyboard.press('Tab')
  await expect(subscription).not.toBeFocused()
  await expect(events).not.toBeFocused()
})

test('arrow keys move from the focused tab, not from the selected one', async ({ page }) => {
  await openPricing(page, '/en/')
  const tabs = page.getByRole('tab')
  const [subscription, events] = [tabs.nth(0), tabs.nth(1)]
  await events.click()
  await expect(events).toHaveAttribute('aria-selected', 'true')
  // Focus can rest on the unselected tab (a screen reader's cursor, a click that was held back): → goes on
  // from there, to the one-time tab, and does not bounce back to the subscription tab.
  await subscription.focus()
  await page.keyboard.press('ArrowRight')
  await expect(events).toBeFocused()
  await expect(events).toHaveAttribute('aria-selected', 'true')
  await subscription.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(events).toBeFocused()
  await expect(events).toHaveAttribute('aria-selected', 'true')
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('every amount says it excludes VAT, in the page language; a contact price has no note', async ({ page }) => {
  for (const lang of LOCALE_CODES) {
    const vat = (JSON.parse(readFileSync(`locales/${lang}/pricing.json`, 'utf8')) as Record<string, string>)['price.vat']
    await openPricing(page, `/${lang}/`)
    for (const tab of ['subscription', 'one-off'] as const) {
      if (tab === 'one-off') await page.getByRole('tab').nth(1).click()
      for (const plan of ['small-team', 'company']) {
        // As a screen reader reads it: the note is a word of its own, not glued to the price or its suffix.
        await expect(card(page, tab, plan).locator('.gr-pricing__amount')).toContainText(
          new RegExp(`\\S ${escapeRegExp(vat ?? 'missing')}`),
        )
      }
      await expect(card(page, tab, 'large-organisation').locator('.gr-pricing__vat')).toHaveCount(0)
    }
  }
})

test('the common features, the free-account note and the contact-sales link', async ({ page }) => {
  await openPricing(page, '/da/')
  await expect(page.locator('.gr-pricing__common-item')).toHaveCount(8)
  await expect(page.locator('.gr-pricing__common-item svg')).toHaveCount(8)
  await expect(page.locator('.gr-pricing__free')).toContainText('1 spil og 2 spillere')
  await expect(
    page.locator('.gr-pricing__contact-sales').getByRole('link', { name: localeText('da', 'pricing', 'contactSales.link') }),
  ).toHaveAttribute('href', '/da/contact/')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('both tabs’ plans are readable in the path’s currency', async ({ page }) => {
    await page.goto('/sv/')
    await expect(card(page, 'subscription', 'small-team').locator('[data-price]')).toHaveText(
      cardAmounts('subscription', 'small-team', 'SEK').price,
    )
    await expect(card(page, 'subscription', 'small-team')).toBeVisible()
    await expect(card(page, 'one-off', 'company').locator('[data-price]')).toHaveText(cardAmounts('one-off', 'company', 'SEK').price)
    await expect(card(page, 'one-off', 'company')).toBeVisible()
    await expect(
      card(page, 'one-off', 'large-organisation').getByRole('link', { name: localeText('sv', 'pricing', 'button.contact') }),
    ).toHaveAttribute('href', '/sv/contact/')
  })
})
