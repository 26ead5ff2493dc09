/**
 * Every page of the site, once. Pre-rendering, head tags, the sitemap and the tests read this table, so a
 * page added here is built, linked in hreflang and listed (or kept out) of the sitemap in every language.
 */
import { USE_CASE_SLUGS, type SiteConfig, type UseCaseSlug } from './site-config'

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

export interface RouteEntry {
  id: RouteId
  /** Path after the language prefix, with the trailing slash. */
  logicalPath: string
  /** Key prefix in `common.json` for the title and description: `meta.<metaKey>.title`. */
  metaKey: string
  /** Parent for the breadcrumb trail (home is the root). */
  parent?: RouteId
  indexable: (config: SiteConfig) => boolean
}

const always = () => true
const never = () => false

export const ROUTES: readonly RouteEntry[] = [
  { id: 'home', logicalPath: '/', metaKey: 'home', indexable: always },
  { id: 'contact', logicalPath: '/contact/', metaKey: 'contact', parent: 'home', indexable: always },
  { id: 'privacy-policy', logicalPath: '/privacy-policy/', metaKey: 'privacyPolicy', parent: 'home', indexable: always },
  { id: 'terms-of-use', logicalPath: '/terms-of-use/', metaKey: 'termsOfUse', parent: 'home', indexable: always },
  { id: 'cookie-policy', logicalPath: '/cookie-policy/', metaKey: 'cookiePolicy', parent: 'home', indexable: always },
  ...USE_CASE_SLUGS.map(
    (slug): RouteEntry => ({
      id: `use-case:${slug}`,
      logicalPath: `/use-cases/${slug}/`,
      metaKey: `useCase.${slug}`,
      parent: 'home',
      indexable: (config) => config.activeUseCases[slug],
    }),
  ),
  { id: 'early-access', logicalPath: '/early-access/', metaKey: 'earlyAccess', parent: 'home', indexable: always },
  { id: 'sign-in', logicalPath: '/sign-in/', metaKey: 'signIn', parent: 'home', indexable: always },
  { id: 'become-a-partner', logicalPath: '/become-a-partner/', metaKey: 'becomeAPartner', parent: 'home', indexable: always },
  { id: 'not-found', logicalPath: '/404/', metaKey: 'notFound', indexable: never },
  { id: 'language-select', logicalPath: '/_language/', metaKey: 'languageSelect', indexable: never },
]

export function routeById(id: RouteId): RouteEntry {
  const route = ROUTES.find((r) => r.id === id)
  if (!route) throw new Error(`Unknown route ${id}`)
  return route
}

export function routeByLogicalPath(path: string): RouteEntry | undefined {
  const normalized = path.endsWith('/') ? path : `${path}/`
  return ROUTES.find((r) => r.logicalPath === normalized)
}

/** Pages that exist in every language (not the root language chooser). */
export const LOCALIZED_ROUTES = ROUTES.filter((r) => r.id !== 'language-select')
