// The use-case pages and the gift-partner page, in every language, against the normal build
// (training-development and employee-onboarding coming soon by default; docs/decisions.md §8, §19).
import { readFileSync } from 'node:fs'
import { factVariables } from '../../components/lib/facts/variables'
import { test, expect } from './support/console'
import { firstVisitWalk } from './support/walk'
import { config, foldSpace, readBuilt, visibleText, type Locale } from './support/site'
import {
  LOCALE_CODES,
  USE_CASE_SLUGS,
  expectHomeCardAndMenu,
  expectPageIndexing,
  expectSitemapEntry,
  expectUseCaseCtas,
  localeText,
  sitemapPaths,
  useCasePath,
} from './use-cases.checks'
import { USE_CASES } from '../../components/lib/facts/use-cases'
import { mailtoHref } from '../../components/lib/urls'

test('the normal build has both flag states to test: some use cases active, some coming soon', () => {
  const states = USE_CASE_SLUGS.map((slug) => config.activeUseCases[slug])
  expect(states).toContain(true)
  expect(states).toContain(false)
})

// Tests that read a page and follow at most a link in it share a first visit's tab (support/walk.ts).
const readingTest = firstVisitWalk

test.describe('use-case pages hold their sections in their own language', () => {
  for (const locale of LOCALE_CODES) {
    for (const slug of USE_CASE_SLUGS) {
      readingTest(`${useCasePath(locale, slug)}`, async ({ page }) => {
        await page.goto(useCasePath(locale, slug))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('h1')).toHaveText(localeText(locale, 'usecases', `${slug}.hero.title`))
        await expect(page.locator('.gr-use-case__lead')).toHaveText(localeText(locale, 'usecases', `${slug}.hero.lead`))
        // Three features, each with an icon, a title and a text.
        const features = page.locator('.gr-use-case__feature')
        await expect(features).toHaveCount(3)
        for (const [i, feature] of (await features.all()).entries()) {
          await expect(feature.locator('svg')).toHaveCount(1)
          await expect(feature.locator('h3')).toHaveText(localeText(locale, 'usecases', `${slug}.feature${i + 1}.title`))
        }
        // Three figures.
        await expect(page.locator('.gr-use-case__stat')).toHaveCount(3)
        // An example scenario on training, onboarding and events, labelled as one, signed by no one, and no quote.
        const { example } = USE_CASES[slug]
        if (slug === 'partner-activation') expect(example).toBeNull()
        else expect(example).not.toBeNull()
        if (example) {
          const copy = JSON.parse(readFileSync(`locales/${locale}/examples.json`, 'utf8')) as Record<string, string | string[]>
          await expect(page.locator('.gr-use-case__impact blockquote, .gr-use-case__impact figcaption')).toHaveCount(0)
          await expect(page.locator('.gr-use-case__scenario')).toContainText(String(example.employees))
          await expect(page.locator('.gr-use-case__outcome')).toHaveCount((copy[`${slug}.outcomes`] as string[]).length)
          await expect(page.locator('.gr-use-case__example')).toHaveText(localeText(locale, 'usecases', 'impact.exampleLabel'))
        } else {
          await expect(page.locator('.gr-use-case__impact')).toHaveCount(0)
        }
        // A closing call to action, and the visible trail back to the home page's use cases.
        await expect(page.locator('.gr-use-case__closing h2')).toBeVisible()
        await expect(page.locator('.gr-breadcrumb a').nth(1)).toHaveAttribute('href', `/${locale}/#use-cases`)
        await expect(page.locator('.gr-breadcrumb [aria-current="page"]')).toHaveText(localeText(locale, 'common', `useCase.${slug}`))
      })
    }
  }

  test('Danish, Swedish and Norwegian pages carry no English copy from the use-case namespace', () => {
    for (const slug of USE_CASE_SLUGS) {
      for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) {
        const text = visibleText(readBuilt(useCasePath(locale, slug)))
        // The copy as the page shows it: its figures filled in from the facts tables.
        const filled = (lang: Locale, key: string) =>
          localeText(lang, 'usecases', key).replace(
            /\{\{(\w+)\}\}/g,
            (_, name: string) => ({ brand: config.brandName, ...factVariables(lang) })[name] ?? `{{${name}}}`,
          )
        // A coming-soon page closes with the early-access invitation instead of its own closing text.
        const closing = config.activeUseCases[slug] ? ['closing.title', 'closing.text'] : []
        for (const key of ['hero.title', 'hero.lead', 'feature1.text', 'feature2.text', 'feature3.text', 'stat1.label', ...closing]) {
          expect(text, `${locale} ${slug} ${key}`).not.toContain(foldSpace(filled('en', `${slug}.${key}`)))
          expect(text, `${locale} ${slug} ${key}`).toContain(foldSpace(filled(locale, `${slug}.${key}`)))
        }
      }
    }
  })
})

