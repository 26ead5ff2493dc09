// Sign-up forms against a real HTTP server on loopback standing in for the webhook (docs/decisions.md §14-16):
// delivery with every field, one request per submission, validation, failures with a retry, the honeypot.
import type { Locator, Page } from '@playwright/test'
import { test, expect } from '../e2e/support/console'
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

async function fillEarlyAccess(form: Locator, values = { email: 'anna@firma.dk', name: 'Anna Holm', company: 'Firma ApS' }) {
  await form.getByLabel('Arbejdsmail').fill(values.email)
  await form.getByLabel('Fulde navn').fill(values.name)
  await form.getByLabel('Virksomhed').fill(values.company)
  await form.getByLabel(/Send mig nyheder/).check()
  await form.getByLabel(/Jeg accepterer/).check()
}

async function expectValuesKept(form: Locator) {
  await expect(form.getByLabel('Arbejdsmail')).toHaveValue('anna@firma.dk')
  await expect(form.getByLabel('Fulde navn')).toHaveValue('Anna Holm')
  await expect(form.getByLabel('Virksomhed')).toHaveValue('Firma ApS')
  await expect(form.getByLabel(/Send mig nyheder/)).toBeChecked()
  await expect(form.getByLabel(/Jeg accepterer/)).toBeChecked()
}

const earlyAccess = (page: Page) => page.locator('form[data-form="early-access"]')
const submit = (page: Page) => earlyAccess(page).getByRole('button', { name: 'Få tidlig adgang' })

test('a valid early-access submission arrives exactly once with every field', async ({ page }) => {
  await page.goto('/da/early-access/')
  await fillEarlyAccess(earlyAccess(page))
  const started = Date.now()
  await submit(page).click()
  await expect(page.locator('[data-form-result="success"]')).toContainText('Tak!')
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
  const sending = earlyAccess(page).getByRole('button', { name: 'Sender…' })
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
  const email = earlyAccess(page).getByLabel('Arbejdsmail')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Skriv en gyldig mailadresse, fx navn@firma.dk.')
  await page.waitForTimeout(500)
  expect(await recorded('/hook')).toHaveLength(0)
})

test('a missing privacy consent sends nothing and says why', async ({ page }) => {
  await page.goto('/en/early-access/')
  const form = earlyAccess(page)
  await form.getByLabel('Work e-mail').fill('anna@company.com')
  await form.getByLabel('Full name').fill('Anna Holm')
  await form.getByLabel('Company').fill('Company Ltd')
  await form.getByRole('button', { name: 'Get early access' }).click()
  const consent = form.getByLabel(/I agree/)
  await expect(consent).toBeFocused()
  await expect(consent).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('.gr-form__error')).toHaveText('Tick the box to accept our privacy policy – we can’t sign you up without it.')
  await page.waitForTimeout(500)
  expect(await recorded('/hook')).toHaveLength(0)
  // Fixed, it goes through.
  await consent.check()
  await form.getByRole('button', { name: 'Get early access' }).click()
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
  await expect(failure).toContainText('Der opstod en fejl')
  await expect(failure).toHaveAttribute('role', 'alert')
  await expectValuesKept(earlyAccess(page))
  await failure.getByRole('button', { name: 'Prøv igen' }).click()
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
  await page.locator('[data-form-result="failure"]').getByRole('button', { name: 'Prøv igen' }).click()
  await expect(page.locator('[data-form-result="success"]')).toBeVisible()
  expect(await deliveries()).toMatchObject([{ form: 'early-access', email: 'anna@firma.dk' }])
})

test('the honeypot drops the submission silently', async ({ page }) => {
  await page.goto('/da/early-access/')
  await fillEarlyAccess(earlyAccess(page))
  // What a bot does: fill every input it finds, hidden or not.
  await earlyAccess(page).locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
  await submit(page).click()
  await expect(page.locator('[data-form-result="success"]')).toBeVisible()
  await page.waitForTimeout(800)
  expect(await recorded('/hook')).toHaveLength(0)
})

test('the honeypot is out of reach for people and assistive technology', async ({ page }) => {
  await page.goto('/en/early-access/')
  const trap = earlyAccess(page).locator('input[name="website"]')
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await expect(earlyAccess(page).locator('.gr-form__trap')).toHaveAttribute('aria-hidden', 'true')
  const box = await trap.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0)
})

test('the hero e-mail block posts to the webhook', async ({ page }) => {
  await page.goto('/sv/')
  const form = page.locator('form[data-form="hero"]')
  await form.getByLabel('Din jobbmejl').fill('sara@foretag.se')
  await form.getByRole('button', { name: 'Kom igång GRATIS' }).click()
  await expect(page.locator('[data-form-result="success"]')).toContainText('Tack!')
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
  await dialog.getByLabel('E-post for nyhetsbrevet').fill('ola@bedrift.no')
  await dialog.getByRole('button', { name: 'Meld meg på' }).click()
  await expect(dialog.locator('[data-form-result="success"]')).toContainText('Takk!')
  expect(await deliveries()).toEqual([
    { form: 'newsletter', email: 'ola@bedrift.no', language: 'no', page: '/no/', timestamp: expect.any(String) },
  ])
  expect(await page.evaluate(() => localStorage.getItem('newsletter-popup-seen'))).toMatch(/^\d{13}$/)
})
