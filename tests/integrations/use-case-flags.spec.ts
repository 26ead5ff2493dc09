// The coming-soon flag's other state (docs/decisions.md §8): the integration build sets
// USE_CASE_TRAINING_DEVELOPMENT_ACTIVE=true (scripts/build-integrations.mjs), so training-development must
// now be indexed, in the sitemap, linked from its home-page card and the header menu, and send visitors to
// the guided sign-up; employee-onboarding keeps its default and stays coming soon in the same build.
import { test, expect } from './fixtures'
import { parseSiteConfig, readEnv } from '../../components/lib/site-config'
import {
  LOCALE_CODES,
  expectHomeCardAndMenu,
  expectPageIndexing,
  expectSitemapEntry,
  expectUseCaseCtas,
  sitemapPaths,
  useCasePath,
} from '../e2e/use-cases.checks'

// The integration build's sign-up URL is the default one (only analytics, webhook and the flag differ).
const { signupUrl } = parseSiteConfig({ ...readEnv(), USE_CASE_TRAINING_DEVELOPMENT_ACTIVE: 'true' })

const STATES = [
  { slug: 'training-development', active: true },
  { slug: 'employee-onboarding', active: false },
  { slug: 'events-activities', active: true },
] as const

for (const { slug, active } of STATES) {
  const state = active ? 'active' : 'coming soon'
  test.describe(`${slug} (${state})`, () => {
    test('robots meta, canonical and badge in every language', async ({ page }) => {
      for (const locale of LOCALE_CODES) await expectPageIndexing(page, locale, slug, active)
    })
    test('sitemap entry', async ({ request }) => {
      expectSitemapEntry(await sitemapPaths(request), slug, active)
    })
    test('home-page card and header menu entry', async ({ page }) => {
      for (const locale of LOCALE_CODES) await expectHomeCardAndMenu(page, locale, slug, active)
    })
    test('every call to action opens the right target', async ({ page }) => {
      for (const locale of LOCALE_CODES) await expectUseCaseCtas(page, locale, slug, active, signupUrl)
    })
  })
}

test('turned on, training-development is a link in the mobile menu too and its card leads to the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/da/')
  await expect(page.locator(`.gr-mobile-menu a[href="${useCasePath('da', 'training-development')}"]`)).toHaveCount(1)
  await page.locator('[data-use-case="training-development"] a').click()
  await expect(page).toHaveURL(new RegExp(`${useCasePath('da', 'training-development')}$`))
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})
