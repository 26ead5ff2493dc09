// The landing page.
import { readFileSync } from 'node:fs'
import { FAQ_QUESTIONS } from '../../components/lib/facts/faq'
import { test, expect } from './support/console'
import { LOCALE_CODES, config, localeText, readBuilt, visibleText } from './support/site'

const SECTION_ORDER = ['hero', 'about', 'how-it-works', 'use-cases', 'gifts-and-rewards', 'pricing', 'impact', 'faq']
const english = JSON.parse(readFileSync('locales/en/home.json', 'utf8')) as Record<string, string>
const homeCopy = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/home.json`, 'utf8')) as Record<string, string>

test.describe('sections and copy', () => {
  for (const lang of LOCALE_CODES) {
    test(`/${lang}/ holds the eight sections in order, one h1 and an h2 in each, in its own language`, async ({ page }) => {
      await page.goto(`/${lang}/`)
      const ids = await page.locator('main > section[id]').evaluateAll((els) => els.map((e) => e.id))
      expect(ids).toEqual(SECTION_ORDER)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('#hero h1')).toHaveCount(1)
      for (const id of SECTION_ORDER.slice(1)) await expect(page.locator(`#${id} h2`).first()).toBeVisible()
      const copy = homeCopy(lang)
      await expect(page.locator('#faq h2')).toHaveText(copy['faq.title'] ?? '')
      if (lang === 'en') return
      // No English sentence of the home copy appears on a Danish, Swedish or Norwegian page.
      const text = visibleText(readBuilt(`/${lang}/`))
      const leaked = Object.entries(english)
        .filter(([, value]) => value.length > 24 && !value.includes('{{'))
        .filter(([, value]) => text.includes(value))
        .map(([key]) => key)
      expect(leaked).toEqual([])
    })
  }

  test('answers every question of the FAQ table, in its order, in every language', () => {
    for (const lang of LOCALE_CODES) {
      const copy = homeCopy(lang)
      for (const id of FAQ_QUESTIONS) {
        expect(copy[`faq.${id}.question`], `${lang} ${id}`).toBeTruthy()
        expect(copy[`faq.${id}.answer`], `${lang} ${id}`).toBeTruthy()
      }
      const html = readBuilt(`/${lang}/`)
      const shown = [...html.matchAll(/<details[^>]*name="faq"[^>]*data-faq="([^"]+)"/g)].map((m) => m[1])
      expect(shown, lang).toEqual([...FAQ_QUESTIONS])
    }
  })

  test('use-case cards: active ones linked, coming-soon ones unlinked, greyed and badged', async ({ page }) => {
    await page.goto('/da/')
    for (const [slug, active] of Object.entries(config.activeUseCases)) {
      const card = page.locator(`#use-cases [data-use-case="${slug}"]`)
      await expect(card).toHaveCount(1)
      if (active) {
        await expect(card.locator('a')).toHaveAttribute('href', `/da/use-cases/${slug}/`)
      } else {
        await expect(card.locator('a')).toHaveCount(0)
        await expect(card).toHaveClass(/--coming-soon/)
        await expect(card).toContainText('Kommer snart')
      }
    }
    await expect(page.locator('#use-cases .gr-home-use-cases__cta a')).toHaveAttribute('href', '/da/early-access/')
  })

  test('gifts: localized partnership e-mail, the gift shop in a new tab, the partner claims', async ({ page }) => {
    await page.goto('/sv/')
    const mail = page.locator('#gifts-and-rewards a[href^="mailto:"]')
    await expect(mail).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}?subject=${encodeURIComponent(localeText('sv', 'home', 'gifts.becomePartner.subject'))}`,
    )
    const shop = page.locator(`#gifts-and-rewards a[href="${config.giftShopUrl}"]`)
    await expect(shop).toHaveAttribute('target', '_blank')
    await expect(shop).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('.gr-home-gifts__claim-value')).toHaveText(['20+', '20+', '8 000+'])
    await expect(page.locator('.gr-home-gifts__reason')).toHaveCount(6)
    await expect(page.locator('.gr-home-gifts__box')).toHaveCount(2)
  })

  test('how it works: five player steps, four company steps and a responsive, lazy dashboard picture', async ({ page }) => {
    await page.goto('/no/')
    await expect(page.locator('.gr-home-steps--players > li')).toHaveCount(5)
    await expect(page.locator('.gr-home-steps--company > li')).toHaveCount(4)
    await expect(page.locator('#how-it-works picture source[type="image/avif"]')).toHaveAttribute('srcset', /640w.*960w.*1280w/)
    const img = page.locator('#how-it-works picture img')
    await expect(img).toHaveAttribute('loading', 'lazy')
    await expect(img).toHaveAttribute('width', '1280')
    await expect(img).toHaveAttribute('height', '800')
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc)).toMatch(/\.avif$/)
  })
})
test.describe('impact statistic', () => {
  test.use({ viewport: { width: 1280, height: 700 } })

  test('counts up to 60% over 2000 ms once 30% of the card is visible', async ({ page }) => {
    await page.goto('/en/')
    const card = page.locator('.gr-home-stat')
    const number = page.locator('.gr-home-stat__number')
    await expect(number).toHaveText('0%')
    // Less than 30% of the card in view: it waits.
    const box = await card.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { top: r.top + window.scrollY, height: r.height }
    })
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), box.top - 700 + box.height * 0.15)
    await page.waitForTimeout(600)
    await expect(number).toHaveText('0%')
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), box.top - 700 + box.height * 0.5)
    const started = Date.now()
    await expect.poll(async () => Number((await number.textContent())?.replace(/\D/g, '')), { intervals: [50] }).toBeGreaterThan(0)
    await page.waitForTimeout(700)
    const mid = Number((await number.textContent())?.replace(/\D/g, ''))
    expect(mid).toBeGreaterThan(0)
    expect(mid).toBeLessThan(60)
    await expect(number).toHaveText('60%', { timeout: 2500 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500)
    // Assistive technology reads the final value, never the counting digits.
    await expect(number).toHaveAttribute('aria-hidden', 'true')
  })
})

