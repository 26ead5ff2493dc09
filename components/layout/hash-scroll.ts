/**
 * With a hash in the URL the page glides to that section 300 ms after load, as far below the top as the root's
 * `scroll-padding-top` says (styles/base: clear of the sticky header, less on a short screen, where the header
 * scrolls away). A language switch restores the previous scroll position instead.
 */
import { prefersReducedMotion } from '../lib/motion'
import { afterLoad } from '../lib/idle'
import { restoreScrollPosition } from '../lib/scroll-restore'
import { topClearance } from '../lib/top-clearance'

export const HASH_SCROLL_DELAY_MS = 300

export function hashScroll(): void {
  afterLoad(() => setTimeout(() => document.documentElement.classList.add('gr-smooth-scroll'), HASH_SCROLL_DELAY_MS))
  if (restoreScrollPosition()) return
  const id = decodeURIComponent(window.location.hash.slice(1))
  if (!id) return
  afterLoad(() =>
    setTimeout(() => {
      const target = document.getElementById(id)
      if (!target) return
      const top = target.getBoundingClientRect().top + window.scrollY - topClearance()
      window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
    }, HASH_SCROLL_DELAY_MS),
  )
}
