/**
 * `sitemap.xml` and `robots.txt` for the built folder (run by scripts/postbuild.mjs). The sitemap lists
 * exactly the indexable pages (every route of the route table that is `indexable` under this build's
 * configuration, in every language), each with its hreflang alternates and x-default; `/`, the 404 pages
 * and coming-soon use cases stay out (they carry `noindex`).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locales/locales'
import { absoluteUrl, localizedPath } from '../components/lib/urls'
import { ROUTES, type RouteEntry } from '../components/lib/routes'
import type { SiteConfig } from '../components/lib/site-config'

export interface SitemapEntry {
  loc: string
  /** hreflang → absolute URL, every language then x-default. */
  alternates: { hreflang: string; href: string }[]
}

function url(config: SiteConfig, locale: Locale, route: RouteEntry): string {
  return absoluteUrl(config.siteOrigin, localizedPath(locale, route.logicalPath))
}

export function sitemapEntries(config: SiteConfig): SitemapEntry[] {
  const entries: SitemapEntry[] = []
  for (const route of ROUTES) {
    if (!route.indexable(config)) continue
    const alternates = [
      ...LOCALES.map((l) => ({ hreflang: l.code as string, href: url(config, l.code, route) })),
      { hreflang: 'x-default', href: url(config, DEFAULT_LOCALE, route) },
    ]
    for (const l of LOCALES) entries.push({ loc: url(config, l.code, route), alternates })
  }
  return entries
}

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

export function renderSitemap(config: SiteConfig): string {
  const urls = sitemapEntries(config).map(
    (entry) =>
      `  <url>\n    <loc>${xml(entry.loc)}</loc>\n    <lastmod>${xml(config.buildDate)}</lastmod>\n` +
      entry.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>\n`).join('') +
      `  </url>\n`,
  )
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    urls.join('') +
    `</urlset>\n`
  )
}

export function sitemapUrl(config: SiteConfig): string {
  return absoluteUrl(config.siteOrigin, '/sitemap.xml')
}

export function renderRobots(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl(config)}\n`
}

export function writeSitemapAndRobots(clientDir: string, config: SiteConfig): { urls: number } {
  writeFileSync(join(clientDir, 'sitemap.xml'), renderSitemap(config))
  writeFileSync(join(clientDir, 'robots.txt'), renderRobots(config))
  return { urls: sitemapEntries(config).length }
}
