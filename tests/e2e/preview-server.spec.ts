// The preview server (`npm start`, scripts/static-server.mjs) as a browser or a stray client meets it: a path
// that is not valid percent-encoding gets 400 and the server goes on serving; a coding the browser refuses
// with q=0 is never sent.
import { request as httpRequest } from 'node:http'
import { test, expect } from './support/console'

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
