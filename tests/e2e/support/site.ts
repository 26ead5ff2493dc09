/** What the tests know about the built site, derived from the same tables the build uses. */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, type Locale } from '../../../locales/locales'
import { LOCALIZED_ROUTES, ROUTES, type RouteEntry } from '../../../components/lib/routes'
import { localizedPath } from '../../../components/lib/urls'
import { parseSiteConfig, readEnv } from '../../../components/lib/site-config'

export const DIST = join(process.env.DIST_DIR ?? 'dist', 'client')
export const config = parseSiteConfig(readEnv())
export { LOCALES, LOCALE_CODES, type Locale }

export interface BuiltPage {
  url: string
  file: string
  locale: Locale
  route: RouteEntry | null
  indexable: boolean
}

function fileFor(url: string): string {
  return url.endsWith('.html') ? join(DIST, url) : join(DIST, url, 'index.html')
}

/** How many HTML files a build emits: every localized page in each language folder, and each page that is also
 *  (or only) built once outside them (`rootUrl`: the chooser at `/` and the root 404). */
export const EXPECTED_PAGE_COUNT = LOCALE_CODES.length * LOCALIZED_ROUTES.length + ROUTES.filter((r) => r.rootUrl).length

/** Every HTML page the build must emit: each localized page (its 404 included) per language, `/` and `/404.html`. */
export const ALL_PAGES: BuiltPage[] = [
  ...LOCALE_CODES.flatMap((locale) =>
    LOCALIZED_ROUTES.map((route) => {
      const url = route.id === 'not-found' ? `/${locale}/404.html` : localizedPath(locale, route.logicalPath)
      return { url, file: fileFor(url), locale, route, indexable: route.indexable(config) }
    }),
  ),
  { url: '/', file: fileFor('/'), locale: 'en', route: null, indexable: false },
  { url: '/404.html', file: fileFor('/404.html'), locale: 'en', route: null, indexable: false },
]

export const CONTENT_PAGES = ALL_PAGES.filter((p) => p.route && p.route.id !== 'not-found')

export function readBuilt(url: string): string {
  const file = fileFor(url)
  if (!existsSync(file)) throw new Error(`Not built: ${url}`)
  return readFileSync(file, 'utf8')
}

/** Does a same-site link resolve to a built file? (`/en/#pricing` → /en/index.html) */
export function linkTargetExists(href: string): boolean {
  const path = href.split('#')[0]?.split('?')[0] ?? ''
  if (!path) return true
  return existsSync(fileFor(path)) || existsSync(join(DIST, path))
}

/**
 * Pages checked at every screen size by the slower per-page checks (page weight): every page in the
 * default language, the root pages and every home page. The other languages' pages use the same templates
 * and styles with only the words changed, so they are checked on the phone only.
 */
export function checkedAtEveryWidth(page: BuiltPage): boolean {
  return page.route === null || page.route.id === 'home' || page.locale === DEFAULT_LOCALE
}

/** Pages grouped by language folder (`en`, `da`…), the root pages under `root`, for checks that visit a
 * language's pages in turn in one browser tab. */
export function groupByLanguage(pages: readonly BuiltPage[]): Map<string, BuiltPage[]> {
  const groups = new Map<string, BuiltPage[]>()
  for (const page of pages) {
    const key = page.route ? page.locale : 'root'
    groups.set(key, [...(groups.get(key) ?? []), page])
  }
  return groups
}

/** A string from a locale file with {{brand}} filled in as the build does, so tests that look for visible
 * words follow the copy when it is rewritten. */
export function localeText(locale: Locale, namespace: string, key: string, brand = config.brandName): string {
  const messages = JSON.parse(readFileSync(join('locales', locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>
  const value = messages[key]
  if (typeof value !== 'string') throw new Error(`locales/${locale}/${namespace}.json has no string "${key}"`)
  return value.replace(/\{\{brand\}\}/g, brand)
}

/** The text a reader sees in a built page's body, with white space (no-break spaces included) folded. */
export const visibleText = (html: string) =>
  foldSpace(
    html
      .replace(/<head>[\s\S]*?<\/head>/, '')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  )

/** White space folded as visibleText folds it, for comparing copy (which may hold no-break spaces) with it. The
 * soft hyphens the build puts into long words (docs/decisions.md §44) are dropped: they show only at a line end. */
export const foldSpace = (text: string) => text.replace(/\u00ad/g, '').replace(/\s+/g, ' ')
