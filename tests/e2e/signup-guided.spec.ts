// Without a webhook (the normal build), every sign-up form opens the external guided sign-up in a new tab
// with the e-mail filled in (docs/decisions.md §15); without scripts the early-access form still gets there.
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './support/console'
import { config, localeText } from './support/site'

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
  const submit = form.getByRole('button', { name: localeText('da', 'forms', 'submit.early-access') })
  const email = form.getByLabel(localeText('da', 'forms', 'field.email'))
  await submit.click()
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('.gr-form__error').first()).toHaveText(localeText('da', 'forms', 'error.email.required'))
  await email.fill('anna@firma.dk')
  await form.getByLabel(localeText('da', 'forms', 'field.fullName')).fill('Anna Holm')
  await form.getByLabel(localeText('da', 'forms', 'field.company')).fill('Firma ApS')
  await form.locator('input[type="checkbox"][required]').check()
  const tab = await newTabAfter(context, () => submit.click())
  expectSignupUrl(tab.url(), 'anna@firma.dk', 'da')
  await expect(page.locator('[data-form-result="guided"]')).toBeVisible()
})

test('the hero e-mail block opens the guided sign-up with the e-mail', async ({ page, context }) => {
  await page.goto('/sv/')
  const form = page.locator('form[data-form="hero"]')
  const email = form.getByLabel(localeText('sv', 'forms', 'hero.label'))
  const submit = form.getByRole('button', { name: localeText('sv', 'forms', 'submit.hero') })
  await email.fill('nope')
  await submit.click()
  await expect(form.locator('.gr-form__error')).toHaveText(localeText('sv', 'forms', 'error.email.invalid'))
  await email.fill('sara@foretag.se')
  const tab = await newTabAfter(context, () => submit.click())
  expectSignupUrl(tab.url(), 'sara@foretag.se', 'sv')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the early-access form submits to the guided sign-up in a new tab', async ({ page, context }) => {
    await page.goto('/en/early-access/')
    const form = page.locator('form[data-form="early-access"]')
    await form.getByLabel(localeText('en', 'forms', 'field.email')).fill('ola@bedrift.no')
    await form.getByLabel('Full name').fill('Ola Nordmann')
    await form.getByLabel('Company').fill('Bedrift AS')
    await form.getByLabel(/I agree/).check()
    const tab = await newTabAfter(context, () =>
      form.getByRole('button', { name: localeText('en', 'forms', 'submit.early-access') }).click(),
    )
    expectSignupUrl(tab.url(), 'ola@bedrift.no', 'en')
  })
})
