// Run by scripts/postbuild.mjs on every built page: the stylesheet Vike links (the page's CSS below its first
// screen; the first screen's is inline in the head, docs/decisions.md §25) stops holding the first paint.
// As beasties' `media-script` strategy and loadCSS do it: the link starts as `media="print"`, which the browser
// fetches without blocking rendering, and one inline script (hashed into the CSP like every inline script, so
// no `onload` attribute) makes it apply once it has loaded. Without scripts, a <noscript> link applies it.
import { readFileSync, writeFileSync } from 'node:fs'

/** The inline script: each deferred stylesheet applies once loaded (at once if it already has). */
export const APPLY_DEFERRED_STYLES =
  "document.querySelectorAll('link[data-deferred]').forEach(function(l){function a(){l.media='all'}l.sheet?a():l.addEventListener('load',a)})"

const VIKE_STYLESHEET = /[ \t]*<link rel="stylesheet" type="text\/css" href="([^"]+)">\n?/g

/**
 * The page's inline first-screen CSS (renderer/head.ts writes it), for the audit and the tests.
 * @param {string} html
 * @returns {string}
 */
export function inlineCss(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('')
}

/**
 * The page's HTML with its linked stylesheets deferred; unchanged when it links none.
 * @param {string} html
 * @returns {string}
 */
export function deferStyles(html) {
  const hrefs = [...html.matchAll(VIKE_STYLESHEET)].map((match) => match[1])
  if (hrefs.length === 0) return html
  const withoutLinks = html.replace(VIKE_STYLESHEET, '')
  const firstScreenEnd = withoutLinks.indexOf('</style>')
  if (firstScreenEnd === -1) throw new Error('A page links a stylesheet but has no inline first-screen CSS to put it after')
  const at = firstScreenEnd + '</style>'.length
  const links = hrefs
    .map(
      (href) =>
        `<link rel="stylesheet" href="${href}" media="print" data-deferred><noscript><link rel="stylesheet" href="${href}"></noscript>`,
    )
    .join('')
  const withLinks = `${withoutLinks.slice(0, at)}${links}${withoutLinks.slice(at)}`
  return withLinks.replace('</body>', `<script>${APPLY_DEFERRED_STYLES}</script>\n  </body>`)
}

/**
 * Defers the stylesheets of every page in `files`; returns how many pages changed.
 * @param {string[]} files
 * @returns {number}
 */
export function deferStylesIn(files) {
  let changed = 0
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    const deferred = deferStyles(html)
    if (deferred !== html) {
      writeFileSync(file, deferred)
      changed++
    }
  }
  return changed
}
