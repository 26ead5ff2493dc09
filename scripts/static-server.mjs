// A small static file server for the built folder, behaving as a CDN bucket with the site's rules:
// `/dir/` serves `/dir/index.html`, unknown paths get the 404 page of their language folder (or the root
// one) with status 404, `_headers` (Netlify / Cloudflare Pages format) is applied, and pre-compressed
// `.br` / `.gz` files are served when the browser accepts them. Used by `npm start`, the tests and the audit.
// It speaks plain http, so it leaves out the two headers that only make sense over https (forPlainHttp).
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync, createReadStream } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { CONTENT_TYPES } from './lib/content-types.mjs'

/** Parses `_headers`: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = []
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

function matches(pattern, pathname) {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
  return regex.test(pathname)
}

export function headersFor(rules, pathname) {
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
        : [name, value],
    )
}

export function startStaticServer({ root, port = 0, host = '127.0.0.1', applyHeaders = true } = {}) {
  const base = resolve(root)
  const headersPath = join(base, '_headers')
  const rules = applyHeaders && existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : []

  const fileFor = (pathname) => {
    const safe = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '')
    const full = join(base, safe)
    if (full !== base && !full.startsWith(base + sep)) return null
    if (existsSync(full) && statSync(full).isFile()) return full
    if (existsSync(join(full, 'index.html')) && pathname.endsWith('/')) return join(full, 'index.html')
    return null
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname = url.pathname
    let status = 200
    // A directory asked for without its slash is sent to the slashed URL, as S3 website hosting does.
    if (!pathname.endsWith('/') && !extname(pathname) && existsSync(join(base, pathname, 'index.html'))) {
      res.writeHead(301, { Location: `${pathname}/${url.search}` })
      return res.end()
    }
    let file = fileFor(pathname)
    if (!file) {
      status = 404
      const lang = pathname.split('/')[1]
      const local = lang ? join(base, lang, '404.html') : null
      file = local && existsSync(local) ? local : join(base, '404.html')
      pathname = file.slice(base.length).split(sep).join('/')
      if (!existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' })
        return res.end('Not found')
      }
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
    const headers = { 'Content-Type': type, Vary: 'Accept-Encoding' }
    for (const [name, value] of forPlainHttp(headersFor(rules, url.pathname))) headers[name] = value
    const accept = String(req.headers['accept-encoding'] ?? '')
    let body = file
    if (/\bbr\b/.test(accept) && existsSync(`${file}.br`)) {
      body = `${file}.br`
      headers['Content-Encoding'] = 'br'
    } else if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) {
      body = `${file}.gz`
      headers['Content-Encoding'] = 'gzip'
    }
    headers['Content-Length'] = statSync(body).size
    res.writeHead(status, headers)
    if (req.method === 'HEAD') return res.end()
    createReadStream(body).pipe(res)
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
