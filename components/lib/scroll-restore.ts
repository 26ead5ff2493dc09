/**
 * The language switcher keeps the reader's place: it stores the scroll position before it navigates, and
 * the next page restores it about 150 ms after load (docs/decisions.md §33).
 */
import { afterLoad } from './idle'
import { showDeferredSections } from './deferred-sections'

export const SCROLL_RESTORE_KEY = 'gr-lang-switch-scroll'
export const SCROLL_RESTORE_DELAY_MS = 150

export function rememberScrollPosition(y: number): void {
  try {
    sessionStorage.setItem(SCROLL_RESTORE_KEY, String(Math.round(y)))
  } catch {
    // Storage blocked: the new page simply starts at the top.
  }
}

/** Returns true when a stored position was found (and will be restored). */
export function restoreScrollPosition(): boolean {
  let stored: string | null = null
  try {
    stored = sessionStorage.getItem(SCROLL_RESTORE_KEY)
    sessionStorage.removeItem(SCROLL_RESTORE_KEY)
  } catch {
    return false
  }
  const y = Number(stored)
  if (stored === null || !Number.isFinite(y)) return false
  // The position counts from the page's real heights, not from sections still waiting to render.
  showDeferredSections()
  afterLoad(() => setTimeout(() => window.scrollTo({ top: y, behavior: 'instant' }), SCROLL_RESTORE_DELAY_MS))
  return true
}
