// Cloudflare Pages as a host (docs/deploy.md): the built folder served by Cloudflare's own runtime through
// `wrangler pages dev` (./support/wrangler.ts), which reads `_headers` with Cloudflare's parser and applies its
// own redirects and 404 rules. Every page answers 200 with the headers `_headers` promises; an unknown path gets its
// language's 404 page with status 404, an unknown language the root one; a folder's index and its slashless
// address reach the folder; hashed files are cached for good, HTML revalidates, a missing file is not cached; and
// no header comes twice.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, type APIResponse } from '@playwright/test'
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs'
import { startWrangler, type RunningWrangler } from './support/wrangler'
import { ALL_PAGES, DIST, EXPECTED_PAGE_COUNT, LOCALE_CODES, readBuilt } from './support/site'

const PORT = Number(process.env.WRANGLER_PORT ?? 4331)
// One runtime for the file: its tests share one worker, in order.
test.describe.configure({ mode: 'default' })
test.use({ baseURL: `http://127.0.0.1:${PORT}` })

let wrangler: RunningWrangler | undefined
test.beforeAll(async () => {
  test.setTimeout(90_000)
  wrangler = await startWrangler(PORT)
})
test.afterAll(async () => {
  await wrangler?.stop()
})

/** What this build's `_headers` promises for a path, header by header (names in lower case). */
const RULES = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'))
const promised = (path: string) =>
  (headersFor(RULES, path) as [string, string][]).map(([name, value]) => [name.toLowerCase(), value] as const)
const REVALIDATE = 'public, max-age=0, must-revalidate'

const get = (request: { get: (url: string, options?: object) => Promise<APIResponse> }, path: string) =>
  request.get(path, { maxRedirects: 0 })

/**
 * Each header `_headers` promises for `path`, with its value, and none of the response's headers twice. A 404
 * keeps every header but the caching one: Cloudflare sends its own `no-store` there.
 */
function expectPromisedHeaders(response: APIResponse, path: string, label = path) {
  const headers = response.headers()
  for (const [name, value] of promised(path)) {
    if (response.status() === 404 && name === 'cache-control') expect(headers[name], `${label}: ${name}`).toBe('no-store')
    else expect(headers[name], `${label}: ${name}`).toBe(value)
  }
  const names = response.headersArray().map(({ name }) => name.toLowerCase())
  expect(
    names.filter((name, i) => names.indexOf(name) !== i),
    `${label}: headers sent twice`,
  ).toEqual([])
}

test('every built page answers 200, as built, with the headers _headers promises', async ({ request }) => {
  expect(ALL_PAGES).toHaveLength(EXPECTED_PAGE_COUNT)
  expect(promised('/en/').length, 'security and caching headers in _headers').toBeGreaterThanOrEqual(8)
  for (const page of ALL_PAGES) {
    // Cloudflare drops `.html` from an address: a 404 page read on its own is at `/en/404` (and its 404 status
    // for unknown paths is below).
    if (page.url.endsWith('.html')) {
      const redirect = await get(request, page.url)
      expect(redirect.status(), page.url).toBe(308)
      expect(redirect.headers()['location'], page.url).toBe(page.url.replace(/\.html$/, ''))
    }
    const response = await get(request, page.url.replace(/\.html$/, ''))
    expect(response.status(), page.url).toBe(200)
    expect(await response.text(), page.url).toBe(readBuilt(page.url))
    expect(response.headers()['cache-control'], page.url).toBe(REVALIDATE)
    expectPromisedHeaders(response, page.url)
  }
})

test.describe('404 pages', () => {
  const cases: [string, string][] = [
    ...LOCALE_CODES.map((lang): [string, string] => [`/${lang}/no-such-page/`, `/${lang}/404.html`]),
    ...LOCALE_CODES.map((lang): [string, string] => [`/${lang}/use-cases/no-such-case`, `/${lang}/404.html`]),
    // An unknown language prefix (qaa-qtz are private-use codes, never one of the site's) gets the root page.
    ['/qaa/contact/', '/404.html'],
    ['/no-such-file.txt', '/404.html'],
  ]
  for (const [path, page] of cases) {
    test(`${path} → ${page} with status 404`, async ({ request }) => {
      const response = await get(request, path)
      expect(response.status()).toBe(404)
      expect(await response.text()).toBe(readBuilt(page))
      expect(response.headers()['content-type']).toMatch(/^text\/html/)
      expectPromisedHeaders(response, path)
    })
  }
})

test.describe('a folder’s other addresses', () => {
  for (const path of ['/en', '/en/index.html', '/da/contact', '/sv/contact/index.html']) {
    test(`${path} reaches its folder`, async ({ request }) => {
      const folder = `${path.replace(/index\.html$/, '').replace(/\/?$/, '/')}`
      const response = await get(request, path)
      expect([301, 308]).toContain(response.status())
      expect(response.headers()['location']).toBe(folder)
      const followed = await request.get(path)
      expect(followed.status()).toBe(200)
      expect(followed.url()).toBe(`http://127.0.0.1:${PORT}${folder}`)
    })
  }
})

test.describe('caching', () => {
  /** A hashed file a page names: its module script, from its start script. */
  const hashedScript = /"(\/assets\/[^"]+\.js)"/.exec(readBuilt('/en/contact/'))?.[1] ?? ''

  test('a hashed file is cached for good; HTML revalidates', async ({ request }) => {
    expect(hashedScript).toMatch(/^\/assets\//)
    const script = await get(request, hashedScript)
    expect(script.status()).toBe(200)
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expectPromisedHeaders(script, hashedScript)
    const page = await get(request, '/da/')
    expect(page.headers()['cache-control']).toBe(REVALIDATE)
  })

  test('a hashed file that does not exist is a 404 that no cache keeps', async ({ request }) => {
    const missing = hashedScript.replace(/\.js$/, 'x.js')
    const response = await get(request, missing)
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/)
  })
})
