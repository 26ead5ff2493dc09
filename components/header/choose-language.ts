/**
 * What choosing a language in the header switcher or the mobile menu does beyond following the link
 * (docs/decisions.md §33). Storing the choice is not here: every language link's click is stored by the one
 * delegated listener in components/header/language-choice.ts.
 */
import { switchLocaleUrl } from '../lib/urls'
import { track } from '../analytics/track'
import { rememberScrollPosition } from '../lib/scroll-restore'
import type { Locale } from '../../locales/locales'

export function chooseLanguage(current: Locale, next: Locale): void {
  document.documentElement.lang = next
  if (next === current) return
  track('language_change', { from_language: current, to_language: next, page: window.location.pathname })
  rememberScrollPosition(window.scrollY)
  window.location.assign(switchLocaleUrl(window.location.pathname, window.location.hash, next))
}
