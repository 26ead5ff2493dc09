// The local host for the built folder (`npm start`, the tests, the audit): sirv serves the files, with
// their pre-compressed `.br` / `.gz` twins; what is this site's own is added around it, as a CDN bucket with
// the site's rules behaves: `/dir` is redirected to `/dir/`, an unknown path gets the 404 page of its
// language folder (or the root one) with status 404, and `_headers` (Netlify / Cloudflare Pages format) is
// applied. It speaks plain http, so it leaves out the two headers that only make sense over https
// (forPlainHttp). A request it cannot read gets 400 and the server goes on serving. Every answer, its own
// redirects and errors included, carries the security headers, as nginx's `add_header … always` does.
import { createServer } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import sirv from 'sirv'
import { CONTENT_TYPES } from './lib/content-types.mjs'

/** @typedef {[name: string, value: string]} Header */
/** @typedef {{ pattern: string, headers: Header[] }} HeaderRule */

/**
 * Parses `_headers`: a path pattern line, then indented `Name: value` lines.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  /** @type {HeaderRule | null} */
  let current = null
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [] }
      rules.push(current)
    } else if (current) {
      const index = raw.indexOf(':')
      if (index > 0) current.headers.push([raw.slice(0, index).trim(), raw.slice(index + 1).trim()])
    }
  }
  return rules
}

/**
 * @param {string} pattern
 * @param {string} pathname
 */
function matches(pattern, pathname) {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
  return regex.test(pathname)
}

/**
 * The headers `_headers` gives a path: every matching rule in order, a later one replacing an earlier name.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Header[]}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, Header>} */
  const out = new Map()
  for (const rule of rules) {
    if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) out.set(name.toLowerCase(), [name, value])
  }
  return [...out.values()]
}

/**
 * The production headers as a plain-http server may send them: without `Strict-Transport-Security` and the
 * CSP's `upgrade-insecure-requests`. WebKit (like Safari) applies that directive even on loopback, so a
 * preview that kept it would ask for https://127.0.0.1/… and show an unstyled, dead page. Every other header,
 * the rest of the CSP included, is sent unchanged, so the preview still exercises the policy.
 * @param {Header[]} headers
 * @returns {Header[]}
 */
export function forPlainHttp(headers) {
  return headers
    .filter(([name]) => name.toLowerCase() !== 'strict-transport-security')
    .map(([name, value]) =>
      name.toLowerCase() === 'content-security-policy'
        ? [
            name,
            value
              .split(';')
              .map((d) => d.trim())
              .filter((d) => d && d !== 'upgrade-insecure-requests')
              .join('; '),
          ]
        : /** @type {Header} */ ([name, value]),
    )
}

/**
 * The content codings a request accepts (RFC 9110 §12.5.3): each listed coding with a weight above zero, and
 * `*` for any coding not listed. `br;q=0, gzip` accepts gzip only; an absent header accepts none.
 * @param {string | string[] | undefined} header
 * @returns {('br' | 'gzip')[]}
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    if (!name) continue
    const q = params.find((p) => p.startsWith('q='))
    weights.set(name, q ? Number(q.slice(2)) : 1)
  }
  const accepts = (/** @type {string} */ coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  return /** @type {const} */ (['br', 'gzip']).filter(accepts)
}

/**
 * Whether `pathname` decodes as a URL path; `%E0%A4%A` (a cut-off UTF-8 sequence) does not.
 * @param {string} pathname
 */
function decodable(pathname) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Serves the built folder `root` until closed.
 * @param {{ root: string, port?: number, host?: string, applyHeaders?: boolean }} options
 * @returns {Promise<{ server: import('node:http').Server, port: number, close: () => Promise<unknown> }>}
 */
