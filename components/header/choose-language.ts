/** What choosing a language does (docs/decisions.md §33), shared by the header switcher and the mobile menu. */
import { switchLocaleUrl } from '../lib/urls'
import { STORAGE_KEYS, writeStorage } from '../lib/storage'
import { track } from '../consent/track'
import { rememberScrollPosition } from '../enhancements/scroll-restore'
import type { Locale } from '../../locales/locales'

export function chooseLanguage(current: Locale, next: Locale): void {
  writeStorage(STORAGE_KEYS.language, next)
  document.documentElement.lang = next
  if (next === current) return
  track('language_change', { from_language: current, to_language: next, page: window.location.pathname })
  rememberScrollPosition(window.scrollY)
  window.location.assign(switchLocaleUrl(window.location.pathname, window.location.hash, next))
}
