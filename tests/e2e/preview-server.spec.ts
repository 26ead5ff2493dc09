// The preview server (`npm start`, scripts/static-server.mjs) as a browser or a stray client meets it: a path
// that is not valid percent-encoding gets 400 and the server goes on serving; a coding the browser refuses
// with q=0 is never sent; no redirect leaves for another host; only GET and HEAD are served; every answer,
// errors and redirects included, carries the security headers; a known ETag gets 304.
import { request as httpRequest } from 'node:http'
import { test, expect } from './support/console'
import { readBuilt } from './support/site'

interface RawAnswer {
  status: number
  encoding: string | undefined
}

/** Sends `path` exactly as written (fetch and Playwright would re-encode it), and reads status and coding. */
function rawGet(baseURL: string, path: string, acceptEncoding?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'] }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

test('a malformed path gets 400, and the server keeps serving', async ({ baseURL }) => {
  for (const path of ['/%E0%A4%A', '/en/%', '/da/%zz/']) expect((await rawGet(baseURL!, path)).status, path).toBe(400)
  expect((await rawGet(baseURL!, '/en/')).status).toBe(200)
})

test('the coding follows Accept-Encoding, q=0 included', async ({ baseURL }) => {
  const cases: [string | undefined, string | undefined][] = [
    ['br, gzip', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ]
  for (const [accept, expected] of cases)
    expect((await rawGet(baseURL!, '/en/', accept)).encoding, `Accept-Encoding: ${accept}`).toBe(expected)
})

interface FullAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
}

/** Sends `path` exactly as written with any method and headers; reads status and headers. */
function rawRequest(baseURL: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<FullAnswer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The headers every answer of the site carries (scripts/build-headers.ts, as the preview sends them). */
function expectSecurityHeaders(answer: FullAnswer, what: string) {
  expect(answer.headers['content-security-policy'], what).toMatch(/default-src 'self'/)
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff')
  expect(answer.headers['x-frame-options'], what).toBe('DENY')
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(answer.headers['permissions-policy'], what).toMatch(/camera=\(\)/)
  expect(answer.headers['cross-origin-opener-policy'], what).toBe('same-origin')
}

test('a path starting with two slashes never redirects to another host', async ({ baseURL }) => {
  for (const path of ['//evil.example/..//en', '//evil.example/', '///en', '//en/']) {
    const answer = await rawRequest(baseURL!, path)
    const location = String(answer.headers.location ?? '')
    if (answer.status >= 300 && answer.status < 400) {
      expect(location, path).toMatch(/^\/(?!\/)/)
      expect(new URL(location, baseURL).host, path).toBe(new URL(baseURL!).host)
    } else expect([400, 404], path).toContain(answer.status)
  }
})

test('anything but GET and HEAD gets 405 with Allow', async ({ baseURL }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const answer = await rawRequest(baseURL!, '/en/', { method })
    expect(answer.status, method).toBe(405)
    expect(answer.headers.allow, method).toBe('GET, HEAD')
  }
  expect((await rawRequest(baseURL!, '/en/', { method: 'HEAD' })).status).toBe(200)
})

test('redirects and error answers carry the security headers', async ({ baseURL }) => {
  const cases: [string, { method?: string; headers?: Record<string, string> }, number][] = [
    ['/en', {}, 301],
    ['//en/', {}, 301],
    ['/%E0%A4%A', {}, 400],
    ['/en/does-not-exist/', {}, 404],
    ['/en/', { method: 'POST' }, 405],
    ['/en/', { headers: { 'X-Filler': 'x'.repeat(64 * 1024) } }, 431],
  ]
  for (const [path, init, status] of cases) {
    const what = `${init.method ?? 'GET'} ${path.slice(0, 20)} ${status}`
    const answer = await rawRequest(baseURL!, path, init)
    expect(answer.status, what).toBe(status)
    expectSecurityHeaders(answer, what)
  }
})

test('a page or asset asked for again with its ETag gets 304', async ({ baseURL }) => {
  const asset = /"(\/assets\/entries\/[^"]+\.js)"/.exec(readBuilt('/en/'))?.[1] ?? ''
  for (const path of ['/en/', asset]) {
    const first = await rawRequest(baseURL!, path, { headers: { 'Accept-Encoding': 'br' } })
    const etag = String(first.headers.etag ?? '')
    expect(etag, path).not.toBe('')
    const again = await rawRequest(baseURL!, path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } })
    expect(again.status, path).toBe(304)
    const changed = await rawRequest(baseURL!, path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': 'W/"0-0"' } })
    expect(changed.status, path).toBe(200)
  }
})

test('a missing asset is a 404 that is not cached as immutable', async ({ baseURL }) => {
  const answer = await rawRequest(baseURL!, '/assets/entries/gone.0000.js')
  expect(answer.status).toBe(404)
  expect(answer.headers['cache-control']).not.toMatch(/immutable|max-age=31536000/)
  expectSecurityHeaders(answer, 'missing asset')
})
