// Search: every built page's head (canonical, hreflang, titles, Open Graph, keywords), its
// JSON-LD, and sitemap.xml / robots.txt, read from the built folder and parsed by the browser's own parser.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect } from './support/console'
import { ALL_PAGES, DIST, LOCALES, config, readBuilt, type BuiltPage } from './support/site'
import { readEnv } from '../../components/lib/site-config'
import { LOCALIZED_ROUTES } from '../../components/lib/routes'

interface HeadFacts {
  title: string
  description: string
  robots: string | null
  canonicals: string[]
  alternates: { hreflang: string; href: string }[]
  keywords: string | null
  meta: Record<string, string[]>
  jsonLd: string[]
  bodyText: string
}

/** What a crawler reads from a page, parsed by Chromium's HTML parser. */
async function headFacts(tab: Page, html: string): Promise<HeadFacts> {
  return tab.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    const meta: Record<string, string[]> = {}
    for (const el of doc.head.querySelectorAll('meta[property], meta[name]')) {
      const key = el.getAttribute('property') ?? el.getAttribute('name') ?? ''
      ;(meta[key] ??= []).push(el.getAttribute('content') ?? '')
    }
    return {
      title: doc.title,
      description: doc.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      robots: doc.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      canonicals: [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
      alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => ({
        hreflang: l.getAttribute('hreflang') ?? '',
        href: l.getAttribute('href') ?? '',
      })),
      keywords: doc.head.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? null,
      meta,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      bodyText: (doc.body.textContent ?? '').replace(/\s+/g, ' '),
    }
  }, html)
}

const facts = new Map<string, HeadFacts>()

test.beforeAll(async ({ browser }) => {
  const tab = await browser.newPage()
  for (const page of ALL_PAGES) facts.set(page.url, await headFacts(tab, readBuilt(page.url)))
  await tab.close()
})

const of = (page: BuiltPage): HeadFacts => {
  const f = facts.get(page.url)
  if (!f) throw new Error(`No facts for ${page.url}`)
  return f
}
const absolute = (path: string) => new URL(path, `${config.siteOrigin}/`).href
const INDEXABLE = ALL_PAGES.filter((p) => p.indexable)
const LANGUAGE_PAGES = ALL_PAGES.filter((p) => p.route)

test('the indexable pages are the expected set', () => {
  expect(INDEXABLE.length).toBe(ALL_PAGES.filter((p) => p.route?.indexable(config) && p.route.id !== 'not-found').length)
  // Every indexable page of the route table, in every language.
  expect(INDEXABLE.length).toBe(LOCALES.length * LOCALIZED_ROUTES.filter((r) => r.indexable(config)).length)
})

test('every indexable page: its own canonical, an hreflang link per language and x-default, absolute and reciprocal', () => {
  const byUrl = new Map(INDEXABLE.map((p) => [absolute(p.url), p]))
  for (const page of INDEXABLE) {
    const f = of(page)
    expect(f.robots, page.url).toBeNull()
    expect(f.canonicals, page.url).toEqual([absolute(page.url)])
    expect(
      f.alternates.map((a) => a.hreflang),
      page.url,
    ).toEqual([...LOCALES.map((l) => l.code), 'x-default'])
    for (const { hreflang, href } of f.alternates) {
      expect(href, `${page.url} ${hreflang}`).toMatch(/^https?:\/\/[^/]+\/.+\/$/)
      const target = byUrl.get(href)
      expect(target, `${page.url} → ${hreflang} ${href} is an indexable built page`).toBeDefined()
      if (!target) continue
      if (hreflang === 'x-default') {
        expect(target.locale).toBe('en')
        continue
      }
      expect(target.locale, href).toBe(hreflang)
      expect(target.route?.id).toBe(page.route?.id)
      // Reciprocal: the other language names this page back, with the same set of alternates.
      expect(of(target).alternates, `${href} links back to ${page.url}`).toEqual(f.alternates)
      expect(of(target).canonicals).toEqual([href])
    }
  }
})

test('pages that must not be indexed say noindex and have no canonical', () => {
  const hidden = ALL_PAGES.filter((p) => !p.indexable)
  // The root chooser, the root 404 and each language's, and the coming-soon use cases in every language.
  expect(hidden.length).toBeGreaterThanOrEqual(2 + LOCALES.length)
  for (const page of hidden) {
    const f = of(page)
    expect(f.robots, page.url).toMatch(/noindex/)
    expect(f.canonicals, page.url).toEqual([])
  }
})

