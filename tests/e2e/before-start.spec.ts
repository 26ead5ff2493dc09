// What a visitor does before the page's module script has started (it is requested after the first paint, so on a
// slow phone that moment lasts): nothing is lost and nothing leaves by the plain HTML's way while the script is
// coming (components/islands/early-events.ts). Each test holds the module script back, acts as a visitor on a slow
// network would, then lets it arrive; or lets it fail.
import type { BrowserContext, Page } from '@playwright/test'
import type { Locale } from '../../locales/locales'
import { test, expect } from './support/console'
import { config, localeText } from './support/site'

/** The page's one module script: every island and the page's own behaviours wait for it. */
const MODULE_SCRIPT = /\/assets\/entries\//

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', '1')
  })
  await context.route(/example\.com/, (route) => route.fulfill({ status: 200, body: 'sign-up' }))
})

/**
 * Holds requests (the module script, unless told otherwise) back until `arrive()` lets them through, or `fail()`
 * makes them fail, as a slow network would.
 */
async function slowScript(context: BrowserContext, requests: string | RegExp = MODULE_SCRIPT) {
  let settle: (how: 'arrive' | 'fail') => void = () => undefined
  const settled = new Promise<'arrive' | 'fail'>((resolve) => (settle = resolve))
  await context.route(requests, async (route) => ((await settled) === 'arrive' ? route.continue() : route.abort()))
  return { arrive: () => settle('arrive'), fail: () => settle('fail') }
}

/** Fills the early-access form of a page in `locale` as a visitor would, the privacy box ticked. */
async function fillEarlyAccess(page: Page, locale: Locale, values: { email: string; fullName: string; company: string }) {
  const form = page.locator('form[data-form="early-access"]')
  for (const [field, value] of Object.entries(values)) await form.getByLabel(localeText(locale, 'forms', `field.${field}`)).fill(value)
  await form.locator('input[type="checkbox"][required]').check()
  return form
}

const ANNA = { email: 'anna@firma.dk', fullName: 'Anna Holm', company: 'Firma ApS' }

/** Every tab the page opens, as it opens. */
function tabsOpened(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on('page', (tab) => urls.push(tab.url() === 'about:blank' ? '' : tab.url()))
  return urls
}

/** The guided sign-up's address, and what its query carries: the language and the e-mail only (docs/decisions.md §15). */
function expectGuidedSignup(url: string | undefined, email: string, lang: string) {
  const parsed = new URL(url ?? '')
  expect(`${parsed.origin}${parsed.pathname}`).toBe(config.signupUrl)
  expect([...parsed.searchParams.keys()].sort()).toEqual(['email', 'lang'])
  expect(parsed.searchParams.get('email')).toBe(email)
  expect(parsed.searchParams.get('lang')).toBe(lang)
}

async function nextTab(context: BrowserContext): Promise<Page> {
  const tab = await context.waitForEvent('page')
  await tab.waitForLoadState()
  return tab
}

test('an e-mail sent from the hero before the script starts waits for it, then goes the way the script sends it', async ({
  page,
  context,
}) => {
  const script = await slowScript(context)
  const opened = tabsOpened(context)
  await page.goto('/en/', { waitUntil: 'domcontentloaded' })
  const email = page.locator('form[data-form="hero"]').getByLabel(localeText('en', 'forms', 'hero.label'))
  await email.fill('anna@firma.dk')
  await email.press('Enter')
  // The plain form would have opened its tab at once.
  await page.waitForTimeout(500)
  expect(opened).toEqual([])
  const tab = nextTab(context)
  script.arrive()
  expectGuidedSignup((await tab).url(), 'anna@firma.dk', 'en')
  await expect(page.locator('[data-form-result="guided"]')).toBeVisible()
  expect(opened).toHaveLength(1)
})

test('an address a mail server refuses, sent before the script starts, gets the form’s own message once it has', async ({
  page,
  context,
}) => {
  const script = await slowScript(context)
  const opened = tabsOpened(context)
  await page.goto('/da/', { waitUntil: 'domcontentloaded' })
  const form = page.locator('form[data-form="hero"]')
  const email = form.getByLabel(localeText('da', 'forms', 'hero.label'))
  await email.fill('anna..holm@firma.dk')
  await email.press('Enter')
  script.arrive()
  await expect(form.locator('.gr-form__error')).toHaveText(localeText('da', 'forms', 'error.email.invalid'))
  await expect(email).toBeFocused()
  expect(opened).toEqual([])
})

