// Strips the language prefix: `/da/contact/` renders the `/contact/` page with `locale: 'da'`.
import type { PageContextServer } from 'vike/types'
import { DEFAULT_LOCALE } from '../locales/locales'
import { splitLocale } from '../components/lib/urls'

export function onBeforeRoute(pageContext: PageContextServer) {
  const { locale, logicalPath } = splitLocale(pageContext.urlPathname)
  if (locale) return { pageContext: { locale, urlLogical: logicalPath } }
  // Outside the language folders there are only the language chooser at `/` (pre-rendering puts it there,
  // see +onPrerenderStart.ts) and the root 404 page; both are English.
  return { pageContext: { locale: DEFAULT_LOCALE, urlLogical: logicalPath, isRootPage: true } }
}
