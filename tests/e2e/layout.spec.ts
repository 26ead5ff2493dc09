// The shared layout's behaviours.
import { test, expect, waitForIsland } from './support/console'
import { clickWhereItIs } from './support/pointer'
import { LOCALE_CODES, config, localeText } from './support/site'

test.describe('language switcher', () => {
  test('replaces the prefix, keeps the hash, stores the choice, sets lang and restores the scroll', async ({ page }) => {
    await page.goto('/en/privacy-policy/#section-3')
    // Let the hash's own smooth scroll (300 ms after load) finish first.
    await page.waitForTimeout(1500)
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2)
    // Real pointer clicks: a locator click would first scroll the sticky header's control "into view".
    const clickAt = (selector: string) => clickWhereItIs(page, selector)
    await clickAt('.gr-lang__toggle')
    await waitForIsland(page, 'LanguageSwitcher')
    await expect(page.locator('.gr-lang__list')).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(900)
    await Promise.all([page.waitForURL('**/da/privacy-policy/#section-3'), clickAt('.gr-lang__option[lang="da"]')])
    expect(new URL(page.url()).pathname).toBe('/da/privacy-policy/')
    expect(new URL(page.url()).hash).toBe('#section-3')
    await expect(page.locator('html')).toHaveAttribute('lang', 'da')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('da')
    // Restored about 150 ms after load, rather than the hash's own scroll position.
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2, undefined, { timeout: 3000 })
  })

  test('is a list of links that works before scripts have run', async ({ page }) => {
    await page.goto('/sv/contact/')
    const links = page.locator('.gr-lang__list a')
    await expect(links).toHaveText([/EN\s*English/, /DA\s*Dansk/, /SV\s*Svenska/, /NO\s*Norsk/])
    await expect(links.nth(3)).toHaveAttribute('href', '/no/contact/')
  })
})

test.describe('header', () => {
  test('gains a shadow once scrolled past 10 px', async ({ page }) => {
    await page.goto('/en/terms-of-use/')
    const header = page.locator('header.gr-header')
    await expect(header).not.toHaveClass(/gr-header--scrolled/)
    await page.evaluate(() => window.scrollTo(0, 8))
    await page.waitForTimeout(100)
    await expect(header).not.toHaveClass(/gr-header--scrolled/)
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(header).toHaveClass(/gr-header--scrolled/)
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none')
  })

  test('logo goes to the language home and section entries go to /{lang}/#section off the home page', async ({ page }) => {
    await page.goto('/da/contact/')
    await expect(page.locator('.gr-header__logo')).toHaveAttribute('href', '/da/')
    await expect(page.locator('.gr-nav__link', { hasText: /./ }).first()).toHaveAttribute('href', '/da/#how-it-works')
    await page.goto('/da/')
    await expect(page.locator('.gr-nav__link').first()).toHaveAttribute('href', '#how-it-works')
  })

  test('use-cases menu opens by keyboard at once and lists the coming-soon cases unlinked', async ({ page }) => {
    await page.goto('/en/contact/')
    await page.locator('.gr-menu__toggle').focus()
    await page.keyboard.press('Enter')
    await waitForIsland(page, 'UseCasesMenu')
    await expect(page.locator('.gr-menu__list')).toBeVisible()
    await expect(page.locator('.gr-menu__list a')).toHaveCount(Object.values(config.activeUseCases).filter(Boolean).length)
    await expect(page.locator('.gr-menu__link--disabled')).toHaveCount(Object.values(config.activeUseCases).filter((a) => !a).length)
    await page.keyboard.press('Escape')
    await expect(page.locator('.gr-menu__list')).toBeHidden()
  })
})