test('titles and descriptions are unique per page and language', () => {
  // `/404.html` is the English 404 page served at the root, the same document as `/en/404.html`.
  const pages = ALL_PAGES.filter((p) => p.url !== '/404.html')
  expect(of(ALL_PAGES.find((p) => p.url === '/404.html')!).title).toBe(of(ALL_PAGES.find((p) => p.url === '/en/404.html')!).title)
  const duplicates = (key: 'title' | 'description') => {
    const seen = new Map<string, string>()
    const found: string[] = []
    for (const page of pages) {
      const value = of(page)[key].trim()
      expect(value.length, `${page.url} ${key}`).toBeGreaterThan(key === 'title' ? 10 : 40)
      const earlier = seen.get(value)
      if (earlier) found.push(`${earlier} and ${page.url}: "${value}"`)
      seen.set(value, page.url)
    }
    return found
  }
  expect(duplicates('title')).toEqual([])
  expect(duplicates('description')).toEqual([])
  for (const page of pages) expect(of(page).title.length, page.url).toBeLessThanOrEqual(70)
})

test('keywords, Open Graph and Twitter tags in the page language, with the language image', () => {
  const keywordsByLocale = new Map<string, string>()
  for (const page of LANGUAGE_PAGES) {
    const f = of(page)
    const entry = LOCALES.find((l) => l.code === page.locale)!
    expect(f.keywords?.split(',').length, page.url).toBeGreaterThanOrEqual(5)
    const earlier = keywordsByLocale.get(page.locale)
    if (earlier) expect(f.keywords, `${page.url} has its language's keywords`).toBe(earlier)
    keywordsByLocale.set(page.locale, f.keywords ?? '')

    expect(f.meta['og:title'], page.url).toEqual([f.title])
    expect(f.meta['og:description'], page.url).toEqual([f.description])
    expect(f.meta['og:locale'], page.url).toEqual([entry.ogLocale])
    expect([...(f.meta['og:locale:alternate'] ?? [])].sort(), page.url).toEqual(
      LOCALES.filter((l) => l.code !== page.locale)
        .map((l) => l.ogLocale)
        .sort(),
    )
    expect(f.meta['og:image'], page.url).toEqual([absolute(`/og/og-${page.locale}.png`)])
    expect(f.meta['og:image:width']).toEqual(['1200'])
    expect(f.meta['og:image:height']).toEqual(['630'])
    expect(f.meta['og:image:alt']?.[0]?.length ?? 0, page.url).toBeGreaterThan(20)
    expect(f.meta['twitter:card']).toEqual(['summary_large_image'])
    // X falls back to og:title, og:description and og:image; no copy of them is sent twice.
    expect(f.meta['twitter:title']).toBeUndefined()
    expect(f.meta['twitter:image']).toBeUndefined()
    expect(f.meta['twitter:image:alt']).toEqual(f.meta['og:image:alt'])
    if (page.indexable) expect(f.meta['og:url'], page.url).toEqual(f.canonicals)
  }
  // Four languages, four different keyword lists.
  expect(new Set(keywordsByLocale.values()).size).toBe(LOCALES.length)
})

test('the Open Graph images exist and are 1200×630 PNGs', () => {
  for (const { code } of LOCALES) {
    const png = readFileSync(join(DIST, 'og', `og-${code}.png`))
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], code).toEqual([1200, 630])
  }
})

// ---- JSON-LD ---------------------------------------------------------------------------------------

