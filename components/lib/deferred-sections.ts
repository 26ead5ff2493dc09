/**
 * A page's sections below its first screen, and its footer, are laid out when the browser has time for them, not
 * all together in the first frame (docs/decisions.md §25). On the home page, about a thousand elements on a
 * 7,800 px phone page, that first style and layout was one task of 60-100 ms on a fast machine; on a legal page,
 * deferring halves the objects laid out before the first paint.
 *
 * How: a page marks those sections with DEFERRED_SECTION_ATTRIBUTE (the footer always; the home page, the legal
 * pages and the use cases their sections after the first; in the home page's pricing section only its plans, as a
 * waiting <select> makes Chromium render its whole section at once). The inline head script below marks the
 * root with DEFER_ROOT_ATTRIBUTE, and while both marks stand a section has `content-visibility: auto`
 * (styles/objects/_deferred-section.scss): the browser skips its layout and paint until it nears the screen.
 * Once the page is idle, deferSections() hands the sections back one per frame, then clears the root's mark,
 * and the page is as if it had never been deferred.
 *
 * Where a skipped section's guessed height could put the reader in the wrong place, nothing is deferred, or
 * everything is shown at once (showDeferredSections) before the browser measures:
 * - the head script defers only on a fresh navigation without a #fragment: a reload or a step back restores a
 *   scroll position, and a fragment is scrolled to;
 * - a click on a link to a part of this page (the header's section links), and printing, show everything first;
 * - so does a language switch that restores the reader's place (./scroll-restore.ts);
 * - so does the reader's first key, touch, click or wheel turn while sections still wait: a jump (End, a flick, a long
 *   wheel turn) would otherwise pass skipped sections whose real height arrives later and moves the page, and Safari
 *   has no scroll anchoring to hide that.
 * Without scripts the root is never marked and the page renders whole; if the module script fails, the head script
 * clears its mark DEFER_SECTIONS_FALLBACK_MS after load.
 */
import { afterLoad, nextIdle } from './idle'

/** The root's mark, set by the head script: deferred sections may skip rendering while it stands. */
export const DEFER_ROOT_ATTRIBUTE = 'data-defer-sections'

/** A section that may be rendered after the first frame. */
export const DEFERRED_SECTION_ATTRIBUTE = 'data-deferred-section'

/** Spread on a section's element: `<section {...DEFERRED_SECTION}>`. */
export const DEFERRED_SECTION = { [DEFERRED_SECTION_ATTRIBUTE]: '' } as const

/** How long the page waits, at most, for an idle moment before it hands back the next section. */
export const DEFERRED_SECTION_IDLE_TIMEOUT_MS = 1000

/**
 * How long after `load` the head script clears its mark on its own: the start-up normally has handed every section
 * back long before, but if the page's module script never arrives, nothing else would.
 */
export const DEFER_SECTIONS_FALLBACK_MS = 3000

// Built by a call marked pure, so the browser bundle, which imports only the names, drops the text. A unit test
// runs it against each kind of navigation.
export const DEFER_SECTIONS_SCRIPT = /* @__PURE__ */ deferScript()

function deferScript(): string {
  const mark = JSON.stringify(DEFER_ROOT_ATTRIBUTE)
  return (
    `try{if(!location.hash&&performance.getEntriesByType("navigation")[0].type==="navigate"){` +
    `var r=document.documentElement;r.setAttribute(${mark},"");` +
    `addEventListener("load",function(){setTimeout(function(){r.removeAttribute(${mark})},${DEFER_SECTIONS_FALLBACK_MS})})}}catch(e){}`
  )
}

/** True while the page may still skip rendering some of its sections. */
export function sectionsDeferred(): boolean {
  return document.documentElement.hasAttribute(DEFER_ROOT_ATTRIBUTE)
}

/** Renders every section now, so that the next measurement or scroll sees the page's real heights. */
export function showDeferredSections(): void {
  document.documentElement.removeAttribute(DEFER_ROOT_ATTRIBUTE)
}

/** A link to a part of this very page: the browser scrolls to it, so its place must be measured for real. */
function isInPageLink(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || !link.hash) return false
  return link.origin === location.origin && link.pathname === location.pathname
}

/** The reader's first moves, each of which may scroll the page further than the sections rendered so far. */
const READER_INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const

/**
 * Start-up: shows everything before an in-page jump, printing or the reader's first move, and after load hands
 * the sections back one idle moment at a time, so that no frame lays out more than one of them.
 */
export function deferSections(): void {
  if (!sectionsDeferred()) return
  const listening = new AbortController()
  const showAll = () => {
    listening.abort()
    showDeferredSections()
  }
  const queue = Array.from(document.querySelectorAll<HTMLElement>(`[${DEFERRED_SECTION_ATTRIBUTE}]`))
  // Where requestIdleCallback is missing (Safari), one section every 50 ms.
  const nextHandBack = () => nextIdle(handBack, DEFERRED_SECTION_IDLE_TIMEOUT_MS, 50)
  const handBack = () => {
    const section = queue.shift()
    // Done, or shown already by something else (a restored place, the head script's fallback).
    if (!section || !sectionsDeferred()) return showAll()
    section.removeAttribute(DEFERRED_SECTION_ATTRIBUTE)
    // The next idle moment comes after the frame that renders this section.
    requestAnimationFrame(nextHandBack)
  }
  // The hand-back is set up first, so that a browser that refuses a listener below still renders every section.
  afterLoad(nextHandBack)
  const options = { capture: true, passive: true, signal: listening.signal }
  document.addEventListener('click', (event) => isInPageLink(event.target) && showAll(), options)
  window.addEventListener('beforeprint', showAll, options)
  for (const type of READER_INPUT_EVENTS) window.addEventListener(type, showAll, options)
}
