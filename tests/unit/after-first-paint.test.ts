// The postbuild step that keeps a page's stylesheet and module script out of the way of its first paint
// (scripts/after-first-paint.mjs): what it makes of Vike's tags. The browser side is tests/e2e/after-first-paint.spec.ts.
import { describe, expect, it } from 'vitest'
import { NO_PAINT_TIMING_DELAY_MS, afterFirstPaint, afterPaintStylesheets, startAfterFirstPaint } from '../../scripts/after-first-paint.mjs'

const VIKE_PAGE = `<!DOCTYPE html><html><head><title>T</title><style>p{}</style>
    <link rel="stylesheet" type="text/css" href="/assets/static/page.css">
</head><body><main></main>
    <script src="/assets/entries/pages_client.js" type="module" async></script>
  </body></html>`

describe('afterFirstPaint', () => {
  const out = afterFirstPaint(VIKE_PAGE)

  it('leaves no stylesheet link or module script for the parser, only a <noscript> fallback after the inline CSS', () => {
    expect(out).not.toMatch(/<link rel="stylesheet"[^>]*>(?![^<]*<\/noscript>)/)
    expect(out).not.toContain('type="module"')
    expect(out).toContain('<style>p{}</style><noscript data-after-paint><link rel="stylesheet" href="/assets/static/page.css"></noscript>')
    expect(afterPaintStylesheets(out)).toEqual(['/assets/static/page.css'])
  })

  it('adds one start script, the last thing in the body, that names the module script', () => {
    expect(out).toMatch(/<script>\(function\(\)[^<]*<\/script>\s*<\/body>/)
    expect(out).toContain(`<script>${startAfterFirstPaint('/assets/entries/pages_client.js')}</script>`)
  })

  it('leaves a page with neither unchanged, and refuses one with two module scripts', () => {
    const plain = '<html><head></head><body></body></html>'
    expect(afterFirstPaint(plain)).toBe(plain)
    const two = VIKE_PAGE.replace('</main>', '</main><script src="/assets/entries/other.js" type="module" async></script>')
    expect(() => afterFirstPaint(two)).toThrow(/2 module scripts/)
  })

  it('starts without Paint Timing 3 s after load at the latest', () => {
    expect(NO_PAINT_TIMING_DELAY_MS).toBe(3000)
  })
})
