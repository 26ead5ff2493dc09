// The controls a visitor must be able to read, reach and see in every mode: the hero's e-mail label, the
// locked early-access button's reason, the dialogs' close buttons and edges, the sign-in dialog's heading and
// the breadcrumb's separator. Copy is read from the locale files, languages from locales/locales.ts.
import type { Locator, Page } from '@playwright/test'
import { test, expect, waitForIsland } from './support/console'
import { LOCALE_CODES, foldSpace, localeText, type Locale } from './support/site'
import { href } from '../../components/lib/routes'
import { localeEntry } from '../../locales/locales'

/** Whether a person sees the element's text: rendered, not clipped smaller than its own text (as a visually
 * hidden element is), and inside the viewport's width. */
const seen = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const range = document.createRange()
    range.selectNodeContents(el)
    const text = range.getBoundingClientRect()
    return (
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      text.width > 0 &&
      box.width >= text.width - 1 &&
      box.height >= text.height - 1 &&
      getComputedStyle(el).clip === 'auto' &&
      box.left >= 0 &&
      box.right <= document.documentElement.clientWidth
    )
  })

/** The elements `aria-describedby` points at. */
const describedBy = async (locator: Locator) => {
  const ids = ((await locator.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)
  return ids.map((id) => locator.page().locator(`[id="${id}"]`))
}

// ---------------------------------------------------------------------------------------------------------
// The hero's e-mail field

for (const locale of LOCALE_CODES) {
  test(`/${locale}/ at 320 and 1280 px: the hero's e-mail field has a visible label, which is its name`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 })
    await page.goto(`/${locale}/`)
    const field = page.locator('form[data-form="hero"] input[name="email"]')
    const label = page.locator(`label[for="${await field.getAttribute('id')}"]`)
    const text = foldSpace(localeText(locale, 'forms', 'hero.label'))
    await expect(field).toHaveAccessibleName(text)
    expect(foldSpace(await label.innerText())).toBe(text)
    // The layout follows the width alone (the page's styles), so the same page is measured at both.
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await field.fill('')
      expect(await seen(label), `the label is shown at ${width} px`).toBe(true)
      // It stays when the placeholder goes.
      await field.fill('anna@example.com')
      expect(await seen(label), `the label is shown while typing at ${width} px`).toBe(true)
    }
  })
}

// ---------------------------------------------------------------------------------------------------------
// The locked early-access button

const cta = (page: Page) => page.locator('.gr-dice__cta')

async function liveDice(page: Page, locale: Locale) {
  await page.goto(`/${locale}/`)
  await page.locator('.gr-dice__button').hover()
  await waitForIsland(page, 'Dice')
  await expect(cta(page)).toHaveAttribute('aria-disabled', 'true')
}

for (const locale of LOCALE_CODES) {
  test(`/${locale}/: the locked early-access button is described by the shown reason, only while it is locked`, async ({
    page,
    browser,
  }) => {
    const reason = foldSpace(localeText(locale, 'home', 'hero.cta.lockedReason'))
    // Without scripts the button is a working link: no reason, seen or heard.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const noScripts = await context.newPage()
    await noScripts.goto(`/${locale}/`)
    await expect(cta(noScripts)).toHaveAccessibleDescription('')
    await expect(noScripts.getByText(reason)).toBeHidden()
    await context.close()

    await liveDice(page, locale)
    await expect(cta(page)).toHaveAccessibleDescription(reason)
    const targets = await describedBy(cta(page))
    expect(targets).toHaveLength(1)
    expect(await seen(targets[0]!), 'the reason is shown').toBe(true)
    if (locale !== 'en') return
    // Once the six is rolled the button no longer says it is locked.
    await page.locator('.gr-dice__button').click()
    await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', 'done', { timeout: 8000 })
    await expect(cta(page)).not.toHaveAttribute('aria-disabled')
    await expect(cta(page)).toHaveAccessibleDescription('')
    await expect(page.getByText(reason)).toBeHidden()
  })
}

