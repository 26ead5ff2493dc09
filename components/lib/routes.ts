/**
 * Every page of the site, once: the one place a page is defined. Pre-rendering (which languages, which
 * copies outside the language folders), head tags, breadcrumbs, the sitemap, internal links (`href`) and
 * the tests read this table. A unit test checks that it and the folders under pages/ agree.
 */
import { DEFAULT_LOCALE, type Locale } from '../../locales/locales'
import { localizedPath, splitLocale } from './urls'
import type { SiteConfig } from './site-config'
import { USE_CASE_SLUGS, type UseCaseSlug } from './facts/use-cases'
import type { KeyOf } from './i18n'

/** A page's copy group: every `common:meta.<key>.title` names one. */
export type MetaKey = KeyOf<'common'> extends infer K ? (K extends `meta.${infer Key}.title` ? Key : never) : never

export type RouteId =
  | 'home'
  | 'contact'
  | 'privacy-policy'
  | 'terms-of-use'
  | 'cookie-policy'
  | `use-case:${UseCaseSlug}`
  | 'early-access'
  | 'sign-in'
  | 'become-a-partner'
  | 'not-found'
  | 'language-select'

/** A page's name in breadcrumb trails: every `seo:breadcrumb.<key>`. */
export type BreadcrumbKey = KeyOf<'seo'> extends infer K ? (K extends `breadcrumb.${infer Key}` ? Key : never) : never

/**
 * Where a page stands in the breadcrumb trails. A page with a parent is in one, and so is home, the root of
 * them all: its `metaKey` must name a `seo:breadcrumb.<key>`, or the type check fails at its entry. A page
 * whose key names no breadcrumb stands outside every trail and has no parent.
 */
export type TrailPlace =
  { metaKey: MetaKey & BreadcrumbKey; parent?: RouteId } | { metaKey: Exclude<MetaKey, BreadcrumbKey>; parent?: undefined }

interface RouteFields {
  id: RouteId
  /** The folder under pages/ that holds the page's `+Page.tsx`. */
  page: string
  /** Path after the language prefix, with the trailing slash; Vike routes the folder here. */
  logicalPath: string
  indexable: (config: SiteConfig) => boolean
  /** Built in each language folder (`/da/contact/`); false for a page that exists only at the root. */
  localized: boolean
  /** Also (or only) built once outside the language folders, in English, at this URL. */
  rootUrl?: string
}

/** A page: its fields, and its copy keys (`common:meta.<metaKey>.title` / `.description`, `seo:breadcrumb.<metaKey>`)
 *  with the parent that puts it in a breadcrumb trail (home is the root). */
export type RouteEntry = RouteFields & TrailPlace

const always = () => true
const never = () => false

/** One page's entry, checked on its own: a copy key that is missing is reported at that entry alone (in one array
 *  literal, one bad entry made the type check fail at every entry after it, each listing every key). */
const route = (entry: RouteEntry): RouteEntry => entry

export const ROUTES: readonly RouteEntry[] = [
  route({ id: 'home', page: 'index', logicalPath: '/', metaKey: 'home', indexable: always, localized: true }),
  route({
    id: 'contact',
    page: 'contact',
    logicalPath: '/contact/',
    metaKey: 'contact',
    parent: 'home',
    indexable: always,
    localized: true,
  }),
  route({
    id: 'privacy-policy',
    page: 'privacy-policy',
    logicalPath: '/privacy-policy/',
    metaKey: 'privacyPolicy',
    parent: 'home',
    indexable: always,
    localized: true,
  }),
  route({
    id: 'terms-of-use',
    page: 'terms-of-use',
    logicalPath: '/terms-of-use/',
    metaKey: 'termsOfUse',
    parent: 'home',
    indexable: always,
    localized: true,
  }),
  route({
    id: 'cookie-policy',
    page: 'cookie-policy',
    logicalPath: '/cookie-policy/',
    metaKey: 'cookiePolicy',
    parent: 'home',
    indexable: always,
    localized: true,
  }),
  ...USE_CASE_SLUGS.map((slug): RouteEntry => ({
    id: `use-case:${slug}`,
    page: `use-cases/${slug}`,
    logicalPath: `/use-cases/${slug}/`,
    metaKey: `useCase.${slug}` as const,
    parent: 'home',
    // Coming-soon use cases are built but kept out of search until their flag turns them on.
    indexable: (config) => config.activeUseCases[slug],
    localized: true,
  })),
  route({
    id: 'early-access',
    page: 'early-access',
    logicalPath: '/early-access/',
    metaKey: 'earlyAccess',
    parent: 'home',
    indexable: always,
    localized: true,
  }),
  route({
    id: 'sign-in',
    page: 'sign-in',
    logicalPath: '/sign-in/',
    metaKey: 'signIn',
    parent: 'home',
    indexable: always,
    localized: true,
  }),
  route({
    id: 'become-a-partner',
    page: 'become-a-partner',
    logicalPath: '/become-a-partner/',
    metaKey: 'becomeAPartner',
    parent: 'home',
    indexable: always,
    localized: true,
  }),
  // Each language folder has its 404 page, and the root one serves every other unknown path (postbuild turns
  // `…/404/index.html` into `…/404.html`, the name static hosts look for).
  route({
    id: 'not-found',
    page: 'not-found',
    logicalPath: '/404/',
    metaKey: 'notFound',
    indexable: never,
    localized: true,
    rootUrl: '/404/',
  }),
  // `/` picks the visitor's language; it has no language of its own.
  route({
    id: 'language-select',
    page: 'language-select',
    logicalPath: '/_language/',
    metaKey: 'languageSelect',
    indexable: never,
    localized: false,
    rootUrl: '/',
  }),
]

export function routeById(id: RouteId): RouteEntry {
  const route = ROUTES.find((r) => r.id === id)
  if (!route) throw new Error(`Unknown route ${id}`)
  return route
}

/** The entry of a Vike page (`pageContext.pageId`, like `/pages/contact`). */
export function routeByPageId(pageId: string): RouteEntry {
  const route = ROUTES.find((r) => `/pages/${r.page}` === pageId)
  if (!route) throw new Error(`${pageId} has no entry in components/lib/routes.ts`)
  return route
}

/** The link to a page in a language: every internal link to a page goes through here. */
export function href(id: RouteId, locale: Locale): string {
  return localizedPath(locale, routeById(id).logicalPath)
}

/** Where a URL sits: its language, the page's logical path, and whether it is outside the language folders. */
export interface PageLocation {
  locale: Locale
  urlLogical: string
  isRootPage: boolean
}

/**
 * The one place the language of a URL is decided: `/da/contact/` is the contact page in Danish; a URL
 * outside the language folders (`/`, `/404/`) is a root page, in English.
 */
export function locatePage(pathname: string): PageLocation {
  const { locale, logicalPath } = splitLocale(pathname)
  return { locale: locale ?? DEFAULT_LOCALE, urlLogical: logicalPath, isRootPage: locale === null }
}

/** The URLs a page is built at: one per language where it is localized, plus its root copy. */
export function builtUrls(route: RouteEntry, locales: readonly Locale[]): string[] {
  const urls = route.localized ? locales.map((locale) => localizedPath(locale, route.logicalPath)) : []
  return route.rootUrl ? [...urls, route.rootUrl] : urls
}

/** Pages that exist in every language (not the root language chooser). */
export const LOCALIZED_ROUTES = ROUTES.filter((r) => r.localized)
