/**
 * Every language link remembers the choice (docs/decisions.md §33): the header switcher, the mobile menu, the
 * footer list, the 404 page's list and the root chooser all mark their links with the language they lead to
 * (`<a href="/da/…" lang="da">`), and this one listener on the document stores the code of the folder the
 * link leads to as `i18nextLng`, which the root page's redirect reads next time. A link to this same page in
 * another language also carries the current hash (`/en/contact/#top` → `/da/contact/#top`), as the switcher
 * does. The link itself still navigates (or the switcher's island does), so without scripts it is a plain
 * link. (`hreflang` would say it too, but React writes it `hrefLang`, which the HTML validator rejects.)
 */
import { STORAGE_KEYS, writeStorage } from '../lib/storage'

export function languageChoice(doc: Document = document): void {
  // Without document events the links still lead to their language; only the memory of it is lost.
  if (typeof doc.addEventListener !== 'function') return
  // Capture phase: an island that holds a click until it has hydrated stops it from bubbling.
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href][lang]')
      // A language link is marked with its language and leads into that language's folder, whose name is the
      // code; reading it there instead of importing the table of languages keeps this out of every page's
      // script budget (the root redirect checks the code it reads).
      const code = link?.getAttribute('href')?.match(/^\/([^/]+)\//)?.[1]
      if (!link || !code) return
      writeStorage(STORAGE_KEYS.language, code)
      if (location.hash && !link.hash && samePageElsewhere(link.pathname, code)) link.hash = location.hash
    },
    true,
  )
}

/** Whether `path` (in language `code`) is the page shown now, in another language: the same path after the
 *  language folder. */
function samePageElsewhere(path: string, code: string): boolean {
  const rest = (p: string) => p.replace(/^\/[^/]+\//, '/')
  return path.startsWith(`/${code}/`) && rest(path) === rest(location.pathname)
}
