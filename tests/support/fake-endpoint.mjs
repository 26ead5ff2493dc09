// A stand-in for the outside services the site talks to (the sign-up webhook, the PostHog host), on
// loopback only. It records every request and answers as a test tells it to.
//   GET  /__requests?prefix=/hook&contains=x&site=o → the recorded requests (JSON), optionally only under a path
//                                        prefix, only those whose body contains a text, and only those a site sent
//   POST /__reset?prefix=/hook&contains=x&site=o    → forget the recorded requests and the scripted answers (as above)
//   POST /__respond {prefix, contains, site, status, delayMs, times, body, contentType} → script the next answers
// `contains` lets two browsers share a path: the engines run Firefox and WebKit at once, and each one's form
// test sends its own address, so neither sees, wipes or takes the other's requests and answers. `site` (an
// origin) does the same for tests whose requests carry nothing of their own (analytics): the integration suite's
// workers each serve the build on a port of their own, and a page's request names its origin (the Origin header,
// or the Referer, which the site's referrer policy cuts to the origin). A request that names neither is seen by
// every site, so no test misses one it may have caused, and only a reset for every site forgets it.
// Anything else is recorded and answered (default 200 `{}`) with permissive CORS headers.
import { createServer } from 'node:http'
import { gunzipSync } from 'node:zlib'

const port = Number(process.env.FAKE_ENDPOINT_PORT ?? 4390)
/** @typedef {{ method?: string, path: string, query: Record<string, string>, headers: import('node:http').IncomingHttpHeaders, body: string, bodyBase64: string, site: string, at: number }} Recorded */
/** @typedef {{ prefix?: string, contains?: string, site?: string, status: number, delayMs: number, times: number, body?: string, contentType?: string }} Rule */
/** @type {Recorded[]} */
let requests = []
/** @type {Rule[]} */
let scripted = []

// posthog-js compresses its bodies: gzip (sent as text/plain), or base64 in a `data=` form field (the
// sendBeacon fallback, `?compression=base64`). Both are recorded decoded, as the JSON they carry.
/**
 * @param {Buffer} buffer
 * @param {string} [contentType]
 */
function decode(buffer, contentType = '') {
  if (buffer.length > 2 && buffer[0] === 0x1f && buffer[1] === 0x8b) {
    try {
      return gunzipSync(buffer).toString('utf8')
    } catch {
      /* not gzip after all */
    }
  }
  const text = buffer.toString('utf8')
  if (contentType.includes('application/x-www-form-urlencoded') && text.startsWith('data=')) {
    try {
      const data = new URLSearchParams(text).get('data') ?? ''
      return Buffer.from(data, 'base64').toString('utf8')
    } catch {
      /* leave it as it came */
    }
  }
  return text
}

/**
 * The origin of the page that sent a request, or '' when it names none (a request from Node, say).
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
function siteOf(headers) {
  if (headers.origin && headers.origin !== 'null') return headers.origin
  try {
    return headers.referer ? new URL(headers.referer).origin : ''
  } catch {
    return ''
  }
}

/** Whether something of `owner` (a request's or a rule's site, '' for every site) concerns a selection's `site`
 * ('' for every site). */
const sameSite = (/** @type {string} */ site, /** @type {string | undefined} */ owner) => !site || !owner || owner === site
/** Whether a reset for `site` forgets something of `owner`: a site forgets only its own, since what belongs to
 * every site may be what another worker's test is waiting for. */
const ownedBy = (/** @type {string} */ site, /** @type {string | undefined} */ owner) => !site || owner === site

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
}

createServer((req, res) => {
  /** @type {Buffer[]} */
  const chunks = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const raw = Buffer.concat(chunks)
    const json = (/** @type {number} */ status, /** @type {unknown} */ value) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...cors })
      res.end(JSON.stringify(value))
    }
    const prefix = url.searchParams.get('prefix') ?? ''
    const contains = url.searchParams.get('contains') ?? ''
    const site = url.searchParams.get('site') ?? ''
    const matches = (/** @type {Recorded} */ r) => r.path.startsWith(prefix) && r.body.includes(contains)
    if (url.pathname === '/__requests')
      return json(
        200,
        requests.filter((r) => matches(r) && sameSite(site, r.site)),
      )
    if (url.pathname === '/__reset') {
      // A prefix (and a text) keeps the rest: the engines run two browsers at once, and one's form test must
      // not wipe the other's requests or analytics events.
      requests = requests.filter((r) => !(matches(r) && ownedBy(site, r.site)))
      scripted = scripted.filter(
        (s) => !((s.prefix ?? '').startsWith(prefix) && (s.contains ?? '').includes(contains) && ownedBy(site, s.site)),
      )
      return json(200, { ok: true })
    }
    if (url.pathname === '/__respond') {
      scripted.push({ times: 1, status: 200, delayMs: 0, ...JSON.parse(raw.toString('utf8') || '{}') })
      return json(200, { ok: true })
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      return res.end()
    }
    const body = decode(raw, String(req.headers['content-type'] ?? ''))
    const from = siteOf(req.headers)
    requests.push({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
      bodyBase64: raw.toString('base64'),
      site: from,
      at: Date.now(),
    })
    const rule = scripted.find(
      (s) => s.times > 0 && url.pathname.startsWith(s.prefix ?? '') && body.includes(s.contains ?? '') && sameSite(from, s.site),
    )
    if (rule) rule.times--
    // A script path (posthog-js loads its remote config as /array/<key>/config.js) gets an empty script,
    // as a real host would serve JavaScript there, so the browser logs no MIME-type error.
    const script = url.pathname.endsWith('.js')
    const answer = () => {
      res.writeHead(rule?.status ?? 200, {
        'Content-Type': rule?.contentType ?? (script ? 'text/javascript' : 'application/json'),
        ...cors,
      })
      res.end(rule?.body ?? (script ? '' : '{}'))
    }
    if (rule?.delayMs) setTimeout(answer, rule.delayMs)
    else answer()
  })
}).listen(port, '127.0.0.1', () => console.log(`fake endpoint on http://127.0.0.1:${port}`))