/** The colour a system colour keyword resolves to on this page now (forced colours or not). */
const systemColour = (page: Page, keyword: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span')
    probe.style.color = name
    document.body.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  }, keyword)

test('in forced colours the locked button looks disabled (GrayText), and the unlocked one does not', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await liveDice(page, 'da')
  const grey = await systemColour(page, 'GrayText')
  expect(grey).not.toBe(await systemColour(page, 'LinkText'))
  const colours = () => cta(page).evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).borderTopColor])
  expect(await colours()).toEqual([grey, grey])
  await page.locator('.gr-dice__button').click()
  await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', 'done', { timeout: 8000 })
  expect(await colours()).not.toContain(grey)
})

// ---------------------------------------------------------------------------------------------------------
// The dialogs: the sign-in dialog and the newsletter popup

const signInDialog = (page: Page) => page.locator('[data-island="SignIn"] dialog')
const popup = (page: Page) => page.locator('[data-island="NewsletterPopup"] dialog')

/** Opens the sign-in dialog as a visitor does: from the header on a wide screen, from the menu on a phone. */
async function openSignIn(page: Page, locale: Locale) {
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', String(Date.now())))
  await page.goto(`/${locale}/contact/`)
  const header = page.locator('.gr-header__sign-in')
  if (await header.isVisible()) {
    await header.click()
  } else {
    await page.locator('.gr-mobile-menu__toggle').click()
    await waitForIsland(page, 'MobileMenu')
    await page.locator(`.gr-mobile-menu__actions a[href="${href('sign-in', locale)}"]`).click()
  }
  await expect(signInDialog(page)).toBeVisible()
  return signInDialog(page)
}

/** Opens the popup as tests/e2e/popup.spec.ts does: consent given, then past half the page. */
async function openPopup(page: Page, locale: Locale) {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.removeItem('newsletter-popup-seen')
  })
  await page.goto(`/${locale}/`)
  await page.evaluate(() =>
    window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * 0.7, behavior: 'instant' }),
  )
  await expect(popup(page)).toBeVisible()
  // Its entrance (a short fade and rise) has ended.
  await expect.poll(() => popup(page).evaluate((el) => el.getAnimations().length)).toBe(0)
  return popup(page)
}

const DIALOGS = [
  { name: 'the sign-in dialog', open: openSignIn, closeLabel: (l: Locale) => localeText(l, 'common', 'signIn.close') },
  { name: 'the newsletter popup', open: openPopup, closeLabel: (l: Locale) => localeText(l, 'forms', 'popup.close') },
] as const

