/**
 * The document head, written as a string so attribute names stay exactly as HTML wants them (`hreflang`,
 * not React's `hrefLang`).
 */
import { LOCALES, DEFAULT_LOCALE, localeEntry, type Locale } from '../locales/locales'
import { absoluteUrl, localizedPath } from '../components/lib/urls'
import type { RouteEntry } from '../components/lib/routes'
import { ROOT_REDIRECT_SCRIPT } from '../components/lib/root-redirect'
import type { SiteConfig } from '../components/lib/site-config'
import type { i18n as I18n } from 'i18next'
import type { KeyOf } from '../components/lib/i18n'
import { BANNER_REVEAL_SCRIPT } from '../components/cookie-banner/banner-reveal'
import { EARLY_EVENTS_SCRIPT } from '../components/islands/early-events'
import { DEFER_SECTIONS_SCRIPT } from '../components/lib/deferred-sections'
import { SPECULATION_RULES } from './speculation-rules'
import { OG_IMAGE_SIZE, alternateOgLocales, jsonLdScript, ogImageUrl, structuredData } from './structured-data'

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export interface HeadInput {
  locale: Locale
  route: RouteEntry
  config: SiteConfig
  title: string
  description: string
  /** The page at `/` or `/404.html`, outside the language folders. */
  isRootPage: boolean
  /** The page's own i18next instance (SEO copy, structured data). */
  i18n: I18n
  /** The CSS of the page's first screen, inlined so the first paint waits for no stylesheet. */
  firstScreenCss: string
  /** Whether the page marks sections the browser may render after the first frame. */
  hasDeferredSections: boolean
}

/** The public URL of a page in a language, as canonical and hreflang use it. */
export function pageUrl(config: SiteConfig, locale: Locale, route: RouteEntry): string {
  return absoluteUrl(config.siteOrigin, localizedPath(locale, route.logicalPath))
}

export function renderHead({
  locale,
  route,
  config,
  title,
  description,
  isRootPage,
  i18n,
  firstScreenCss,
  hasDeferredSections,
}: HeadInput): string {
  const tags: string[] = []
  const tag = (html: string) => tags.push(html)
  const indexable = !isRootPage && route.indexable(config)

  tag(`<meta charset="utf-8">`)
  tag(`<meta name="viewport" content="width=device-width, initial-scale=1">`)
  tag(`<title>${escapeHtml(title)}</title>`)
  // First in the head after the title, so it arrives with the first round trip's bytes; the page's linked
  // stylesheet is requested after the first paint (scripts/after-first-paint.mjs).
  tag(`<style>${firstScreenCss}</style>`)
  // Decides, before the body is parsed, whether a first visit's cookie banner shows (its file says why here).
  tag(`<script>${BANNER_REVEAL_SCRIPT}</script>`)
  // Holds what a visitor does to an island before the page's script has started (its file says why here).
  if (route.id !== 'language-select') tag(`<script>${EARLY_EVENTS_SCRIPT}</script>`)
  // Lets the sections below the first screen wait for the first frame (components/lib/deferred-sections.ts).
  if (hasDeferredSections) tag(`<script>${DEFER_SECTIONS_SCRIPT}</script>`)
  tag(`<meta name="description" content="${escapeHtml(description)}">`)
  if (!indexable) tag(`<meta name="robots" content="noindex, follow">`)
  tag(`<meta name="theme-color" content="#2563eb">`)
  tag(`<link rel="icon" href="/favicon.svg" type="image/svg+xml">`)
  tag(`<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">`)
  tag(`<link rel="apple-touch-icon" href="/apple-touch-icon.png">`)
  // The next page before the click (./speculation-rules.ts); the root chooser only redirects.
  if (route.id !== 'language-select') tag(`<script type="speculationrules">${SPECULATION_RULES}</script>`)

  if (route.id === 'language-select') {
    tag(`<script>${ROOT_REDIRECT_SCRIPT}</script>`)
    tag(`<noscript><meta http-equiv="refresh" content="0; url=${localizedPath(DEFAULT_LOCALE, '/')}"></noscript>`)
    // The root chooser points crawlers at the four language homes.
    for (const l of LOCALES) {
      tag(`<link rel="alternate" hreflang="${l.code}" href="${escapeHtml(absoluteUrl(config.siteOrigin, localizedPath(l.code, '/')))}">`)
    }
    tag(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(config.siteOrigin, '/'))}">`)
  } else if (indexable) {
    tag(`<link rel="canonical" href="${escapeHtml(pageUrl(config, locale, route))}">`)
    for (const l of LOCALES) {
      tag(`<link rel="alternate" hreflang="${l.code}" href="${escapeHtml(pageUrl(config, l.code, route))}">`)
    }
    tag(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(config, DEFAULT_LOCALE, route))}">`)
  }

  // SEO-only copy (keywords, image text) lives in the `seo` namespace.
  const seo = (key: KeyOf<'seo'>) => i18n.t(`seo:${key}`)
  tag(`<meta name="keywords" content="${escapeHtml(seo('keywords'))}">`)

  const entry = localeEntry(locale)
  const image = ogImageUrl(config, locale)
  const imageAlt = seo('og.imageAlt')
  tag(`<meta property="og:type" content="website">`)
  tag(`<meta property="og:site_name" content="${escapeHtml(config.brandName)}">`)
  tag(`<meta property="og:title" content="${escapeHtml(title)}">`)
  tag(`<meta property="og:description" content="${escapeHtml(description)}">`)
  tag(`<meta property="og:locale" content="${entry.ogLocale}">`)
  for (const alternate of alternateOgLocales(locale)) tag(`<meta property="og:locale:alternate" content="${alternate}">`)
  if (indexable) tag(`<meta property="og:url" content="${escapeHtml(pageUrl(config, locale, route))}">`)
  tag(`<meta property="og:image" content="${escapeHtml(image)}">`)
  tag(`<meta property="og:image:type" content="image/png">`)
  tag(`<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}">`)
  tag(`<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}">`)
  tag(`<meta property="og:image:alt" content="${escapeHtml(imageAlt)}">`)
  // X reads the title, description and image from the og: tags when its own are missing; it needs the card type,
  // and the image's alt has no og: fallback there.
  tag(`<meta name="twitter:card" content="summary_large_image">`)
  tag(`<meta name="twitter:image:alt" content="${escapeHtml(imageAlt)}">`)
  return tags.join('\n    ')
}

/**
 * The page's structured data, placed at the end of the body: JSON-LD is read anywhere in the document, and
 * there the FAQPage's questions and answers sit close enough to the visible FAQ for compression to send them
 * once (the home page's HTML then fits the first round trip).
 */
export function renderStructuredData(input: Pick<HeadInput, 'locale' | 'route' | 'config' | 'i18n' | 'isRootPage'>): string {
  return structuredData(input).map(jsonLdScript).join('\n    ')
}
