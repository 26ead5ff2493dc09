// Strips the language prefix: `/da/contact/` renders the `/contact/` page with `locale: 'da'`.
import type { PageContextServer } from 'vike/types'
import { locatePage } from '../components/lib/routes'

export function onBeforeRoute(pageContext: PageContextServer) {
  return { pageContext: locatePage(pageContext.urlPathname) }
}
