// Run by scripts/postbuild.mjs on every built page: nothing but the HTML (and the first screen's CSS inline in its
// head, docs/decisions.md §25) comes before the page's first paint. The stylesheet Vike links (the page's CSS
// below its first screen) and the module script that starts the page's behaviours are requested once the
// browser reports that paint, by one inline script at the end of the body (hashed into the CSP like every inline
// script). Requested earlier, they shared the first round trips with the document and ran their start-up before
// the first frame (decision §25 has the measurements). Without scripts, a <noscript> link in the head applies
// the stylesheet as a normal, blocking one.
import { readFileSync, writeFileSync } from 'node:fs'

const VIKE_STYLESHEET = /[ \t]*<link rel="stylesheet" type="text\/css" href="([^"]+)">\n?/g
const VIKE_ENTRY = /[ \t]*<script src="([^"]+)" type="module" async><\/script>\n?/g
/** Marks the <noscript> fallbacks whose stylesheet the start script links. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint'
/** A browser that never reports a paint (no Paint Timing) starts this long after `load`. */
export const NO_PAINT_TIMING_DELAY_MS = 3000
/** Set on the root once the stylesheet has applied and the module script has run (or failed to load). */
export const STARTED_ATTRIBUTE = 'data-started'
/**
 * For the browser tests to poll in the page, given STARTED_ATTRIBUTE: true once the page has started, or when it
 * has no start script to wait for. A function, not a string: the pages' CSP forbids evaluating strings.
 * @param {string} attribute
 * @returns {boolean}
 */
export function pageHasStarted(attribute) {
  return document.documentElement.hasAttribute(attribute) || ![...document.scripts].some((s) => (s.textContent || '').includes(attribute))
}

/**
 * The inline script: once the first contentful paint is reported (a page painted in a background tab reports
 * it when shown), it links each marked stylesheet and adds the module script `entry`, and marks the root
 * (STARTED_ATTRIBUTE) once each has loaded or failed: `load` no longer says that the page's scripts have run.
 * Without Paint Timing it starts after the next frame, and in any case a while after `load`, so nothing waits on
 * a report that never comes. (Handlers set as properties by a script are not inline handlers to the CSP.)
 * @param {string | null} entry
 * @returns {string}
 */
export function startAfterFirstPaint(entry) {
  const addEntry = entry ? `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};add(s)` : ''
  return (
    `(function(){var d=0,n=1,r=document.documentElement;function done(){--n||r.setAttribute(${JSON.stringify(STARTED_ATTRIBUTE)},'')}` +
    `function add(e){n++;e.onload=e.onerror=done;document.head.appendChild(e)}function go(){if(d)return;d=1;` +
    `document.querySelectorAll('noscript[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(x){var m=/href="([^"]+)"/.exec(x.textContent||'');` +
    `if(m){var l=document.createElement('link');l.rel='stylesheet';l.href=m[1];add(l)}});${addEntry};done()}` +
    `var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>-1)` +
    `new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go)});` +
    `addEventListener('load',function(){setTimeout(go,${NO_PAINT_TIMING_DELAY_MS})})})()`
  )
}

/**
 * The page's inline first-screen CSS (renderer/head.ts writes it), for the audit and the tests.
 * @param {string} html
 * @returns {string}
 */
export function inlineCss(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('')
}

/**
 * The stylesheets a page links once painted, from its <noscript> fallbacks.
 * @param {string} html
 * @returns {string[]}
 */
export function afterPaintStylesheets(html) {
  return [...html.matchAll(new RegExp(`<noscript ${AFTER_PAINT_ATTRIBUTE}><link rel="stylesheet" href="([^"]+)"></noscript>`, 'g'))].map(
    (match) => match[1] ?? '',
  )
}

/**
 * The page's HTML with its linked stylesheets and its module script requested after the first paint; unchanged
 * when it has neither.
 * @param {string} html
 * @returns {string}
 */
export function afterFirstPaint(html) {
  const hrefs = [...html.matchAll(VIKE_STYLESHEET)].map((match) => match[1])
  const entries = [...html.matchAll(VIKE_ENTRY)].map((match) => match[1] ?? '')
  if (hrefs.length === 0 && entries.length === 0) return html
  if (entries.length > 1) throw new Error(`A page has ${entries.length} module scripts; the start script adds one`)
  let out = html.replace(VIKE_STYLESHEET, '').replace(VIKE_ENTRY, '')
  if (hrefs.length) {
    const firstScreenEnd = out.indexOf('</style>')
    if (firstScreenEnd === -1) throw new Error('A page links a stylesheet but has no inline first-screen CSS to put it after')
    const at = firstScreenEnd + '</style>'.length
    const fallbacks = hrefs.map((href) => `<noscript ${AFTER_PAINT_ATTRIBUTE}><link rel="stylesheet" href="${href}"></noscript>`).join('')
    out = `${out.slice(0, at)}${fallbacks}${out.slice(at)}`
  }
  return out.replace('</body>', `<script>${startAfterFirstPaint(entries[0] ?? null)}</script>\n  </body>`)
}

/**
 * Applies afterFirstPaint to every page in `files`; returns how many pages changed.
 * @param {string[]} files
 * @returns {number}
 */
export function afterFirstPaintIn(files) {
  let changed = 0
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    const next = afterFirstPaint(html)
    if (next !== html) {
      writeFileSync(file, next)
      changed++
    }
  }
  return changed
}