/** The schema.org types we emit, the properties each must have, and the ones it may have. */
const SCHEMA: Record<string, { required: string[]; optional: string[] }> = {
  Organization: { required: ['name', 'url', 'logo', 'foundingDate'], optional: ['legalName', 'email', 'telephone', 'sameAs'] },
  WebSite: { required: ['name', 'url', 'inLanguage'], optional: ['publisher'] },
  SoftwareApplication: {
    required: ['name', 'applicationCategory', 'operatingSystem', 'offers'],
    // Only when a rating is configured (docs/decisions.md §31; checked on the home pages below).
    optional: ['description', 'url', 'image', 'inLanguage', 'publisher', 'aggregateRating'],
  },
  Offer: { required: ['price', 'priceCurrency', 'priceValidUntil'], optional: ['availability', 'url'] },
  AggregateRating: { required: ['ratingValue', 'ratingCount'], optional: ['bestRating', 'worstRating'] },
  FAQPage: { required: ['mainEntity'], optional: ['inLanguage'] },
  Question: { required: ['name', 'acceptedAnswer'], optional: [] },
  Answer: { required: ['text'], optional: [] },
  BreadcrumbList: { required: ['itemListElement'], optional: [] },
  ListItem: { required: ['position', 'name', 'item'], optional: [] },
}
const URL_PROPERTIES = new Set(['url', 'logo', 'image', 'item', 'sameAs', 'availability'])

/** Problems with one node and everything under it ("" when it is valid schema.org as we use it). */
function schemaProblems(node: unknown, path: string): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => schemaProblems(n, `${path}[${i}]`))
  if (node === null || typeof node !== 'object') return []
  const object = node as Record<string, unknown>
  const problems: string[] = []
  const type = object['@type']
  const keys = Object.keys(object).filter((k) => !k.startsWith('@'))
  if (type === undefined) {
    // A reference to a node defined elsewhere: `{ "@id": … }` only.
    if (keys.length || typeof object['@id'] !== 'string') problems.push(`${path}: an object without @type`)
    return problems
  }
  const spec = typeof type === 'string' ? SCHEMA[type] : undefined
  if (!spec) return [`${path}: unexpected @type ${JSON.stringify(type)}`]
  for (const key of spec.required) if (object[key] === undefined || object[key] === '') problems.push(`${path}.${key} missing`)
  for (const key of keys) {
    if (!spec.required.includes(key) && !spec.optional.includes(key)) problems.push(`${path}: ${type} has no property ${key}`)
    const values = ([] as unknown[]).concat(object[key])
    if (URL_PROPERTIES.has(key))
      for (const v of values)
        if (typeof v !== 'string' || !/^https?:\/\/[^/]+/.test(v)) problems.push(`${path}.${key} is not an absolute URL`)
    problems.push(...schemaProblems(object[key], `${path}.${key}`))
  }
  return problems
}

function blocksOf(page: BuiltPage): Record<string, any>[] {
  return of(page).jsonLd.map((text) => JSON.parse(text) as Record<string, any>)
}

test('every JSON-LD block parses and uses schema.org types and properties correctly', () => {
  let blocks = 0
  for (const page of ALL_PAGES) {
    for (const [index, text] of of(page).jsonLd.entries()) {
      let data: Record<string, unknown> = {}
      expect(() => (data = JSON.parse(text)), `${page.url} block ${index}`).not.toThrow()
      expect(data['@context'], page.url).toBe('https://schema.org')
      expect(schemaProblems(data, `${page.url}#${index}`)).toEqual([])
      blocks++
    }
  }
  expect(blocks).toBeGreaterThan(LANGUAGE_PAGES.length * 2)
})

test('every language page names the organization (with its founding year) and the website in its language', () => {
  for (const page of LANGUAGE_PAGES) {
    const blocks = blocksOf(page)
    const organization = blocks.find((b) => b['@type'] === 'Organization')
    expect(organization, page.url).toMatchObject({
      name: config.brandName,
      legalName: config.companyName,
      foundingDate: String(config.foundingYear),
      email: config.contactEmail,
      telephone: config.contactPhone,
      sameAs: [config.linkedinUrl, config.facebookUrl],
    })
    expect(
      blocks.find((b) => b['@type'] === 'WebSite'),
      page.url,
    ).toMatchObject({ inLanguage: page.locale, url: absolute(`/${page.locale}/`) })
  }
  // The root pages carry no structured data.
  expect(blocksOf(ALL_PAGES.find((p) => p.url === '/')!)).toEqual([])
})

