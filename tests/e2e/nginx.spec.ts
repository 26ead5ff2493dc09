// nginx as a host (docs/decisions.md §36): Debian's nginx serves the built folder with the generated
// dist/nginx/site.conf, and answers as the local server does (headers.spec.ts, build-output.spec.ts) but with
// the production headers: status codes, 404 pages per language, redirects on the same host, every security
// header on every response, caching per path, pre-compressed files and content types.
import { readdirSync, readFileSync } from 'node:fs'
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { join, relative, sep } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test, expect, type APIResponse } from '@playwright/test'
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs'
import { startNginx, type RunningNginx } from './support/nginx'
import { ALL_PAGES, DIST, EXPECTED_PAGE_COUNT, LOCALE_CODES, readBuilt } from './support/site'

const PORT = Number(process.env.NGINX_PORT ?? 4330)
// One nginx for the file: its tests share one worker, in order.
test.describe.configure({ mode: 'default' })
test.use({ baseURL: `http://127.0.0.1:${PORT}` })

let nginx: RunningNginx | undefined
test.beforeAll(async () => {
  nginx = await startNginx(PORT)
})
test.afterAll(async () => {
  await nginx?.stop()
})

/** The production rules of this build, as Netlify or Cloudflare Pages would read them. */
const RULES = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'))
const SECURITY = (headersFor(RULES, '/some/path') as [string, string][]).filter(([name]) => name.toLowerCase() !== 'cache-control')
const cacheFor = (path: string) =>
  (headersFor(RULES, path) as [string, string][]).find(([name]) => name.toLowerCase() === 'cache-control')?.[1]
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** A hashed file a page names: its module script (in its start script) or its stylesheet (the home page links none). */
const firstAsset = (extension: string) => new RegExp(`"(/assets/[^"]+\\.${extension})"`).exec(readBuilt('/en/contact/'))?.[1] ?? ''
const get = (request: { get: (url: string, options?: object) => Promise<APIResponse> }, path: string, encoding = 'identity') =>
  request.get(path, { maxRedirects: 0, headers: { 'Accept-Encoding': encoding } })

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? builtFiles(join(dir, e.name)) : [join(dir, e.name)]))
}

