// A gate in front of the site, for the Firefox and WebKit tests: their drivers cannot hold or fail a request as
// Playwright does in Chromium, so a slow or broken network is made here. It forwards every request to the site
// (SITE_PORT), except where a browser carries the cookie `gate=<id>` and the test has set a rule for that id:
// then requests under the rule's path prefix are held until the test releases them, or fail as on a dropped
// connection.
//   POST /__gate {id, prefix, action: 'hold' | 'fail' | 'missing'} → set the id's rule (one per id): hold the
//        requests, fail them as on a dropped connection, or answer them as a host with no such file (404, text)
//   POST /__gate/release?id=…                         → let the id's held requests through, and drop its rule
//   GET  /__gate/requests?id=…                        → every URL a browser with that id asked for, in order
// An id per engine keeps Firefox and WebKit, which run at once, out of each other's way.
import { createServer, request } from 'node:http'

const port = Number(process.env.GATE_PORT ?? 4391)
const sitePort = Number(process.env.SITE_PORT)
if (!sitePort) throw new Error('SITE_PORT: the port of the site behind the gate')

/** @type {Map<string, { prefix: string, action: 'hold' | 'fail' | 'missing', held: (() => void)[] }>} */
const rules = new Map()
/** @type {Map<string, string[]>} */
const asked = new Map()

/** @param {import('node:http').IncomingMessage} req */
function gateId(req) {
  const cookie = /(?:^|;\s*)gate=([^;]+)/.exec(req.headers.cookie ?? '')
  return cookie?.[1] ?? null
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function forward(req, res) {
  const upstream = request({ host: '127.0.0.1', port: sitePort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
    // Nothing kept: a file one test let through must be asked for again when the next test holds or fails it
    // (the site's assets are cached for a year).
    const { 'cache-control': _cache, etag: _etag, 'last-modified': _modified, ...headers } = answer.headers
    res.writeHead(answer.statusCode ?? 502, { ...headers, 'cache-control': 'no-store' })
    answer.pipe(res)
  })
  upstream.on('error', () => {
    res.writeHead(502)
    res.end()
  })
  req.pipe(upstream)
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://gate')
  const done = (/** @type {unknown} */ value) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(value))
  }
  if (url.pathname === '/__gate' && req.method === 'POST') {
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const { id, prefix, action } = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      rules.set(id, { prefix, action, held: [] })
      asked.set(id, [])
      done({ ok: true })
    })
    return
  }
  if (url.pathname === '/__gate/release') {
    const id = url.searchParams.get('id') ?? ''
    const rule = rules.get(id)
    rules.delete(id)
    rule?.held.forEach((go) => go())
    return done({ released: rule?.held.length ?? 0 })
  }
  if (url.pathname === '/__gate/requests') return done(asked.get(url.searchParams.get('id') ?? '') ?? [])

  const id = gateId(req)
  if (id) asked.set(id, [...(asked.get(id) ?? []), req.url ?? ''])
  const rule = id ? rules.get(id) : undefined
  if (!rule || !url.pathname.startsWith(rule.prefix)) return forward(req, res)
  // A request that fails as on a dropped connection: no answer at all.
  if (rule.action === 'fail') return req.socket.destroy()
  if (rule.action === 'missing') {
    res.writeHead(404, { 'Content-Type': 'text/plain' })
    return res.end('Not found')
  }
  rule.held.push(() => forward(req, res))
}).listen(port, '127.0.0.1', () => console.log(`script gate on http://127.0.0.1:${port} for the site on ${sitePort}`))
