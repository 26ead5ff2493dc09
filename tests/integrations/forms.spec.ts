// Sign-up forms against a real HTTP server on loopback standing in for the webhook (docs/decisions.md §14-16):
// delivery with every field, one request per submission, validation, failures with a retry, the honeypot.
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { localeText } from '../e2e/support/site'
import { EARLY_ACCESS_DELIVERY, ENDPOINT, recorded, resetEndpoint, respondNext } from './support'

test.beforeEach(async ({ page }) => {
  await resetEndpoint()
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', '1')
  })
})

/** The webhook's answers so far, as parsed JSON bodies. */
async function deliveries(): Promise<Record<string, unknown>[]> {
  return (await recorded('/hook')).map((r) => JSON.parse(r.body) as Record<string, unknown>)
}

/** The Danish early-access form's fields, found by their visible labels. */
const da = (key: string) => localeText('da', 'forms', key)
const fields = (form: Locator) => ({
  email: form.getByLabel(da('field.email')),
  name: form.getByLabel(da('field.fullName')),
  company: form.getByLabel(da('field.company')),
  marketing: form.getByLabel(da('field.marketingConsent')),
  privacy: form.getByLabel(da('field.privacyConsent')),
})

async function fillEarlyAccess(form: Locator, values = { email: 'anna@firma.dk', name: 'Anna Holm', company: 'Firma ApS' }) {
  const field = fields(form)
  await field.email.fill(values.email)
  await field.name.fill(values.name)
  await field.company.fill(values.company)
  await field.marketing.check()
  await field.privacy.check()
}

async function expectValuesKept(form: Locator) {
  const field = fields(form)
  await expect(field.email).toHaveValue('anna@firma.dk')
  await expect(field.name).toHaveValue('Anna Holm')
  await expect(field.company).toHaveValue('Firma ApS')
  await expect(field.marketing).toBeChecked()
  await expect(field.privacy).toBeChecked()
}

const earlyAccess = (page: Page) => page.locator('form[data-form="early-access"]')
const submit = (page: Page) => earlyAccess(page).getByRole('button', { name: da('submit.early-access') })

test('a sign-up typed and sent before the page’s script has started reaches the webhook exactly once, and no address carries it', async ({
  page,
  context,
}) => {
  const asked: string[] = []
  context.on('request', (request) => asked.push(decodeURIComponent(request.url())))
  // The page's module script on a slow network: held until the form has been sent.
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  await context.route('**/assets/entries/**', async (route) => {
    await arrived
    await route.continue()
  })
  await page.goto('/da/early-access/', { waitUntil: 'domcontentloaded' })
  await fillEarlyAccess(earlyAccess(page))
  await fields(earlyAccess(page)).company.press('Enter')
  await page.waitForTimeout(500)
  expect(await recorded('/hook')).toHaveLength(0)
  arrive()
  await expect(page.locator('[data-form-result="success"]')).toContainText(da('success.title'))
  await page.waitForTimeout(500)
  expect(await deliveries()).toEqual([EARLY_ACCESS_DELIVERY])
  expect(asked.filter((url) => /anna|holm|firma/i.test(url))).toEqual([])
})

test('a valid early-access submission arrives exactly once with every field', async ({ page }) => {
  await page.goto('/da/early-access/')
  await fillEarlyAccess(earlyAccess(page))
  const started = Date.now()
  await submit(page).click()
  await expect(page.locator('[data-form-result="success"]')).toContainText(da('success.title'))
  await expect(page.locator('[data-form-result="success"]')).toBeFocused()
  const requests = await recorded('/hook')
  expect(requests).toHaveLength(1)
  expect(requests[0]?.method).toBe('POST')
  expect(requests[0]?.headers['content-type']).toBe('text/plain;charset=utf-8')
  const body = JSON.parse(requests[0]?.body ?? '{}') as Record<string, unknown>
  expect(body).toEqual(EARLY_ACCESS_DELIVERY)
  expect(Math.abs(Date.parse(String(body.timestamp)) - started)).toBeLessThan(60_000)
})

test('a double click sends once, showing the submitting label meanwhile', async ({ page }) => {
  await respondNext({ prefix: '/hook', delayMs: 3_000 })
  await page.goto('/da/early-access/')
  await fillEarlyAccess(earlyAccess(page))
  await submit(page).dblclick()
  const sending = earlyAccess(page).getByRole('button', { name: da('submitting') })
  await expect(sending).toBeVisible()
  // More presses while the request is under way: still the one request.
  await sending.evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })
  await expect(page.locator('[data-form-result="success"]')).toBeVisible()
  await page.waitForTimeout(500)
  expect(await recorded('/hook')).toHaveLength(1)
})

test('an invalid e-mail sends nothing and says why next to the field', async ({ page }) => {
  await page.goto('/da/early-access/')
  await fillEarlyAccess(earlyAccess(page), { email: 'anna@firma', name: 'Anna Holm', company: 'Firma ApS' })
  await submit(page).click()
  const email = fields(earlyAccess(page)).email
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(da('error.email.invalid'))
  await page.waitForTimeout(500)
  expect(await recorded('/hook')).toHaveLength(0)
})

