/**
 * Leaving the page cancels the script imports still under way (Firefox rejects them as soon as the navigation
 * starts, before pagehide): that is no failure worth a warning in the visitor's console. The islands runtime
 * and the analytics loader both import on demand and ask `isLeaving()` before they warn. The beforeunload
 * listener is held only while an import is under way, since Firefox keeps no page that has one in its
 * back-forward cache. beforeunload also fires for a download or a mailto: link that leaves the page where it
 * is, so that mark lapses after a moment; a page restored from the cache is live again.
 */
let leaving = false
let importsUnderWay = 0
const markLeaving = (event: Event) => {
  leaving = true
  if (event.type === 'beforeunload') setTimeout(() => (leaving = false), 2000)
}
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', markLeaving)
  window.addEventListener('pageshow', () => (leaving = false))
}

/** Whether the visitor is leaving the page (so a cancelled import is no fault). */
export function isLeaving(): boolean {
  return leaving
}

/** `work` (an import), watched for a departure while it is under way. */
export function whileImporting<T>(work: Promise<T>): Promise<T> {
  if (importsUnderWay++ === 0) window.addEventListener('beforeunload', markLeaving)
  const done = () => {
    if (--importsUnderWay === 0) window.removeEventListener('beforeunload', markLeaving)
  }
  work.then(done, done)
  return work
}