export function startStaticServer({ root, port = 0, host = '127.0.0.1', applyHeaders = true }) {
  const base = resolve(root)
  const headersPath = join(base, '_headers')
  const rules = applyHeaders && existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : []
  const notFoundPage = (/** @type {string} */ pathname) => {
    const lang = pathname.split('/')[1]
    return lang && existsSync(join(base, lang, '404.html')) ? `/${lang}/404.html` : '/404.html'
  }
  // What every answer carries (the `/*` rule), whatever its status.
  const everywhere = forPlainHttp(
    headersFor(
      rules.filter((rule) => rule.pattern === '/*'),
      '/',
    ),
  )
  const files = sirv(base, {
    brotli: true,
    gzip: true,
    // A weak validator from size and time; a matching If-None-Match gets 304.
    etag: true,
    // `/dir/` finds `dir/index.html`; a path without a slash or an extension is handled before sirv sees it.
    extensions: ['html'],
    dotfiles: false,
    // Labels as the nginx configuration does (one table for both hosts).
    setHeaders: (res, pathname) => {
      const type = CONTENT_TYPES[extname(pathname) || '.html']
      if (type) res.setHeader('Content-Type', type)
    },
  })

  /** @type {import('node:http').RequestListener} */
  const handle = (req, res) => {
    for (const [name, value] of everywhere) res.setHeader(name, value)
    // A static folder has nothing to post to; a host's answer to anything else is 405.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Method not allowed')
      return
    }
    // `//host/…` as a request target would parse as another host; it is read as a path on this one.
    const target = req.url ?? '/'
    const url = new URL(`/${target.replace(/^\/+/, '')}`, 'http://localhost')
    const pathname = url.pathname
    if (!decodable(pathname)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Bad request: the path is not a valid URL path')
      return
    }
    // Repeated slashes are collapsed by a redirect: sent on as they are, a Location starting with `//` would be
    // another host to a browser (`//evil.example/..//en` resolves to `//en`).
    if (/^[^?#]*\/\//.test(target) || pathname.includes('//')) {
      res.writeHead(301, { Location: `${pathname.replace(/\/{2,}/g, '/')}${url.search}` })
      res.end()
      return
    }
    // A directory asked for without its slash is sent to the slashed URL, as S3 website hosting does.
    if (!pathname.endsWith('/') && !extname(pathname) && existsSync(join(base, decodeURIComponent(pathname), 'index.html'))) {
      res.writeHead(301, { Location: `${pathname}/${url.search}` })
      res.end()
      return
    }
    for (const [name, value] of forPlainHttp(headersFor(rules, pathname))) res.setHeader(name, value)
    // sirv reads the codings from the header as a list of names: give it only those the browser accepts.
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']).join(', ')
    const notFound = () => {
      req.url = notFoundPage(pathname)
      // The 404 page's own caching: a missing `/assets/` file must not be remembered for a year as missing, and
      // a cached 404 revalidated with its ETag would get 304 with no page.
      for (const [name, value] of forPlainHttp(headersFor(rules, req.url))) res.setHeader(name, value)
      delete req.headers['if-none-match']
      // sirv always answers 200; the page of a missing path must say 404.
      const writeHead = res.writeHead.bind(res)
      res.writeHead = /** @type {typeof res.writeHead} */ (
        (/** @type {number} */ _status, /** @type {any[]} */ ...rest) => writeHead(404, ...rest)
      )
      files(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Not found')
      })
    }
    // Only a slashed directory or a file with an extension exists here; `/en/contact` (no folder) does not.
    if (!pathname.endsWith('/') && !extname(pathname)) return notFound()
    files(req, res, notFound)
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res)
    } catch (error) {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end()
    }
  })

  // A request Node cannot parse (headers too large: 431; anything else: 400) never reaches the handler; its
  // answer is written here, with the security headers, instead of Node's bare one.
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
    const [status, reason] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request']
    const lines = [`HTTP/1.1 ${status} ${reason}`, ...everywhere.map(([name, value]) => `${name}: ${value}`)]
    socket.end(`${[...lines, 'Content-Length: 0', 'Connection: close'].join('\r\n')}\r\n\r\n`)
  })

  return new Promise((resolvePromise) => {
    server.listen(port, host, () => {
      const address = server.address()
      resolvePromise({
        server,
        port: typeof address === 'object' && address ? address.port : port,
        close: () => new Promise((r) => server.close(r)),
      })
    })
  })
}