test('the impact banner types its sentence at 30 ms a character, the full text always in the HTML', async ({ page }) => {
  const text = homeCopy('en')['impact.text'] ?? ''
  expect(readBuilt('/en/')).toContain(text)
  await page.goto('/en/')
  await expect(page.locator('.gr-home-impact__text .gr-visually-hidden')).toHaveText(text)
  // Time the typing inside the page, where the test's own round trips do not count: from the moment it
  // starts (data-motion="running") to the moment the last character shows ("done"). Characters follow
  // the clock, so the whole sentence can never take less than 30 ms a character; a loaded machine may
  // only make it later, which the generous upper bound allows for.
  await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.gr-typewriter')
    const log = ((window as unknown as { __typing: { start: number; end: number } }).__typing = { start: 0, end: 0 })
    if (!el) return
    new MutationObserver(() => {
      if (el.dataset.motion === 'running' && !log.start) log.start = performance.now()
      if (el.dataset.motion === 'done' && !log.end) log.end = performance.now()
    }).observe(el, { attributes: true, attributeFilter: ['data-motion'] })
  })
  const typed = page.locator('.gr-typewriter__typed')
  await expect(typed).toHaveText('')
  await page.locator('#impact').scrollIntoViewIfNeeded()
  await expect(typed).toHaveText(text, { timeout: text.length * 30 * 2 + 2000 })
  const log = await page.evaluate(() => (window as unknown as { __typing: { start: number; end: number } }).__typing)
  const chars = Array.from(text).length
  expect(log.start).toBeGreaterThan(0)
  expect(log.end - log.start).toBeGreaterThanOrEqual(chars * 30 - 20)
  expect(log.end - log.start).toBeLessThan(chars * 30 * 1.5 + 500)
})

test.describe('FAQ', () => {
  test('one item open at a time, collapsible, by mouse and keyboard', async ({ page }) => {
    await page.goto('/en/#faq')
    const items = page.locator('#faq details')
    expect(await items.count()).toBeGreaterThanOrEqual(8)
    await items.nth(0).locator('summary').click()
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await items.nth(1).locator('summary').click()
    await expect(items.nth(1)).toHaveAttribute('open', '')
    await expect(items.nth(0)).not.toHaveAttribute('open')
    await expect(page.locator('#faq details[open]')).toHaveCount(1)
    await items.nth(1).locator('summary').click()
    await expect(page.locator('#faq details[open]')).toHaveCount(0)
    await items.nth(2).locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(items.nth(2)).toHaveAttribute('open', '')
    await expect(items.nth(2).locator('p')).toBeVisible()
  })

  test('works without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/no/')
    const items = page.locator('#faq details')
    await items.nth(3).locator('summary').click()
    await items.nth(4).locator('summary').click()
    await expect(page.locator('#faq details[open]')).toHaveCount(1)
    await expect(items.nth(4).locator('p')).toBeVisible()
    await context.close()
  })
})

test.describe('scrolling', () => {
  test('with a hash the page glides to the section, 100 px below the top', async ({ page }) => {
    await page.goto('/en/#gifts-and-rewards')
    const top = () => page.locator('#gifts-and-rewards').evaluate((el) => Math.round(el.getBoundingClientRect().top))
    await expect.poll(top, { timeout: 3000 }).toBe(100)
    await page.waitForTimeout(800)
    expect(await top()).toBe(100)
  })

  test('without a hash it starts at the top, and header entries scroll to their section', async ({ page }) => {
    await page.goto('/en/')
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.locator('.gr-header .gr-nav__link[href="#pricing"]').click()
    await expect
      .poll(() => page.locator('#pricing').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 3000 })
      .toBe(100)
    expect(new URL(page.url()).hash).toBe('#pricing')
  })
})

test.describe('small phones', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test('nothing on the four home pages is wider than a 320 px screen (long Nordic words included)', async ({ page }) => {
    for (const lang of LOCALE_CODES) {
      await page.goto(`/${lang}/`)
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((e) => e.className || e.tagName),
      )
      expect(wide, lang).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBe(320)
    }
  })
})
