// Without a webhook (the normal build), every sign-up form opens the external guided sign-up in a new tab
// with the e-mail filled in (docs/decisions.md §15); without scripts the early-access form still gets there.
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './support/console'
import { config } from './support/site'

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', '1')
  })
  await context.route(/example\.com/, (route) => route.fulfill({ status: 200, body: 'sign-up' }))
})

async function newTabAfter(context: BrowserContext, action: () => Promise<unknown>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), action()])
  await tab.waitForLoadState()
  return tab
}

function expectSignupUrl(url: string, email: string, lang: string) {
  const parsed = new URL(url)
  expect(`${parsed.origin}${parsed.pathname}`).toBe(config.signupUrl)
  expect(parsed.searchParams.get('email')).toBe(email)
  expect(parsed.searchParams.get('lang')).toBe(lang)
}

test('the early-access form validates, then opens the guided sign-up with the e-mail', async ({ page, context }) => {
  await page.goto('/da/early-access/')
  const form = page.locator('form[data-form="early-access"]')
  await form.getByRole('button', { name: 'Få tidlig adgang' }).click()
  await expect(form.getByLabel('Arbejdsmail')).toBeFocused()
  await expect(form.getByLabel('Arbejdsmail')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('.gr-form__error').first()).toHaveText('Skriv din mailadresse.')
  await form.getByLabel('Arbejdsmail').fill('anna@firma.dk')
  await form.getByLabel('Fulde navn').fill('Anna Holm')
  await form.getByLabel('Virksomhed').fill('Firma ApS')
  await form.getByLabel(/Jeg accepterer/).check()
  const tab = await newTabAfter(context, () => form.getByRole('button', { name: 'Få tidlig adgang' }).click())
  expectSignupUrl(tab.url(), 'anna@firma.dk', 'da')
  await expect(page.locator('[data-form-result="guided"]')).toBeVisible()
})

test('the hero e-mail block opens the guided sign-up with the e-mail', async ({ page, context }) => {
  await page.goto('/sv/')
  const form = page.locator('form[data-form="hero"]')
  await form.getByLabel('Din jobbmejl').fill('nope')
  await form.getByRole('button', { name: 'Kom igång GRATIS' }).click()
  await expect(form.locator('.gr-form__error')).toHaveText('Ange en giltig mejladress, till exempel namn@foretag.se.')
  await form.getByLabel('Din jobbmejl').fill('sara@foretag.se')
  const tab = await newTabAfter(context, () => form.getByRole('button', { name: 'Kom igång GRATIS' }).click())
  expectSignupUrl(tab.url(), 'sara@foretag.se', 'sv')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the early-access form submits to the guided sign-up in a new tab', async ({ page, context }) => {
    await page.goto('/en/early-access/')
    const form = page.locator('form[data-form="early-access"]')
    await form.getByLabel('Work e-mail').fill('ola@bedrift.no')
    await form.getByLabel('Full name').fill('Ola Nordmann')
    await form.getByLabel('Company').fill('Bedrift AS')
    await form.getByLabel(/I agree/).check()
    const tab = await newTabAfter(context, () => form.getByRole('button', { name: 'Get early access' }).click())
    expectSignupUrl(tab.url(), 'ola@bedrift.no', 'en')
  })
})