test('a missing privacy consent sends nothing and says why', async ({ page }) => {
  await page.goto('/en/early-access/')
  const form = earlyAccess(page)
  await form.getByLabel(localeText('en', 'forms', 'field.email')).fill('anna@company.com')
  await form.getByLabel(localeText('en', 'forms', 'field.fullName')).fill('Anna Holm')
  await form.getByLabel(localeText('en', 'forms', 'field.company')).fill('Company Ltd')
  await form.getByRole('button', { name: localeText('en', 'forms', 'submit.early-access') }).click()
  const consent = form.getByLabel(localeText('en', 'forms', 'field.privacyConsent'))
  await expect(consent).toBeFocused()
  await expect(consent).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('.gr-form__error')).toHaveText(localeText('en', 'forms', 'error.privacyConsent.required'))
  await page.waitForTimeout(500)
  expect(await recorded('/hook')).toHaveLength(0)
  // Fixed, it goes through.
  await consent.check()
  await form.getByRole('button', { name: localeText('en', 'forms', 'submit.early-access') }).click()
  await expect(page.locator('[data-form-result="success"]')).toBeVisible()
  expect(await deliveries()).toMatchObject([{ form: 'early-access', privacyConsent: true, marketingConsent: false, language: 'en' }])
})

test('a 500 answer shows the error, keeps every value, and a retry delivers', async ({ page, allowConsole }) => {
  allowConsole(/status of 500/)
  await respondNext({ prefix: '/hook', status: 500 })
  await page.goto('/da/early-access/')
  await fillEarlyAccess(earlyAccess(page))
  await submit(page).click()
  const failure = page.locator('[data-form-result="failure"]')
  await expect(failure).toContainText(da('failure.title'))
  await expect(failure).toHaveAttribute('role', 'alert')
  await expectValuesKept(earlyAccess(page))
  await failure.getByRole('button', { name: da('failure.retry') }).click()
  await expect(page.locator('[data-form-result="success"]')).toBeVisible()
  const bodies = await deliveries()
  expect(bodies).toHaveLength(2)
  expect(bodies[1]).toMatchObject({ email: 'anna@firma.dk', fullName: 'Anna Holm', company: 'Firma ApS' })
})

test('an unreachable webhook shows the error, keeps every value, and a retry delivers', async ({ page, allowConsole }) => {
  allowConsole(/ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch/)
  await page.goto('/da/early-access/')
  // The endpoint's port refuses connections for now.
  await page.route(`${ENDPOINT}/hook`, (route) => route.abort('connectionrefused'))
  await fillEarlyAccess(earlyAccess(page))
  await submit(page).click()
  await expect(page.locator('[data-form-result="failure"]')).toBeVisible()
  await expectValuesKept(earlyAccess(page))
  expect(await recorded('/hook')).toHaveLength(0)
  await page.unroute(`${ENDPOINT}/hook`)
  await page
    .locator('[data-form-result="failure"]')
    .getByRole('button', { name: da('failure.retry') })
    .click()
  await expect(page.locator('[data-form-result="success"]')).toBeVisible()
  expect(await deliveries()).toMatchObject([{ form: 'early-access', email: 'anna@firma.dk' }])
})

test('the honeypot drops the submission silently', async ({ page }) => {
  await page.goto('/da/early-access/')
  await fillEarlyAccess(earlyAccess(page))
  // What a bot does: fill every input it finds, hidden or not.
  await earlyAccess(page)
    .locator('input[data-field="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
  await submit(page).click()
  await expect(page.locator('[data-form-result="success"]')).toBeVisible()
  await page.waitForTimeout(800)
  expect(await recorded('/hook')).toHaveLength(0)
})

test('the honeypot is out of reach for people and assistive technology', async ({ page }) => {
  await page.goto('/en/early-access/')
  const trap = earlyAccess(page).locator('input[data-field="website"]')
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await expect(earlyAccess(page).locator('.gr-form__trap')).toHaveAttribute('aria-hidden', 'true')
  const box = await trap.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0)
})

test('the hero e-mail block posts to the webhook', async ({ page }) => {
  await page.goto('/sv/')
  const form = page.locator('form[data-form="hero"]')
  await form.getByLabel(localeText('sv', 'forms', 'hero.label')).fill('sara@foretag.se')
  await form.getByRole('button', { name: localeText('sv', 'forms', 'submit.hero') }).click()
  await expect(page.locator('[data-form-result="success"]')).toContainText(localeText('sv', 'forms', 'success.title'))
  expect(await deliveries()).toEqual([
    { form: 'hero', email: 'sara@foretag.se', language: 'sv', page: '/sv/', timestamp: expect.any(String) },
  ])
})

test('the newsletter popup posts to the webhook', async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('newsletter-popup-seen'))
  await page.goto('/no/')
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(localeText('no', 'forms', 'popup.emailLabel')).fill('ola@bedrift.no')
  await dialog.getByRole('button', { name: localeText('no', 'forms', 'submit.newsletter') }).click()
  await expect(dialog.locator('[data-form-result="success"]')).toContainText(localeText('no', 'forms', 'success.title'))
  expect(await deliveries()).toEqual([
    { form: 'newsletter', email: 'ola@bedrift.no', language: 'no', page: '/no/', timestamp: expect.any(String) },
  ])
  expect(await page.evaluate(() => localStorage.getItem('newsletter-popup-seen'))).toMatch(/^\d{13}$/)
})
