// Each page's CSS (docs/decisions.md §25), read from the built pages: no stylesheet holds the first paint, no rule
// is sent twice (inline and linked), and every class a page's HTML uses that some page's CSS styles is styled by
// this page's own CSS. The islands' own markup (the dialog, the popup) is covered by the browser tests that open
// them.
import { test, expect } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder } from '../../scripts/lib/files.mjs'
import { afterPaintStylesheets, inlineCss } from '../../scripts/after-first-paint.mjs'
import { ALL_PAGES, DIST, readBuilt } from './support/site'

const linkTags = (html: string) => [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0])
const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1] ?? ''
/** Each stylesheet read once: pages with the same partials share one file. */
const stylesheets = new Map<string, string>()
const stylesheet = (href: string) => {
  if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(DIST, href), 'utf8'))
  return stylesheets.get(href)!
}
const linkedCss = (html: string) => [...new Set(linkTags(html).map(hrefOf))].map(stylesheet).join('')
/** Rules as selector + block, outside at-rules' nesting detail: enough to see one sent twice. */
const rules = (css: string) => [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => `${m[1]!.trim()}{${m[2]!.trim()}}`)
const styledClasses = (css: string) => new Set([...css.matchAll(/\.(gr-[\w-]+)/g)].map((m) => m[1]!))
const htmlClasses = (html: string) =>
  new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)).filter((c) => c.startsWith('gr-')))

const pages = ALL_PAGES.map((page) => ({ url: page.url, html: readBuilt(page.url) }))
/** Every class some partial styles, built or not (a partial no page uses is styled nowhere in the build). */
const partials = ['styles', 'components', 'pages'].flatMap((dir) => filesUnder(dir, (name) => name.endsWith('.scss')))
const everyStyledClass = new Set([
  ...pages.flatMap(({ html }) => [...styledClasses(inlineCss(html) + linkedCss(html))]),
  ...partials.flatMap((file) => [...styledClasses(readFileSync(file, 'utf8'))]),
])

test('no page has a stylesheet that blocks its first paint: the rest is linked after it, or inline (home)', () => {
  for (const { url, html } of pages) {
    const withoutNoscript = html.replace(/<noscript[^>]*>[\s\S]*?<\/noscript>/g, '')
    expect(linkTags(withoutNoscript), `${url}: a stylesheet the parser would fetch`).toEqual([])
    expect(inlineCss(html).length, `${url} has its first screen's CSS inline`).toBeGreaterThan(0)
    // Readers without scripts get the same stylesheet the start script links (scripts/after-first-paint.mjs).
    expect(linkTags(html).map(hrefOf), url).toEqual(afterPaintStylesheets(html))
    const isHome = /^\/[a-z]{2}\/$/.test(url)
    expect(afterPaintStylesheets(html).length, `${url} ${isHome ? 'carries all its CSS inline' : 'links the rest of its CSS'}`).toBe(
      isHome ? 0 : 1,
    )
  }
})

test('no rule is sent twice: a page inlines and links different rules', () => {
  for (const { url, html } of pages) {
    const inline = new Set(rules(inlineCss(html)))
    const twice = rules(linkedCss(html)).filter((rule) => inline.has(rule) && !rule.startsWith('to{') && !rule.startsWith('from{'))
    expect(twice, url).toEqual([])
  }
})

test("every styled class a page's HTML uses is in that page's own CSS", () => {
  for (const { url, html } of pages) {
    const own = styledClasses(inlineCss(html) + linkedCss(html))
    const missing = [...htmlClasses(html)].filter((c) => everyStyledClass.has(c) && !own.has(c))
    expect(missing, url).toEqual([])
  }
})