test('the early-access form sent before the script starts puts nothing but the e-mail into an address', async ({ page, context }) => {
  const script = await slowScript(context)
  await page.goto('/sv/early-access/', { waitUntil: 'domcontentloaded' })
  const form = await fillEarlyAccess(page, 'sv', { email: 'sara@foretag.se', fullName: 'Sara Lind', company: 'Företaget AB' })
  await form.getByLabel(localeText('sv', 'forms', 'field.company')).press('Enter')
  const tab = nextTab(context)
  script.arrive()
  expectGuidedSignup((await tab).url(), 'sara@foretag.se', 'sv')
  await expect(page.locator('[data-form-result="guided"]')).toBeVisible()
})

test('a form sent while its island is still starting (the script has run, its code not yet) waits for it too', async ({
  page,
  context,
}) => {
  // The page's script runs; the sign-up island's props are on a slow network.
  const props = await slowScript(context, '**/assets/islands/*.json')
  const opened = tabsOpened(context)
  await page.goto('/en/early-access/')
  const form = await fillEarlyAccess(page, 'en', ANNA)
  await form.getByLabel(localeText('en', 'forms', 'field.company')).press('Enter')
  await page.waitForTimeout(500)
  expect(opened).toEqual([])
  const tab = nextTab(context)
  props.arrive()
  expectGuidedSignup((await tab).url(), 'anna@firma.dk', 'en')
  await expect(page.locator('[data-form-result="guided"]')).toBeVisible()
})

test('a first click on the dice before the script starts rolls it once the script has', async ({ page, context }) => {
  const script = await slowScript(context)
  await page.goto('/en/', { waitUntil: 'domcontentloaded' })
  const dice = page.locator('[data-island="Dice"]')
  await dice.locator('button').first().click()
  script.arrive()
  await expect(dice.locator('.gr-dice')).not.toHaveAttribute('data-phase', 'idle')
})

test('a field focused before the script starts has its form started when the script arrives, with no further move', async ({
  page,
  context,
}) => {
  const script = await slowScript(context)
  await page.goto('/no/early-access/', { waitUntil: 'domcontentloaded' })
  await page
    .locator('form[data-form="early-access"]')
    .getByLabel(localeText('no', 'forms', 'field.email'))
    .focus()
  script.arrive()
  await expect(page.locator('[data-island="SignupForm"]')).toHaveAttribute('data-hydrated', 'true')
})

test.describe('when the script never arrives', () => {
  test('a form sent while it was coming goes its plain way: checked by the browser, only the e-mail in the address', async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(/Failed to load resource/)
    const script = await slowScript(context)
    await page.goto('/en/early-access/', { waitUntil: 'domcontentloaded' })
    const form = await fillEarlyAccess(page, 'en', ANNA)
    await form.getByRole('button', { name: localeText('en', 'forms', 'submit.early-access') }).click()
    const tab = nextTab(context)
    script.fail()
    expectGuidedSignup((await tab).url(), 'anna@firma.dk', 'en')
    await expect(page.locator('[data-island="SignupForm"]')).toHaveAttribute('data-hydrated', 'failed')
  })

  test('the browser refuses an address a mail server refuses, as the script would', async ({ page, context, allowConsole }) => {
    allowConsole(/Failed to load resource/)
    const script = await slowScript(context)
    script.fail()
    const opened = tabsOpened(context)
    await page.goto('/en/', { waitUntil: 'domcontentloaded' })
    const email = page.locator('form[data-form="hero"]').getByLabel(localeText('en', 'forms', 'hero.label'))
    for (const refused of ['.anna@firma.dk', 'anna.@firma.dk', 'anna..holm@firma.dk']) {
      await email.fill(refused)
      await email.press('Enter')
      expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid), refused).toBe(false)
    }
    await page.waitForTimeout(300)
    expect(opened).toEqual([])
  })
})
