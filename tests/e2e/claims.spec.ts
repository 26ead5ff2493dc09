// What the built pages claim and picture, per language: the dashboard picture is the page's language's own
// drawing, the engagement comparison stands only on the pages the glossary lists for it, and no plan or header
// button restates the early-adopter discount that the prices already include.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from './support/console'
import { ALL_PAGES, CONTENT_PAGES, DIST, LOCALE_CODES, readBuilt } from './support/site'
import { LAUNCH_OFFER } from '../../components/lib/facts/launch-offer'
import { ENGAGEMENT_INCREASE_PERCENT } from '../../components/lib/facts/claims'

interface Claim {
  pattern: string
  appearsOn: { page: string; keys: string[] }[]
}
const { claims } = JSON.parse(readFileSync(join('locales', 'glossary.json'), 'utf8')) as { claims: Record<string, Claim> }
const drawnPath = join('public', 'images', 'dashboard-text.json')

/** The words a reader sees (and a screen reader hears) in a built page: no scripts, styles or tags. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/[ \t\r\n]+/g, ' ')

/** Every dashboard picture file a page references, from its sources' srcsets and its img's src. */
function dashboardFiles(html: string): string[] {
  const pictures = [...html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)].map((m) => m[0])
  const urls = pictures.flatMap((picture) =>
    [...picture.matchAll(/(?:srcset|src)="([^"]+)"/g)].flatMap((m) => m[1]!.split(',').map((entry) => entry.trim().split(/\s+/)[0]!)),
  )
  return urls.filter((url) => url.includes('/images/dashboard'))
}

test.describe('the dashboard picture speaks the page’s language', () => {
  for (const locale of LOCALE_CODES) {
    test(`${locale}: every page references only its language’s drawing, drawn from its own words`, () => {
      const pages = ALL_PAGES.filter((page) => page.route && page.locale === locale)
      const referenced = pages.flatMap((page) => dashboardFiles(readBuilt(page.url)).map((file) => ({ page: page.url, file })))
      // The home page shows the dashboard; any other page that does is held to the same rule.
      expect(referenced.filter((r) => r.page === `/${locale}/`).length).toBeGreaterThan(0)
      for (const { page, file } of referenced) {
        expect(file, page).toMatch(new RegExp(`^/images/dashboard-${locale}-\\d+\\.(?:avif|webp)$`))
        expect(existsSync(join(DIST, file)), `${page}: ${file} is built`).toBe(true)
      }
      // The generator's record of what it drew for this language is this language's dashboard copy.
      expect(existsSync(drawnPath), 'npm run assets records the drawn words').toBe(true)
      const drawn = JSON.parse(readFileSync(drawnPath, 'utf8')) as Record<string, Record<string, string>>
      const own = JSON.parse(readFileSync(join('locales', locale, 'dashboard.json'), 'utf8')) as Record<string, string>
      expect(drawn[locale]).toEqual(own)
    })
  }

  test('a reader’s browser shows the page language’s picture', async ({ page }) => {
    for (const locale of LOCALE_CODES) {
      await page.goto(`/${locale}/`)
      const image = page.locator('.gr-home-how__dashboard-image')
      await image.scrollIntoViewIfNeeded()
      await expect(image).toBeVisible()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const current = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
      expect(current, locale).toMatch(new RegExp(`^/images/dashboard-${locale}-`))
    }
  })
})

test.describe('the engagement comparison stands only where the glossary lets it', () => {
  const engagement = claims.engagement!
  const allowed = new Set(engagement.appearsOn.map((entry) => entry.page))
  // The figure as each page could write it: the glossary's pattern, and the number the home page counts up to.
  const figure = new RegExp(`${engagement.pattern}|(?<!\\d)${ENGAGEMENT_INCREASE_PERCENT}\\s?%`, 'u')

  test('the glossary lists pages that exist', () => {
    const routes = new Set(CONTENT_PAGES.map((page) => page.route!.id))
    for (const page of allowed) expect(routes.has(page as never), page).toBe(true)
  })

  for (const locale of LOCALE_CODES) {
    test(`${locale}: the figure is on the listed pages and on no other`, () => {
      const pages = CONTENT_PAGES.filter((page) => page.locale === locale)
      const carrying = pages.filter((page) => figure.test(textOf(readBuilt(page.url)))).map((page) => page.route!.id)
      expect(carrying.filter((id) => !allowed.has(id))).toEqual([])
      expect(carrying).toContain('home')
    })
  }
})

test.describe('buttons say what happens next, not the discount again', () => {
  const percent = Math.round(LAUNCH_OFFER.discount * 100)
  const discount = new RegExp(`(?<!\\d)${percent}(?!\\d)`)

  test('no page’s header has a control that names the discount', () => {
    const found = ALL_PAGES.flatMap((page) => {
      const header = /<header\b[\s\S]*?<\/header>/.exec(readBuilt(page.url))?.[0] ?? ''
      return [...header.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1>/g)]
        .map((m) => textOf(m[2]!).trim())
        .filter((text) => discount.test(text))
        .map((text) => `${page.url}: ${text}`)
    })
    expect(found).toEqual([])
  })

  for (const locale of LOCALE_CODES) {
    test(`${locale}: no plan button and no header button names the ${percent} % discount`, async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem('cookie-consent', 'essential')
        localStorage.setItem('newsletter-popup-seen', '1')
      })
      await page.goto(`/${locale}/`)
      // Both tabs' cards, whichever is shown, and every control in the header (the phone menu's included).
      const planButtons = await page.locator('.gr-pricing__button').allTextContents()
      const headerControls = await page.locator('header a, header button').allTextContents()
      expect(planButtons.length).toBeGreaterThanOrEqual(6)
      expect(headerControls.length).toBeGreaterThan(0)
      const restating = [...planButtons, ...headerControls].map((text) => text.trim()).filter((text) => discount.test(text))
      expect(restating).toEqual([])
      // The badge on the cards still says it: it is a label, not a button.
      await expect(page.locator('.gr-pricing__badge--early-adopter').first()).toContainText(String(percent))
    })
  }
})
