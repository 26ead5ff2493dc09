// The page-weight checker (scripts/lib/page-weight.mjs) on fixtures: it must fail oversized pages, and
// only grant the larger JavaScript budget to home pages and pages with an eager island on the first screen.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  buildMeasurement,
  checkBudgets,
  compressedSizes,
  CSS_BUDGET,
  HOME_JS_BUDGET,
  HTML_BUDGET,
  HOME_HTML_BUDGET,
  FIRST_FRAME_LAYOUT_OBJECTS,
  FIRST_ROUND_TRIP,
  isHomePath,
  jsBudgetFor,
  KB,
  PAGE_JS_BUDGET,
  resourceKind,
  type IslandInfo,
  type RawResponse,
} from '../../scripts/lib/page-weight.mjs'

const ORIGIN = 'http://127.0.0.1:4173'
/** Random bytes do not compress: gzip of `n` random bytes is a little more than `n`. */
const incompressible = (bytes: number) => randomBytes(bytes)

function response(path: string, resourceType: string, body: Buffer | string, status = 200): RawResponse {
  return { url: `${ORIGIN}${path}`, resourceType, contentType: '', status, body }
}

const smallPage = (): RawResponse[] => [
  response('/en/contact/', 'document', '<!doctype html><html lang="en"><title>Contact</title></html>'),
  response('/assets/static/main.css', 'stylesheet', 'body{margin:0}'.repeat(50)),
  response('/assets/entries/client.js', 'script', 'export const x=1;'.repeat(50)),
  response('/favicon.svg', 'image', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
]

function measure(
  path: string,
  responses: RawResponse[],
  extra: { requests?: string[]; islands?: IslandInfo[]; images?: { src: string; width: string | null; height: string | null }[] } = {},
) {
  return buildMeasurement({
    url: `${ORIGIN}${path}`,
    responses,
    requests: [...responses.map((r) => r.url), ...(extra.requests ?? [])],
    dom: { islands: extra.islands ?? [], images: extra.images ?? [] },
  })
}

describe('budgets', () => {
  it('are the numbers the issue names, in KB of 1024 bytes', () => {
    expect(HOME_JS_BUDGET).toBe(90 * 1024)
    expect(PAGE_JS_BUDGET).toBe(10 * 1024)
    expect(HTML_BUDGET).toBe(35 * 1024)
    expect(HOME_HTML_BUDGET).toBe(25 * 1024)
    expect(FIRST_ROUND_TRIP).toBe(14 * 1024)
    expect(CSS_BUDGET).toBe(25 * 1024)
    expect(FIRST_FRAME_LAYOUT_OBJECTS).toBe(300)
  })

  it('holds a home page to its own HTML budget, and only a home page', () => {
    // Over the home page's budget, under any other page's.
    const doc = (path: string) => [response(path, 'document', incompressible(HOME_HTML_BUDGET + KB))]
    expect(checkBudgets(measure('/da/', doc('/da/')))).toEqual([expect.stringMatching(new RegExp(`HTML .* > ${HOME_HTML_BUDGET / KB}`))])
    expect(checkBudgets(measure('/da/contact/', doc('/da/contact/')))).toEqual([])
  })

  it('a small page passes', () => {
    const m = measure('/en/contact/', smallPage(), { images: [{ src: '/a.webp', width: '10', height: '10' }] })
    expect(checkBudgets(m)).toEqual([])
  })

  it('fails an oversized fixture on every byte budget at once', () => {
    const m = measure('/en/contact/', [
      response('/en/contact/', 'document', incompressible(36 * KB)),
      response('/assets/a.css', 'stylesheet', incompressible(20 * KB)),
      response('/assets/b.css', 'stylesheet', incompressible(6 * KB)),
      response('/assets/client.js', 'script', incompressible(11 * KB)),
    ])
    const problems = checkBudgets(m)
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(/^\/en\/contact\/ \(mobile\): JavaScript 11\.\d KB gzip > 10\.0 KB/)
    expect(problems[1]).toMatch(/HTML 36\.\d KB gzip > 35\.0 KB/)
    expect(problems[2]).toMatch(/CSS 26\.\d KB gzip > 25\.0 KB/)
  })

  it('measures gzip itself, not the raw size: 200 KB of repetitive JavaScript is within 10 KB', () => {
    const m = measure('/en/contact/', [response('/assets/client.js', 'script', 'console.log(1);\n'.repeat(12_800))])
    expect(m.totals.js.raw).toBe(204_800)
    expect(m.totals.js.gzip).toBeLessThan(PAGE_JS_BUDGET)
    expect(m.totals.js.brotli).toBeLessThan(m.totals.js.gzip)
    expect(checkBudgets(m)).toEqual([])
  })

  it('redirect responses count nothing', () => {
    const m = measure('/en/contact/', [response('/en/contact', 'document', incompressible(50 * KB), 301)])
    expect(m.resources).toEqual([])
  })

  it('a home page may ship 90 KB of JavaScript, not more', () => {
    const within = measure('/da/', [response('/assets/react.js', 'script', incompressible(80 * KB))])
    expect(within.isHome).toBe(true)
    expect(checkBudgets(within)).toEqual([])
    const over = measure('/da/', [response('/assets/react.js', 'script', incompressible(91 * KB))])
    expect(checkBudgets(over).join('\n')).toMatch(/JavaScript 91\.\d KB gzip > 90\.0 KB \(home page\)/)
  })

  it('other pages get 90 KB only with an eager island in the first viewport', () => {
    const js = [response('/assets/react.js', 'script', incompressible(60 * KB))]
    const island = (hydrate: string, inFirstViewport: boolean): IslandInfo => ({ name: 'X', hydrate, inFirstViewport })
    for (const hydrate of ['load', 'idle', 'visible']) {
      const m = measure('/en/early-access/', js, { islands: [island(hydrate, true)] })
      expect(jsBudgetFor(m).limit, hydrate).toBe(HOME_JS_BUDGET)
      expect(checkBudgets(m)).toEqual([])
    }
    // On interaction only, or below the fold, or absent: 10 KB.
    for (const islands of [[island('interaction', true)], [island('load', false), island('visible', false)], []]) {
      const m = measure('/en/early-access/', js, { islands })
      expect(jsBudgetFor(m).limit).toBe(PAGE_JS_BUDGET)
      expect(checkBudgets(m)).toHaveLength(1)
    }
  })

  it('the bare root is not a home page', () => {
    expect(isHomePath('/')).toBe(false)
    expect(isHomePath('/no/')).toBe(true)
    expect(isHomePath('/no/contact/')).toBe(false)
  })

  it('fails an <img> without width or height', () => {
    const m = measure('/en/', smallPage(), {
      images: [
        { src: '/ok.webp', width: '640', height: '480' },
        { src: '/no-height.webp', width: '640', height: null },
        { src: '/none.webp', width: null, height: null },
      ],
    })
    expect(checkBudgets(m)).toEqual([
      '/en/ (mobile): <img src="/no-height.webp"> has no width and height',
      '/en/ (mobile): <img src="/none.webp"> has no width and height',
    ])
  })

  it('fails any request to another host, even one that never answered', () => {
    const m = measure('/en/', smallPage(), {
      requests: ['https://eu.i.posthog.com/decide/', 'https://fonts.googleapis.com/css2', 'data:image/png;base64,AAAA', `${ORIGIN}/x.js`],
    })
    expect(m.thirdParty).toEqual(['https://eu.i.posthog.com/decide/', 'https://fonts.googleapis.com/css2'])
    expect(checkBudgets(m)).toHaveLength(2)
  })

  it('sorts responses by kind', () => {
    expect(resourceKind('document', `${ORIGIN}/`)).toBe('html')
    expect(resourceKind('fetch', `${ORIGIN}/animations/dice.json`, 'application/json')).toBe('other')
    expect(resourceKind('other', `${ORIGIN}/a.woff2`)).toBe('font')
    expect(resourceKind('fetch', `${ORIGIN}/x`, 'text/javascript; charset=utf-8')).toBe('js')
  })

  it('compresses with gzip 9 and brotli 11', () => {
    const sizes = compressedSizes('a'.repeat(10_000))
    expect(sizes.raw).toBe(10_000)
    expect(sizes.gzip).toBeLessThan(100)
    expect(sizes.brotli).toBeLessThan(sizes.gzip)
  })
})
