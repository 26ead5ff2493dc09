/**
 * The newsletter popup's trigger (docs/decisions.md §38): after 30 s or once the visitor has scrolled past half of
 * the page, whichever comes first, and only while `newsletter-popup-seen` is absent. It is a plain
 * enhancement, so React is not downloaded until the popup is due; then it starts the island. It never
 * opens over the cookie banner or another open dialog: it waits until they are gone.
 *
 * Only scrolling the visitor does counts (WCAG 3.2.1, docs/accessibility.md): a focus change scrolls the page
 * to the focused element (Tab onto the pricing tabs goes past half), and that is not the visitor scrolling.
 * After a focus change, scroll events are ignored until the visitor's next own scroll input: a wheel, a touch,
 * a press of the pointer (the scrollbar), a key that scrolls.
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

/** Keys that scroll the page when focus is on something that does not take them (Tab only moves focus). */
const SCROLL_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' ', 'Spacebar'])

/**
 * Whether the page's latest scroll is the visitor's own: false from a focus change until the next scroll input.
 * A key that scrolls and also moves focus (an arrow between tabs) counts as a focus change: `focusin` follows
 * its `keydown`.
 */
export function visitorScrollTracker(target: Window = window): { own: () => boolean; stop: () => void } {
  // Focus already on something when tracking starts (on a slow phone the page is used before its script runs) may
  // have scrolled the page, and its smooth scroll may still be going: not the visitor's own until their next input.
  const focused = target.document.activeElement
  let own = !focused || focused === target.document.body
  const scrollInput = () => {
    own = true
  }
  const scrollKey = (event: KeyboardEvent) => {
    if (SCROLL_KEYS.has(event.key)) own = true
  }
  const focusMoved = () => {
    own = false
  }
  const options = { capture: true, passive: true }
  const inputs = ['wheel', 'touchmove', 'pointerdown'] as const
  for (const type of inputs) target.addEventListener(type, scrollInput, options)
  target.addEventListener('keydown', scrollKey, options)
  target.addEventListener('focusin', focusMoved, options)
  return {
    own: () => own,
    stop: () => {
      for (const type of inputs) target.removeEventListener(type, scrollInput, options)
      target.removeEventListener('keydown', scrollKey, options)
      target.removeEventListener('focusin', focusMoved, options)
    },
  }
}

export function newsletterPopupTrigger(slot: HTMLElement): void {
  const island = slot.querySelector<HTMLElement>('[data-island="NewsletterPopup"]')
  if (!island || readStorage(STORAGE_KEYS.newsletterPopupSeen)) return

  let fired = false
  let visitor: ReturnType<typeof visitorScrollTracker> | undefined
  const onScroll = () => {
    if (visitor?.own() && scrollProgress() > POPUP_SCROLL_RATIO) fire()
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
    visitor?.stop()
    open()
  }
  // The 30 seconds are the visitor's: a prerendered page starts counting when it is shown.
  whenShown(() => {
    timer = setTimeout(() => fire(), POPUP_DELAY_MS)
    visitor = visitorScrollTracker()
    window.addEventListener('scroll', onScroll, { passive: true })
  })
}