/** The bytes as they arrive, not decoded (Playwright's request decodes br and gzip). */
function rawGet(path: string, encoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    httpGet({ host: '127.0.0.1', port: PORT, path, headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolvePromise({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

function expectProductionHeaders(response: APIResponse, label: string) {
  const headers = response.headers()
  expect(SECURITY.length, 'security headers in _headers').toBeGreaterThanOrEqual(7)
  for (const [name, value] of SECURITY) expect(headers[name.toLowerCase()], `${label}: ${name}`).toBe(value)
  // Unlike the plain-http preview, nginx sends the https-only parts.
  expect(headers['strict-transport-security'], label).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
  const csp = headers['content-security-policy'] ?? ''
  expect(csp, label).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
  expect(csp, label).toMatch(/; frame-ancestors 'none'; upgrade-insecure-requests$/)
}

test('nginx -t accepts the generated configuration', () => {
  expect(nginx?.configTest).toMatch(/syntax is ok/)
  expect(nginx?.configTest).toMatch(/test is successful/)
})

test('every built page is served with status 200, as built, with the production headers', async ({ request }) => {
  expect(ALL_PAGES).toHaveLength(EXPECTED_PAGE_COUNT)
  for (const page of ALL_PAGES) {
    const response = await get(request, page.url)
    expect(response.status(), page.url).toBe(200)
    expect((await response.body()).equals(readFileSync(page.file)), page.url).toBe(true)
    expect(response.headers()['content-type'], page.url).toBe('text/html; charset=utf-8')
    expect(response.headers()['cache-control'], page.url).toBe(REVALIDATE)
    expectProductionHeaders(response, page.url)
  }
})

test.describe('404 pages', () => {
  const cases: [string, string][] = [
    ...LOCALE_CODES.flatMap((lang): [string, string][] => [
      [`/${lang}/no-such-page/`, `/${lang}/404.html`],
      [`/${lang}/no-such-file.png`, `/${lang}/404.html`],
    ]),
    // An unknown language prefix (qaa-qtz are private-use codes, never one of the site's) and unknown top-level
    // paths get the root page, which is English.
    ['/qaa/contact/', '/404.html'],
    ['/qtz/', '/404.html'],
    ['/no-such-file.txt', '/404.html'],
    // A folder without a page is not listed, and the rules file for other hosts is not published.
    ['/assets/', '/404.html'],
    ['/_headers', '/404.html'],
  ]
  for (const [path, page] of cases) {
    test(`${path} → ${page} with status 404`, async ({ request }) => {
      const response = await get(request, path)
      expect(response.status()).toBe(404)
      expect(await response.text()).toBe(readBuilt(page))
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers()['cache-control']).toBe(REVALIDATE)
      expectProductionHeaders(response, path)
    })
  }

  test('the root 404 page is the English one', () => {
    expect(readBuilt('/404.html')).toMatch(/<html lang="en">/)
  })
})

test.describe('slashless folder URLs', () => {
  const redirects: [string, string][] = [
    ['/en/contact', '/en/contact/'],
    ['/da/contact?utm_source=x&b=2', '/da/contact/?utm_source=x&b=2'],
    ['/sv', '/sv/'],
  ]
  for (const [path, location] of redirects) {
    test(`${path} redirects to ${location} on the same host`, async ({ request }) => {
      const response = await get(request, path)
      expect(response.status()).toBe(301)
      // Relative: the visitor stays on the host and port they asked for.
      expect(response.headers()['location']).toBe(location)
      expectProductionHeaders(response, path)
      const followed = await request.get(path)
      expect(followed.status()).toBe(200)
      expect(followed.url()).toBe(`http://127.0.0.1:${PORT}${location}`)
    })
  }
})

test.describe('caching and content types', () => {
  // [label, path, Content-Type]: hashed files are named by kind, so test names stay put between builds.
  const cases: [string, string, string][] = [
    ['hashed script', firstAsset('js'), 'text/javascript; charset=utf-8'],
    ['hashed stylesheet', firstAsset('css'), 'text/css; charset=utf-8'],
    ['/og/og-da.png', '/og/og-da.png', 'image/png'],
    ['/favicon.svg', '/favicon.svg', 'image/svg+xml'],
    ['/sitemap.xml', '/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', '/robots.txt', 'text/plain; charset=utf-8'],
  ]
  for (const [label, path, type] of cases) {
    test(`${label} is ${type}, cached as _headers says`, async ({ request }) => {
      expect(path, label).toMatch(/^\//)
      const response = await get(request, path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toBe(type)
      const expected = cacheFor(path)
      expect(expected, `_headers has a rule for ${path}`).toBeTruthy()
      expect(response.headers()['cache-control']).toBe(expected)
      expectProductionHeaders(response, path)
    })
  }

  test('the values: a year for hashed assets, a day for pictures', async ({ request }) => {
    expect((await get(request, firstAsset('js'))).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get(request, '/og/og-da.png')).headers()['cache-control']).toBe('public, max-age=86400')
  })

  // One file of each kind the build holds outside the hand-picked paths above.
  for (const [extension, type] of [
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
    ['json', 'application/json; charset=utf-8'],
  ]) {
    test(`.${extension} files are ${type}`, async ({ request }) => {
      const file = builtFiles(DIST).find((f) => f.endsWith(`.${extension}`))
      expect(file, `a .${extension} file in the build`).toBeTruthy()
      const path = `/${relative(DIST, file ?? '')
        .split(sep)
        .join('/')}`
      const response = await get(request, path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toBe(type)
      expect(response.headers()['cache-control'], path).toBe(cacheFor(path))
    })
  }
})

test.describe('pre-compressed files', () => {
  // [label, path, the file it serves]
  const compressed: [string, string, string][] = [
    ['a page', '/da/', '/da/index.html'],
    ['a 404 page', '/da/no-such-page/', '/da/404.html'],
    ['a hashed script', firstAsset('js'), firstAsset('js')],
    ['a hashed stylesheet', firstAsset('css'), firstAsset('css')],
    ['the sitemap', '/sitemap.xml', '/sitemap.xml'],
  ]
  for (const [label, path, file] of compressed) {
    test(`${label}: the build's .br and .gz files when accepted, the same bytes once decoded`, async () => {
      expect(path, label).toMatch(/^\//)
      const original = readFileSync(join(DIST, file))
      const plain = await rawGet(path, 'identity')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.equals(original)).toBe(true)
      expect(plain.headers['vary']).toMatch(/Accept-Encoding/i)
      for (const [encoding, suffix, decode] of [
        ['br', '.br', brotliDecompressSync],
        ['gzip', '.gz', gunzipSync],
      ] as const) {
        const response = await rawGet(path, encoding)
        expect(response.status, encoding).toBe(plain.status)
        expect(response.headers['content-encoding'], encoding).toBe(encoding)
        expect(response.headers['content-type'], encoding).toBe(plain.headers['content-type'])
        expect(response.headers['vary'], encoding).toMatch(/Accept-Encoding/i)
        expect(response.headers['content-security-policy'], encoding).toBe(plain.headers['content-security-policy'])
        // The file the build compressed, sent as it is; decoded, the page itself.
        expect(response.body.equals(readFileSync(join(DIST, file + suffix))), encoding).toBe(true)
        expect(decode(response.body).equals(original), encoding).toBe(true)
      }
    })
  }
})
