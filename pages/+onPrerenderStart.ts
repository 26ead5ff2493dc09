// Fans every page out to the four languages; the language chooser becomes `/` and the 404 page gets a root
// copy as well (scripts/postbuild.mjs turns `…/404/index.html` into `…/404.html`).
import type { PageContextServer, PrerenderContext } from 'vike/types'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../locales/locales'
import { localizedPath, withTrailingSlash } from '../components/lib/urls'

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PageContextServer[] = []
  for (const pageContext of prerenderContext.pageContexts) {
    if (process.env.DEBUG_PRERENDER) console.log('prerender input', pageContext.urlOriginal, pageContext.pageId)
    const logical = withTrailingSlash(pageContext.urlOriginal)
    if (logical === '/_language/') {
      pageContexts.push({ ...pageContext, urlOriginal: '/', urlLogical: logical, locale: DEFAULT_LOCALE, isRootPage: true } as unknown as PageContextServer)
      continue
    }
    for (const locale of LOCALE_CODES) {
      pageContexts.push({ ...pageContext, urlOriginal: localizedPath(locale, logical), urlLogical: logical, locale, isRootPage: false } as unknown as PageContextServer)
    }
    if (logical === '/404/') {
      pageContexts.push({ ...pageContext, urlOriginal: '/404/', urlLogical: logical, locale: DEFAULT_LOCALE, isRootPage: true } as unknown as PageContextServer)
    }
  }
  return { prerenderContext: { pageContexts } }
}
