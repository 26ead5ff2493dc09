// @vitest-environment jsdom
// scripts/build-sitemap.ts: exactly the indexable pages, with reciprocal alternates, following the
// coming-soon flags; robots.txt names the sitemap by its absolute URL.
import { describe, expect, it } from 'vitest'
import { renderRobots, renderSitemap, sitemapEntries } from '../../scripts/build-sitemap'
import { parseSiteConfig, type SiteConfig } from '../../components/lib/site-config'
import { LOCALIZED_ROUTES } from '../../components/lib/routes'
import { LOCALE_CODES } from '../../locales/locales'

/** The sitemap's size from the tables: each indexable page in every language. */
const indexableUrls = (config: SiteConfig) => LOCALIZED_ROUTES.filter((r) => r.indexable(config)).length * LOCALE_CODES.length

const now = new Date('2026-11-22T10:00:00Z')

describe('sitemap', () => {
  it('lists the indexable pages in every language, and not /, 404 or coming-soon pages', () => {
    const config = parseSiteConfig({ SITE_ORIGIN: 'https://giftroll.example' }, now)
    const locs = sitemapEntries(config).map((e) => e.loc)
    expect(locs).toHaveLength(indexableUrls(config))
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).toContain('https://giftroll.example/no/use-cases/partner-activation/')
    expect(locs).toContain('https://giftroll.example/sv/')
    expect(locs.filter((l) => /training-development|employee-onboarding|404|_language/.test(l))).toEqual([])
    expect(locs).not.toContain('https://giftroll.example/')
  })

  it('follows a use-case flag that is switched on', () => {
    const config = parseSiteConfig({ USE_CASE_TRAINING_DEVELOPMENT_ACTIVE: 'true' }, now)
    const locs = sitemapEntries(config).map((e) => e.loc)
    expect(locs).toHaveLength(indexableUrls(config))
    expect(locs.length).toBe(indexableUrls(parseSiteConfig({}, now)) + LOCALE_CODES.length)
    expect(locs).toContain('https://www.example.com/da/use-cases/training-development/')
  })

  it('gives every page every language and x-default, pointing at each other', () => {
    const entries = sitemapEntries(parseSiteConfig({}, now))
    const byLoc = new Map(entries.map((e) => [e.loc, e]))
    for (const entry of entries) {
      expect(entry.alternates.map((a) => a.hreflang)).toEqual([...LOCALE_CODES, 'x-default'])
      expect(entry.alternates.map((a) => a.href)).toContain(entry.loc)
      for (const alternate of entry.alternates) {
        const other = byLoc.get(alternate.href)
        expect(other, alternate.href).toBeDefined()
        expect(other?.alternates).toEqual(entry.alternates)
      }
    }
  })

  it('is well-formed XML in the sitemap and xhtml namespaces, with escaped URLs', () => {
    const config = parseSiteConfig({}, now)
    const xml = renderSitemap(config)
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(doc.getElementsByTagName('url')).toHaveLength(indexableUrls(config))
    const links = doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')
    // Each page names every language's version and x-default.
    expect(links).toHaveLength(indexableUrls(config) * (LOCALE_CODES.length + 1))
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-22')
  })
})

describe('robots.txt', () => {
  it('allows crawling and names the sitemap with an absolute URL', () => {
    const robots = renderRobots(parseSiteConfig({ SITE_ORIGIN: 'https://giftroll.example' }, now))
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
    expect(robots).toMatch(/^Sitemap: https:\/\/giftroll\.example\/sitemap\.xml$/m)
  })
})
