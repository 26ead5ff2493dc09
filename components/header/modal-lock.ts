/**
 * Makes one part of the page modal, as a `<dialog>` opened with `showModal()` would be, for a surface that
 * must stay where it is in the document (the phone menu lives in the sticky header, so the header with its
 * close button stays on screen): the page behind does not scroll, everything outside the surface is inert
 * (no focus, no clicks, hidden from screen readers), and Tab cycles inside it.
 */

import { SCROLL_LOCK_CLASS } from '../lib/scroll-lock'

const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The focusable elements inside `root` that a visitor can reach now (rendered, not in a closed `<details>`). */
function tabbables(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    // A closed <details> hides everything but its own <summary>.
    const details = el.parentElement?.closest('details')
    if (details && !details.open && !(el.tagName === 'SUMMARY' && el.parentElement === details)) return false
    return el.getClientRects().length > 0
  })
}

/** Everything on the path from `surface` up to <body> keeps working; every sibling along it becomes inert. */
function inertOutside(surface: Element): HTMLElement[] {
  const made: HTMLElement[] = []
  for (let node: Element | null = surface; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'TEMPLATE') continue
      sibling.inert = true
      made.push(sibling)
    }
  }
  return made
}

/** Whether `el` sits in a box of the surface that scrolls on its own (the phone menu's panel). */
function inOwnScroller(el: Element, surface: Element): boolean {
  for (let box = el.parentElement; box && box !== surface; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowY
    if (overflow === 'auto' || overflow === 'scroll') return true
  }
  return false
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last, and the page stays
 * still. A control in a part of the surface that scrolls on its own (the panel's last link) is focused as Tab
 * would focus it: that part scrolls to show it (it may be below the panel's fold), and the page behind a fixed
 * layer does not move. Any other (the menu button) is focused in place: it is on screen, and Chromium would
 * scroll the page to bring a sticky header's control to where it sits in the document. */
function cycleFocus(surface: Element) {
  const focusRound = (el: HTMLElement) => (inOwnScroller(el, surface) ? el.focus() : focusInPlace(el))
  return (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const stops = tabbables(surface)
    const first = stops[0]
    const last = stops[stops.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    const outside = !(active instanceof Node) || !surface.contains(active)
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault()
      focusRound(last)
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault()
      focusRound(first)
    }
  }
}

/** Focus an element of the locked surface (its opener, say) without moving the page (see `cycleFocus`). */
export function focusInPlace(el: HTMLElement | null | undefined): void {
  el?.focus({ preventScroll: true })
}

/** Locks the page around `surface`; the returned function undoes exactly what was done. */
export function lockAround(surface: Element): () => void {
  const root = document.documentElement
  // Where the scrollbar takes room (a desktop browser narrowed to a phone's width), hiding it would widen the
  // page, and text reflowed under the menu would shift the page: its room stays reserved while locked.
  const keepGutter = window.innerWidth > root.clientWidth
  if (keepGutter) root.style.setProperty('scrollbar-gutter', 'stable')
  root.classList.add(SCROLL_LOCK_CLASS)
  const made = inertOutside(surface)
  const onKeyDown = cycleFocus(surface)
  document.addEventListener('keydown', onKeyDown)
  return () => {
    document.removeEventListener('keydown', onKeyDown)
    for (const el of made) el.inert = false
    root.classList.remove(SCROLL_LOCK_CLASS)
    if (keepGutter) root.style.removeProperty('scrollbar-gutter')
  }
}
