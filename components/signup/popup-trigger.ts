/**
 * The newsletter popup's trigger (docs/decisions.md §38): after 30 s or once the visitor has scrolled past half of
 * the page, whichever comes first, and only while `newsletter-popup-seen` is absent. It is a plain
 * enhancement, so React is not downloaded until the popup is due; then it starts the island. It never
 * opens over the cookie banner or another open dialog: it waits until they are gone.
 */
import { hydrateIsland } from '../islands/runtime'
import { isBannerVisible } from '../analytics/consent'
import { getConsentState } from '../analytics/consent-store'
import { SCROLL_LOCK_CLASS } from '../lib/scroll-lock'
import { STORAGE_KEYS, readStorage } from '../lib/storage'
import { whenShown } from '../lib/when-shown'

export const POPUP_DELAY_MS = 30_000
export const POPUP_SCROLL_RATIO = 0.5
const RECHECK_MS = 1000

/** How far down the page the visitor has scrolled, 0 to 1 (0 when it does not scroll). */
export function scrollProgress(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight
  return scrollable > 0 ? window.scrollY / scrollable : 0
}

/** The visitor is typing into a field (the hero's e-mail, say): do not take the focus away mid-word. */
function typing(): boolean {
  return document.activeElement instanceof HTMLElement && document.activeElement.matches('input, textarea, select, [contenteditable]')
}

/** Another overlay is on screen (the cookie banner, an open dialog, the full-screen menu), or the visitor is typing. */
export function popupMustWait(): boolean {
  return (
    typing() ||
    isBannerVisible(getConsentState()) ||
    document.querySelector('dialog[open]') !== null ||
    document.documentElement.classList.contains(SCROLL_LOCK_CLASS)
  )
}

export function newsletterPopupTrigger(slot: HTMLElement): void {
  const island = slot.querySelector<HTMLElement>('[data-island="NewsletterPopup"]')
  if (!island || readStorage(STORAGE_KEYS.newsletterPopupSeen)) return

  let fired = false
  const onScroll = () => {
    if (scrollProgress() > POPUP_SCROLL_RATIO) fire()
  }
  const open = () => {
    if (readStorage(STORAGE_KEYS.newsletterPopupSeen)) return
    if (popupMustWait()) {
      setTimeout(open, RECHECK_MS)
      return
    }
    void hydrateIsland(island).catch(() => undefined)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  function fire() {
    if (fired) return
    fired = true
    clearTimeout(timer)
    window.removeEventListener('scroll', onScroll)
    open()
  }
  // The 30 seconds are the visitor's: a prerendered page starts counting when it is shown.
  whenShown(() => {
    timer = setTimeout(() => fire(), POPUP_DELAY_MS)
    window.addEventListener('scroll', onScroll, { passive: true })
  })
}
