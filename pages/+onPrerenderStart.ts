// Fans every page out to the URLs the route table gives it (each language, and a root copy where it has
// one); `locatePage` decides each copy's language, as +onBeforeRoute.ts does for a request.
import type { PrerenderContext } from 'vike/types'
import { LOCALE_CODES } from '../locales/locales'
import { builtUrls, locatePage, routeByPageId } from '../components/lib/routes'

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = []
  for (const pageContext of prerenderContext.pageContexts) {
    const route = routeByPageId(pageContext.pageId)
    for (const urlOriginal of builtUrls(route, LOCALE_CODES)) {
      pageContexts.push({ ...pageContext, urlOriginal, ...locatePage(urlOriginal) })
    }
  }
  return { prerenderContext: { pageContexts } }
}