test.describe('the coming-soon flag (normal build)', () => {
  for (const slug of USE_CASE_SLUGS) {
    const active = config.activeUseCases[slug]
    const state = active ? 'active' : 'coming soon'
    readingTest(`${slug} (${state}): robots meta, canonical and badge in every language`, async ({ page }) => {
      for (const locale of LOCALE_CODES) await expectPageIndexing(page, locale, slug, active)
    })
    test(`${slug} (${state}): sitemap entry`, async ({ request }) => {
      expectSitemapEntry(await sitemapPaths(request), slug, active)
    })
    test(`${slug} (${state}): home-page card and header menu entry`, async ({ page }) => {
      for (const locale of LOCALE_CODES) await expectHomeCardAndMenu(page, locale, slug, active)
    })
    test(`${slug} (${state}): every call to action opens the right target`, async ({ page }) => {
      for (const locale of LOCALE_CODES) await expectUseCaseCtas(page, locale, slug, active, config.signupUrl)
    })
  }

  test("an active page's call to action opens the guided sign-up in a new tab without an opener", async ({ page, context }) => {
    const slug = USE_CASE_SLUGS.find((s) => config.activeUseCases[s])
    if (!slug) throw new Error('no active use case')
    await context.route(/example\.com/, (route) => route.fulfill({ status: 200, body: 'sign-up' }))
    await page.goto(useCasePath('sv', slug))
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('[data-cta="hero"]').click()])
    expect(popup.url()).toContain(`${new URL(config.signupUrl).host}${new URL(config.signupUrl).pathname}`)
    expect(popup.url()).toContain('lang=sv')
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    expect(page.url()).toMatch(new RegExp(`${useCasePath('sv', slug)}$`))
    await popup.close()
  })

  test('a coming-soon page leads to early access, which exists', async ({ page }) => {
    const slug = USE_CASE_SLUGS.find((s) => !config.activeUseCases[s])
    if (!slug) throw new Error('no coming-soon use case')
    await page.goto(useCasePath('no', slug))
    await expect(page.locator('.gr-use-case__badge')).toHaveText(localeText('no', 'common', 'useCasePage.comingSoon'))
    await page.locator('[data-cta="hero"]').click()
    await expect(page).toHaveURL(/\/no\/early-access\/$/)
    await expect(page.locator('h1')).toBeVisible()
  })
})

test.describe('the become-a-partner page', () => {
  for (const locale of LOCALE_CODES) {
    readingTest(`/${locale}/become-a-partner/ holds its sections and its calls to action`, async ({ page }) => {
      await page.goto(`/${locale}/become-a-partner/`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('h1')).toHaveText(localeText(locale, 'partner', 'hero.title'))
      // Who it is for (products, gift cards, experiences, charity), what partners get, how it works.
      await expect(page.locator('.gr-partner__types li')).toHaveCount(4)
      await expect(page.locator('.gr-partner__types h3')).toHaveText(
        ['products', 'giftCards', 'experiences', 'charity'].map((k) => localeText(locale, 'partner', `types.${k}.title`)),
      )
      await expect(page.locator('.gr-partner__benefits li')).toHaveCount(4)
      await expect(page.locator('.gr-partner__steps > li')).toHaveCount(4)
      // The e-mail call to action carries the localized "Partnership inquiry" subject.
      const subject = localeText(locale, 'partner', 'cta.subject')
      if (locale !== 'en') expect(subject).not.toBe(localeText('en', 'partner', 'cta.subject'))
      const mail = page.locator('a.gr-partner__cta')
      await expect(mail).toHaveCount(2)
      for (const link of await mail.all()) {
        await expect(link).toHaveAttribute('href', mailtoHref(config.contactEmail, subject))
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      const href = (await mail.first().getAttribute('href')) ?? ''
      expect(new URL(href).searchParams.get('subject')).toBe(subject)
      // The contact route, in the same language.
      const contact = page.locator(`main a[href="/${locale}/contact/"]`)
      await expect(contact).toHaveCount(2)
      await contact.first().click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/contact/$`))
    })
  }
})

test.describe('these pages are HTML only', () => {
  const urls = [
    ...LOCALE_CODES.flatMap((l) => USE_CASE_SLUGS.map((s) => useCasePath(l, s))),
    ...LOCALE_CODES.map((l) => `/${l}/become-a-partner/`),
  ]
  test('no island inside the page content', () => {
    for (const url of urls) {
      const main = /<main[\s\S]*<\/main>/.exec(readBuilt(url))?.[0] ?? ''
      expect(main.length, url).toBeGreaterThan(1000)
      expect(main, url).not.toContain('data-island=')
    }
  })

  test('read completely and link correctly with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/da/use-cases/events-activities/')
    await expect(page.locator('.gr-use-case__feature')).toHaveCount(3)
    await expect(page.locator('.gr-use-case__scenario')).toBeVisible()
    await page.goto('/sv/become-a-partner/')
    await expect(page.locator('.gr-partner__steps > li')).toHaveCount(4)
    await page.locator('main a[href="/sv/contact/"]').first().click()
    await expect(page).toHaveURL(/\/sv\/contact\/$/)
    await context.close()
  })
})