test.describe('sign-in dialog', () => {
  test('opens from the header, offers admin and game in new tabs without opener, and closes on choice', async ({ page, context }) => {
    await page.goto('/en/')
    await page.getByRole('link', { name: 'Sign in' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await expect(dialog).toBeVisible()
    expect(page.url()).toMatch(/\/en\/$/)
    const admin = dialog.locator('a[data-platform="admin"]')
    const game = dialog.locator('a[data-platform="game"]')
    await expect(admin).toHaveAttribute('href', config.adminAppUrl)
    await expect(game).toHaveAttribute('href', config.gameAppUrl)
    for (const link of [admin, game]) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    // Keep the new tab off the network: the apps are external.
    await context.route(/example\.com/, (route) => route.fulfill({ status: 200, body: 'app' }))
    const [popup] = await Promise.all([context.waitForEvent('page'), game.click()])
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await popup.close()
    await expect(dialog).toBeHidden()
  })

  test('closes with Escape and returns focus to its control', async ({ page }) => {
    await page.goto('/da/')
    const control = page.locator('.gr-header__sign-in')
    await control.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(control).toBeFocused()
  })

  test('without scripts the control is a link to the sign-in page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/no/')
    await page.locator('.gr-header__sign-in').click()
    await expect(page).toHaveURL(/\/no\/sign-in\/$/)
    await expect(page.locator('main a[data-platform="admin"]')).toHaveAttribute('href', config.adminAppUrl)
    await context.close()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens full screen, expands the use cases and locks the page scroll while open', async ({ page }) => {
    await page.goto('/en/privacy-policy/')
    await expect(page.locator('.gr-header__nav')).toBeHidden()
    await page.locator('.gr-mobile-menu__toggle').click()
    await waitForIsland(page, 'MobileMenu')
    const panel = page.locator('.gr-mobile-menu__panel')
    await expect(panel).toBeVisible()
    // As wide as the header: the whole screen but a desktop browser's reserved scrollbar gutter (phones have none).
    const box = await panel.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual((await page.locator('.gr-header').boundingBox())?.width ?? Infinity)
    await expect(page.locator('html')).toHaveClass(/gr-scroll-locked/)
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await page.locator('.gr-mobile-menu__group-toggle').click()
    await expect(page.locator('.gr-mobile-menu__sublist')).toBeVisible()
    await page.locator('.gr-mobile-menu__toggle').click()
    await expect(panel).toBeHidden()
    await expect(page.locator('html')).not.toHaveClass(/gr-scroll-locked/)
  })
})

test.describe('root redirect', () => {
  test('follows a stored choice', async ({ page }) => {
    await page.goto('/en/contact/')
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'sv'))
    await page.goto('/')
    await expect(page).toHaveURL(/\/sv\/$/)
  })

  for (const [browserLocale, expected] of [
    ['da-DK', 'da'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['fr-FR', 'en'],
  ] as const) {
    test(`sends a ${browserLocale} browser to /${expected}/`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLocale })
      const page = await context.newPage()
      await page.goto('/')
      await expect(page).toHaveURL(new RegExp(`/${expected}/$`))
      await context.close()
    })
  }

  test('replaces the history entry', async ({ page }) => {
    await page.goto('/en/contact/')
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/contact\/$/)
  })
})

test.describe('404', () => {
  // Every language, and a private-use code (qaa) that is never one of them, in one tab one after another: each
  // page is a navigation of its own.
  test('an unknown path under each language gets its 404 page, in its words; under an unknown prefix, the English one', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/404: no page at/)
    allowConsole(/Failed to load resource: the server responded with a status of 404/)
    for (const prefix of [...LOCALE_CODES, 'qaa'] as const) {
      const locale = prefix === 'qaa' ? 'en' : prefix
      const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes(`/${prefix}/no-such-page/`))
      const response = await page.goto(`/${prefix}/no-such-page/`)
      expect(response?.status(), prefix).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('h1')).toHaveText(localeText(locale, 'common', 'notFound.title'))
      // Back to the home page of the language the visitor was reading; from an unknown prefix, to the chooser.
      await expect(page.locator(`main a[href="${prefix === 'qaa' ? '/' : `/${prefix}/`}"]`)).toBeVisible()
      await logged
    }
  })
})
