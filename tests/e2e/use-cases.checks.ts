/**
 * Checks of the coming-soon flag (docs/decisions.md §8) shared by the normal build (tests/e2e/use-cases.spec.ts)
 * and the integration build, which turns training-development on (tests/integrations/use-case-flags.spec.ts).
 */
import { expect, type Page, type APIRequestContext } from '@playwright/test'
import { LOCALE_CODES, type Locale } from '../../locales/locales'
import { USE_CASE_SLUGS, type UseCaseSlug } from '../../components/lib/facts/use-cases'

export { LOCALE_CODES, USE_CASE_SLUGS, type Locale, type UseCaseSlug }

import { localeText } from './support/site'

export { localeText }

export const useCasePath = (locale: Locale, slug: UseCaseSlug) => `/${locale}/use-cases/${slug}/`

/** The `<loc>` entries of the built sitemap, as pathnames. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status(), '/sitemap.xml is built').toBe(200)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
}

/** The page's own head: robots meta, canonical and hreflang follow the flag. */
export async function expectPageIndexing(page: Page, locale: Locale, slug: UseCaseSlug, active: boolean): Promise<void> {
  const response = await page.goto(useCasePath(locale, slug))
  expect(response?.status()).toBe(200)
  const robots = page.locator('head meta[name="robots"]')
  const canonical = page.locator('head link[rel="canonical"]')
  if (active) {
    await expect(robots).toHaveCount(0)
    await expect(canonical).toHaveAttribute('href', new RegExp(`${useCasePath(locale, slug)}$`))
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(LOCALE_CODES.length + 1)
  } else {
    await expect(robots).toHaveAttribute('content', 'noindex, follow')
    await expect(canonical).toHaveCount(0)
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0)
  }
  const root = page.locator('[data-use-case-page]')
  await expect(root).toHaveAttribute('data-use-case-page', slug)
  await expect(root).toHaveAttribute('data-status', active ? 'active' : 'coming-soon')
  // The page is complete either way: a badge says "coming soon" only when it is.
  await expect(page.locator('.gr-use-case__badge')).toHaveCount(active ? 0 : 1)
}

/** Every call to action on a use-case page: the guided sign-up in a new tab when active, early access otherwise. */
export async function expectUseCaseCtas(page: Page, locale: Locale, slug: UseCaseSlug, active: boolean, signupUrl: string): Promise<void> {
  await page.goto(useCasePath(locale, slug))
  const ctas = page.locator('main a.gr-use-case__cta')
  await expect(ctas).toHaveCount(2)
  for (const cta of await ctas.all()) {
    const href = (await cta.getAttribute('href')) ?? ''
    if (active) {
      const url = new URL(href)
      expect(`${url.origin}${url.pathname}`).toBe(signupUrl)
      expect(url.searchParams.get('lang')).toBe(locale)
      await expect(cta).toHaveAttribute('target', '_blank')
      await expect(cta).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(cta).toHaveAttribute('data-cta-location', `use_case_${slug}`)
    } else {
      expect(href).toBe(`/${locale}/early-access/`)
      await expect(cta).not.toHaveAttribute('target', /./)
    }
  }
  // The secondary route to a person is the contact page, in the same language.
  await expect(page.locator('.gr-use-case__closing a[href$="/contact/"]')).toHaveAttribute('href', `/${locale}/contact/`)
  // No call to action in a new tab without rel="noopener noreferrer".
  for (const link of await page.locator('main a[target="_blank"]').all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
}

/** The home page's card and the header menu entry for a use case. */
export async function expectHomeCardAndMenu(page: Page, locale: Locale, slug: UseCaseSlug, active: boolean): Promise<void> {
  await page.goto(`/${locale}/`)
  const card = page.locator(`[data-use-case="${slug}"]`)
  await expect(card).toHaveCount(1)
  if (active) {
    await expect(card.locator('a')).toHaveAttribute('href', useCasePath(locale, slug))
    await expect(card).not.toHaveClass(/--coming-soon/)
  } else {
    await expect(card.locator('a')).toHaveCount(0)
    await expect(card).toHaveClass(/--coming-soon/)
  }
  // The header's use-cases menu (plain HTML before it hydrates) follows the same flag.
  const menu = page.locator('header .gr-menu__list')
  await expect(menu.locator(`a[href="${useCasePath(locale, slug)}"]`)).toHaveCount(active ? 1 : 0)
  const label = localeText(locale, 'common', `useCase.${slug}`)
  await expect(menu.locator('a', { hasText: label })).toHaveCount(active ? 1 : 0)
  await expect(menu.locator('.gr-menu__link--disabled', { hasText: label })).toHaveCount(active ? 0 : 1)
}

/** Listed in the sitemap exactly when active, in every language. */
export function expectSitemapEntry(paths: string[], slug: UseCaseSlug, active: boolean): void {
  for (const locale of LOCALE_CODES) {
    expect(paths.includes(useCasePath(locale, slug)), `${useCasePath(locale, slug)} in sitemap.xml`).toBe(active)
  }
}