for (const locale of LOCALE_CODES) {
  test(`/${locale}/ at 320 px: every dialog's close button is at least 44 x 44 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    for (const dialog of DIALOGS) {
      const opened = await dialog.open(page, locale)
      const close = opened.getByRole('button', { name: dialog.closeLabel(locale) })
      const box = await close.boundingBox()
      expect(box?.width, `${dialog.name}: width`).toBeGreaterThanOrEqual(44)
      expect(box?.height, `${dialog.name}: height`).toBeGreaterThanOrEqual(44)
      // Nothing of the dialog spills over its edge to make room for it.
      expect(await opened.evaluate((el) => el.scrollWidth <= el.clientWidth), `${dialog.name}: no overflow`).toBe(true)
      await page.keyboard.press('Escape')
      await expect(opened).toBeHidden()
    }
  })
}

for (const dialog of DIALOGS) {
  test(`${dialog.name}: in forced colours it keeps a visible edge`, async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    const opened = await dialog.open(page, 'en')
    const edge = await opened.evaluate((el) => {
      const s = getComputedStyle(el)
      const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).map((side) => ({
        width: parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)),
        style: s.getPropertyValue(`border-${side.toLowerCase()}-style`),
        colour: s.getPropertyValue(`border-${side.toLowerCase()}-color`),
      }))
      const outline = { width: parseFloat(s.outlineWidth), style: s.outlineStyle, colour: s.outlineColor }
      return { sides, outline }
    })
    const shows = (line: { width: number; style: string; colour: string }) =>
      line.width >= 1 && line.style !== 'none' && line.style !== 'hidden' && !/rgba\(.*,\s*0\)|transparent/.test(line.colour)
    expect(edge.sides.every(shows) || shows(edge.outline), JSON.stringify(edge)).toBe(true)
    // Drawn in the system's text colour, so it stands out from the page behind whatever the theme.
    const line = edge.sides.every(shows) ? edge.sides[0]! : edge.outline
    expect(line.colour).toBe(await systemColour(page, 'CanvasText'))
  })
}

test('the sign-in dialog is named by its title, a level-2 heading as in the popup', async ({ page }) => {
  const dialog = await openSignIn(page, 'no')
  const title = localeText('no', 'common', 'signIn.title')
  await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible()
})

// ---------------------------------------------------------------------------------------------------------
// The phone menu by keyboard (tests/engines/menu-keyboard.spec.ts in Firefox and WebKit)

test.describe('the open phone menu on a short phone screen', () => {
  // Short, but not so short that the header scrolls away (below 35em: tests/e2e/zoom-and-banner.spec.ts).
  test.use({ viewport: { width: 375, height: 580 }, hasTouch: true, isMobile: true })

  test('Shift+Tab and Tab show each control whole, the panel scrolling under the header, the page still', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', String(Date.now())))
    await page.goto('/en/')
    await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }))
    // A tap where the button is (a Playwright click would first scroll the sticky header's button "into view").
    for (const selector of ['.gr-mobile-menu__toggle', '.gr-mobile-menu__group-toggle']) {
      const box = await page.locator(selector).boundingBox()
      await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2)
      if (selector === '.gr-mobile-menu__toggle') await waitForIsland(page, 'MobileMenu')
    }
    await expect(page.locator('.gr-mobile-menu__sublist')).toBeVisible()
    const panel = page.locator('.gr-mobile-menu__panel')
    // Longer than the screen: the panel scrolls.
    expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
    const stops = await page.locator('.gr-mobile-menu a[href]:visible, .gr-mobile-menu summary:visible').count()
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i <= stops; i++) {
        await page.keyboard.press(key)
        const focus = await page.evaluate(() => {
          const el = document.activeElement!
          const r = el.getBoundingClientRect()
          const inPanel = el.closest('.gr-mobile-menu__panel')
          const area = inPanel ? inPanel.getBoundingClientRect() : { top: 0, bottom: window.innerHeight }
          return {
            what: el.textContent?.trim().slice(0, 30),
            inMenu: !!el.closest('.gr-mobile-menu'),
            whole: r.top >= area.top - 1 && r.bottom <= area.bottom + 1,
            at: [r.top, r.bottom, area.top, area.bottom],
            scrollY: Math.round(window.scrollY),
          }
        })
        expect(focus, `${key} ${i + 1}: ${JSON.stringify(focus)}`).toMatchObject({ inMenu: true, whole: true, scrollY: 800 })
      }
    }
  })
})

// ---------------------------------------------------------------------------------------------------------
// The breadcrumb

test('the breadcrumb separator is shown but not read: the trail is its links and the current page only', async ({ page }) => {
  await page.goto('/da/become-a-partner/')
  const trail = page.getByRole('navigation', { name: localeText('da', 'partner', 'breadcrumb.label') })
  const current = localeText('da', 'partner', 'breadcrumb.current')
  await expect(trail).toMatchAriaSnapshot(`
    - list:
      - listitem:
        - link "${localeText('da', 'partner', 'breadcrumb.home')}"
      - listitem: "${current}"
  `)
  expect(await trail.ariaSnapshot()).not.toContain('›')
  // Still there for the eyes.
  const separator = await trail
    .locator('li')
    .nth(1)
    .evaluate((li) => getComputedStyle(li, '::before').content)
  expect(separator).toContain('›')
})

// WCAG 2.5.3 Label in Name: a speech user says what they see ("click EN"), so each name starts with it.
for (const locale of LOCALE_CODES) {
  test(`/${locale}/: the language button and its choices are named by what they show`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/${locale}/`)
    const toggle = page.locator('.gr-header .gr-lang__toggle')
    const shown = localeEntry(locale).label
    await expect(toggle.getByText(shown, { exact: true })).toBeVisible()
    // "EN, Language: …" as one phrase: no stray space before the comma where the hidden part joins.
    await expect(toggle).toHaveAccessibleName(new RegExp(`^${shown}, \\S`))
    await toggle.click()
    await expect(page.locator('.gr-header .gr-lang__list')).toBeVisible()
    for (const option of await page.locator('.gr-header .gr-lang__option').all()) {
      await expect(option).toHaveAccessibleName(foldSpace((await option.textContent()) ?? ''))
    }
  })
}