test('home pages: the free offer with its validity, the rating, and a FAQPage matching the visible FAQ', () => {
  const homes = ALL_PAGES.filter((p) => p.route?.id === 'home')
  expect(homes).toHaveLength(LOCALES.length)
  for (const page of homes) {
    const blocks = blocksOf(page)
    const app = blocks.find((b) => b['@type'] === 'SoftwareApplication')
    expect(app, page.url).toMatchObject({
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      offers: { '@type': 'Offer', priceCurrency: 'EUR', priceValidUntil: config.offerValidUntil },
    })
    if (config.rating) {
      expect(app?.aggregateRating, page.url).toMatchObject({
        '@type': 'AggregateRating',
        ratingValue: config.rating.value,
        ratingCount: config.rating.count,
      })
    } else {
      expect(app, page.url).not.toHaveProperty('aggregateRating')
    }
    expect(Number(app?.offers.price)).toBe(0)
    // An expired offer is invalid markup (docs/decisions.md §11).
    expect(Date.parse(app?.offers.priceValidUntil)).toBeGreaterThanOrEqual(Date.parse(config.buildDate))
    // Unless configured, a year after the build (the same day of the year; 29 February goes on to 1 March).
    if (!readEnv().OFFER_VALID_UNTIL) {
      const [year, monthDay] = [Number(config.buildDate.slice(0, 4)), config.buildDate.slice(5)]
      expect(app?.offers.priceValidUntil, page.url).toBe(`${year + 1}-${monthDay === '02-29' ? '03-01' : monthDay}`)
    }

    const faq = blocks.find((b) => b['@type'] === 'FAQPage')
    expect(faq, `${page.url} has a FAQPage`).toBeDefined()
    const questions = (faq?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[]
    expect(questions.length, page.url).toBeGreaterThanOrEqual(8)
    const visible = of(page).bodyText
    for (const q of questions) {
      expect(visible, `${page.url}: the question is on the page`).toContain(q.name)
      expect(visible, `${page.url}: the answer is on the page`).toContain(q.acceptedAnswer.text.slice(0, 60))
    }
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(false)
  }
})

test('inner pages: a BreadcrumbList from the home page to the page itself', () => {
  const inner = LANGUAGE_PAGES.filter((p) => p.route?.parent)
  expect(inner.length).toBeGreaterThan(0)
  for (const page of inner) {
    const trail = blocksOf(page).find((b) => b['@type'] === 'BreadcrumbList')
    expect(trail, page.url).toBeDefined()
    const items = trail?.itemListElement as { position: number; name: string; item: string }[]
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
    expect(items[0]?.item).toBe(absolute(`/${page.locale}/`))
    expect(items.at(-1)?.item).toBe(absolute(page.url))
    for (const item of items) expect(item.name.trim().length, page.url).toBeGreaterThan(1)
  }
})

// ---- sitemap.xml and robots.txt -------------------------------------------------------------------

test('sitemap.xml is well-formed and lists exactly the indexable pages with their hreflang alternates', async ({ page: tab, request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const xml = await response.text()
  expect(xml).toBe(readFileSync(join(DIST, 'sitemap.xml'), 'utf8'))
  const parsed = await tab.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const XHTML = 'http://www.w3.org/1999/xhtml'
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      namespace: doc.documentElement.namespaceURI,
      root: doc.documentElement.localName,
      urls: [...doc.documentElement.children].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => ({
          rel: l.getAttribute('rel'),
          hreflang: l.getAttribute('hreflang') ?? '',
          href: l.getAttribute('href') ?? '',
        })),
      })),
    }
  }, xml)
  expect(parsed.errors).toBe(0)
  expect(parsed.root).toBe('urlset')
  expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  expect(parsed.urls.map((u) => u.loc).sort()).toEqual(INDEXABLE.map((p) => absolute(p.url)).sort())
  for (const url of parsed.urls) {
    const page = INDEXABLE.find((p) => absolute(p.url) === url.loc)!
    // The same alternates as the page's own head.
    expect(url.alternates.every((a) => a.rel === 'alternate')).toBe(true)
    expect(
      url.alternates.map(({ hreflang, href }) => ({ hreflang, href })),
      url.loc,
    ).toEqual(of(page).alternates)
  }
  // Nothing that says noindex is listed.
  for (const page of ALL_PAGES.filter((p) => !p.indexable)) expect(xml).not.toContain(`<loc>${absolute(page.url)}</loc>`)
})

test('robots.txt allows crawling and names the sitemap by its absolute URL', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).not.toMatch(/^Disallow: \/\s*$/m)
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1]
  expect(sitemap).toBe(absolute('/sitemap.xml'))
})
