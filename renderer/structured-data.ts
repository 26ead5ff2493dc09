/**
 * JSON-LD for the document head (docs/decisions.md §11): Organization and WebSite on every language page, a
 * SoftwareApplication with the free offer and the rating (when configured) plus a FAQPage (from the visible FAQ's copy) on the
 * home page, and a BreadcrumbList on inner pages. Each block is written as its own
 * `<script type="application/ld+json">`; JSON-LD is data, so the CSP does not apply to it.
 */
import type { i18n as I18n } from 'i18next'
import type { BreadcrumbList, FAQPage, Organization, SoftwareApplication, WebSite, WithContext } from 'schema-dts'
import { LOCALES, type Locale } from '../locales/locales'
import { absoluteUrl, localizedPath } from '../components/lib/urls'
import { routeById, type BreadcrumbKey, type RouteEntry, href } from '../components/lib/routes'
import type { SiteConfig } from '../components/lib/site-config'
import { type FaqItem, type KeyOf } from '../components/lib/i18n'
import { faqEntries } from '../components/lib/faq-entries'

/** One JSON-LD block, typed by schema.org's own vocabulary (schema-dts): a misspelt property or a value of the
 *  wrong kind fails the type check. */
export type JsonLd = WithContext<Organization | WebSite | SoftwareApplication | FAQPage | BreadcrumbList>

export interface StructuredDataInput {
  locale: Locale
  route: RouteEntry
  config: SiteConfig
  /** The page's i18next instance: FAQ and breadcrumb names come from the same copy the page shows. */
  i18n: I18n
  /** `/` and `/404.html`, outside the language folders: no structured data there. */
  isRootPage: boolean
}

/** The Open Graph / logo pictures, as absolute URLs. */
export function ogImageUrl(config: SiteConfig, locale: Locale): string {
  return absoluteUrl(config.siteOrigin, `/og/og-${locale}.png`)
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const
export const LOGO_PATH = '/icons/icon-512.png'

/** `{{brand}}`-style copy can hold markup in the visible FAQ; structured data gets the plain text. */
function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The home page's FAQ, the same entries the landing page shows (components/lib/faq-entries.ts), as plain text. */
export function faqItems(i18n: I18n, locale: Locale): FaqItem[] {
  return faqEntries(i18n, locale).map(({ question, answer, source }) => ({
    question: plainText(question),
    answer: plainText(source ? `${answer} ${source.text}` : answer),
  }))
}

/** Home first, the page itself last, following `route.parent`. */
export function breadcrumbTrail(route: RouteEntry): RouteEntry[] {
  const trail: RouteEntry[] = [route]
  const seen = new Set([route.id])
  let current = route
  while (current.parent) {
    const parent = routeById(current.parent)
    if (seen.has(parent.id)) throw new Error(`Route parents loop at ${parent.id}`)
    seen.add(parent.id)
    trail.unshift(parent)
    current = parent
  }
  return trail
}

export function structuredData({ locale, route, config, i18n, isRootPage }: StructuredDataInput): JsonLd[] {
  if (isRootPage || route.id === 'language-select') return []
  const origin = config.siteOrigin
  const url = (r: RouteEntry) => absoluteUrl(origin, localizedPath(locale, r.logicalPath))
  const homeUrl = absoluteUrl(origin, href('home', locale))
  const organizationId = `${absoluteUrl(origin, '/')}#organization`
  const websiteId = `${homeUrl}#website`
  const seo = (key: KeyOf<'seo'>) => i18n.t(`seo:${key}`)

  const blocks: JsonLd[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: config.brandName,
      legalName: config.companyName,
      url: homeUrl,
      logo: absoluteUrl(origin, LOGO_PATH),
      foundingDate: String(config.foundingYear),
      email: config.contactEmail,
      telephone: config.contactPhone,
      sameAs: [config.linkedinUrl, config.facebookUrl],
    } satisfies WithContext<Organization>,
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': websiteId,
      name: config.brandName,
      url: homeUrl,
      inLanguage: locale,
      publisher: { '@id': organizationId },
    } satisfies WithContext<WebSite>,
  ]

  if (route.id === 'home') {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: config.brandName,
      description: i18n.t(`common:meta.${route.metaKey}.description`),
      url: homeUrl,
      image: ogImageUrl(config, locale),
      inLanguage: locale,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      publisher: { '@id': organizationId },
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'EUR',
        priceValidUntil: config.offerValidUntil,
        availability: 'https://schema.org/InStock',
        url: homeUrl,
      },
      // The same values the home page shows (docs/decisions.md §31); none when no rating is configured.
      ...(config.rating && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: config.rating.value,
          ratingCount: config.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    } satisfies WithContext<SoftwareApplication>)
    const faq = faqItems(i18n, locale)
    if (faq.length > 0) {
      blocks.push({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: locale,
        mainEntity: faq.map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: answer },
        })),
      } satisfies WithContext<FAQPage>)
    }
  } else if (route.parent) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbTrail(route).map((r, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        // Only home and pages with a parent are in a trail, and their TrailPlace says each has a breadcrumb name.
        name: seo(`breadcrumb.${r.metaKey as BreadcrumbKey}`),
        item: url(r),
      })),
    } satisfies WithContext<BreadcrumbList>)
  }
  return blocks
}

/**
 * One `<script type="application/ld+json">`: `<`, `>` and `&` escaped as JSON unicode escapes, so no
 * value can close the element or open a comment, and the JSON still parses to the same data.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<script type="application/ld+json">${json}</script>`
}

/** Every language's og:locale except the page's own (og:locale:alternate). */
export function alternateOgLocales(locale: Locale): string[] {
  return LOCALES.filter((l) => l.code !== locale).map((l) => l.ogLocale)
}