test('in forced colours the chosen pricing tab stays marked, in the system highlight', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto('/en/#pricing')
  // The colour each tab shows: its own background, or, where that is transparent, the nearest one behind it.
  const shown = await page.locator('.gr-pricing__tab').evaluateAll((tabs) =>
    tabs.map((tab) => {
      let colour = 'rgba(0, 0, 0, 0)'
      for (let el: Element | null = tab; el; el = el.parentElement) {
        colour = getComputedStyle(el).backgroundColor
        if (!/^rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') break
      }
      return { selected: tab.getAttribute('aria-selected') === 'true', colour }
    }),
  )
  const chosen = shown.filter((t) => t.selected).map((t) => t.colour)
  expect(chosen).toHaveLength(1)
  expect(shown.filter((t) => !t.selected).map((t) => t.colour)).not.toContain(chosen[0])
})

/** Runs in the page: every attribute that names or describes something and holds a soft hyphen. */
function softHyphensInNames(): string[] {
  const attributes = ['aria-label', 'placeholder', 'alt', 'title', 'aria-description']
  return [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))].flatMap((el) =>
    attributes
      .filter((name) => (el.getAttribute(name) ?? '').includes('\u00ad'))
      .map((name) => `${el.tagName.toLowerCase()}[${name}="${el.getAttribute(name) ?? ''}"]`),
  )
}

test('no field is reported invalid before the form is sent, and no attribute name keeps a soft hyphen', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', String(Date.now()))
  })
  await page.goto('/no/early-access/')
  const cdp = await page.context().newCDPSession(page)
  /** The fields the browser reports invalid to assistive technology (Chromium's accessibility tree). */
  const reportedInvalid = async () => {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[]
    }
    return nodes
      .filter((n) => ['checkbox', 'textbox'].includes(n.role?.value ?? ''))
      .filter((n) => n.properties?.some((p) => p.name === 'invalid' && p.value.value !== 'false'))
      .map((n) => n.name?.value ?? '')
  }
  expect(await reportedInvalid()).toEqual([])
  // Live, as a visitor's first focus starts it; still nothing is wrong before a send.
  const form = page.locator('form[data-form="early-access"]')
  await form.getByLabel(localeText('no', 'forms', 'field.email')).focus()
  await waitForIsland(page, 'SignupForm')
  expect(await reportedInvalid()).toEqual([])
  // A refused send marks what is wrong.
  await form.getByRole('button', { name: localeText('no', 'forms', 'submit.early-access') }).click()
  await expect.poll(async () => (await reportedInvalid()).length).toBe(4)
  // The Norwegian pricing tab list is named by words with a long compound, after the island starts too.
  await page.goto('/no/')
  await page.locator('#pricing').scrollIntoViewIfNeeded()
  await waitForIsland(page, 'Pricing')
  expect(await page.evaluate(softHyphensInNames)).toEqual([])
})
