// The pure parts of scripts/build-headers.ts: which inline scripts get hashed, the hash itself, the CSP
// for each configuration, and Cache-Control rules that never overlap.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  HEADERS_FILE_LIMITS,
  cacheRules,
  contentSecurityPolicy,
  headersFileProblems,
  inlineScripts,
  posthogSources,
  renderHeaders,
  scriptHash,
  topLevelEntries,
} from '../../scripts/build-headers'
import { parseSiteConfig } from '../../components/lib/site-config'
// The same parser the test server uses, so the file is read the way the tests see it.
import { acceptedEncodings, forPlainHttp, headersFor, parseHeadersFile } from '../../scripts/static-server.mjs'

const now = new Date('2026-11-22T10:00:00Z')
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1)

describe('inlineScripts', () => {
  it('returns the text of executable inline scripts only', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script src="/x.js"></script>',
      '<script type="module" src="/y.js" async></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      "<script type='application/json'>{}</script>",
      '<SCRIPT TYPE="text/javascript">c()</SCRIPT>',
    ].join('\n')
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()'])
  })

  it('hashes what the browser hashes: line endings normalised to LF', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()'])
  })
})

describe('scriptHash', () => {
  it('is the quoted sha256 of the UTF-8 text in base64', () => {
    const text = "location.replace('/æ/')"
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')
    expect(scriptHash(text)).toBe(`'sha256-${expected}'`)
    // A known vector: sha256 of the empty string.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })
})

describe('contentSecurityPolicy', () => {
  it('allows only our own scripts and the given hashes, never unsafe-inline or eval', () => {
    const csp = contentSecurityPolicy(parseSiteConfig({}, now), { scripts: ["'sha256-abc='"], styles: ["'sha256-def='"] })
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(directive(csp, 'default-src')).toEqual(["'self'"])
    // Inline style blocks by hash, as the scripts: no 'unsafe-inline'.
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'sha256-def='"])
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
    expect(directive(csp, 'base-uri')).toEqual(["'self'"])
    expect(directive(csp, 'form-action')).toEqual(["'self'", 'https://admin.example.com'])
    expect(directive(csp, 'worker-src')).toBeUndefined()
  })

  it('adds PostHog (host and its asset hosts) and the webhook only when configured', () => {
    const config = parseSiteConfig(
      {
        POSTHOG_KEY: 'phc_x',
        SIGNUP_WEBHOOK_URL: 'https://script.google.com/macros/s/abc/exec',
        SIGNUP_URL: 'https://app.example.org/signup',
      },
      now,
    )
    const csp = contentSecurityPolicy(config, { scripts: [], styles: [] })
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://*.posthog.com'])
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://eu.i.posthog.com',
      'https://*.posthog.com',
      'https://script.google.com',
    ])
    expect(directive(csp, 'form-action')).toEqual(["'self'", 'https://app.example.org', 'https://script.google.com'])
    expect(directive(csp, 'worker-src')).toEqual(["'self'", 'blob:'])
  })

  it('uses a self-hosted PostHog origin as it is', () => {
    const config = parseSiteConfig({ POSTHOG_KEY: 'phc_x', POSTHOG_HOST: 'http://127.0.0.1:4390/ph' }, now)
    expect(posthogSources(config)).toEqual(['http://127.0.0.1:4390'])
    expect(posthogSources(parseSiteConfig({ POSTHOG_HOST: 'http://127.0.0.1:4390/ph' }, now))).toEqual([])
  })
})

describe('cacheRules and the _headers file', () => {
  const topLevel = [
    { name: 'assets', directory: true },
    { name: 'en', directory: true },
    { name: 'og', directory: true },
    { name: 'index.html', directory: false },
    { name: 'index.html.br', directory: false },
    { name: 'sitemap.xml', directory: false },
    { name: 'favicon.svg', directory: false },
    { name: '_headers', directory: false },
  ]

  it('gives hashed assets a year, pages revalidation and unhashed pictures a day', () => {
    expect(Object.fromEntries(cacheRules(topLevel))).toEqual({
      '/': 'public, max-age=0, must-revalidate',
      '/assets/*': 'public, max-age=31536000, immutable',
      '/en/*': 'public, max-age=0, must-revalidate',
      '/og/*': 'public, max-age=86400',
      '/index.html': 'public, max-age=0, must-revalidate',
      '/sitemap.xml': 'public, max-age=0, must-revalidate',
      '/favicon.svg': 'public, max-age=86400',
    })
  })

  it('never gives one path two Cache-Control values (hosts would join them with a comma)', () => {
    const rules = parseHeadersFile(renderHeaders(parseSiteConfig({}, now), { scripts: [], styles: [] }, topLevel))
    for (const path of [
      '/',
      '/index.html',
      '/en/',
      '/en/contact/',
      '/assets/entries/x.js',
      '/og/og-en.png',
      '/sitemap.xml',
      '/favicon.svg',
    ]) {
      const cacheControls = rules.filter((r: { pattern: string; headers: [string, string][] }) =>
        headersFor([r], path).some(([name]: [string, string]) => name.toLowerCase() === 'cache-control'),
      )
      expect(cacheControls, path).toHaveLength(1)
      const all = headersFor(rules, path).map(([name]: [string, string]) => name.toLowerCase())
      expect(all, path).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-content-type-options']))
    }
  })
})

describe('forPlainHttp (the local preview)', () => {
  const config = parseSiteConfig({}, now)
  const production = headersFor(parseHeadersFile(renderHeaders(config, { scripts: ["'sha256-abc'"], styles: [] }, [])), '/en/') as [
    string,
    string,
  ][]

  it('the production headers keep HSTS and upgrade-insecure-requests', () => {
    const names = production.map(([name]) => name)
    expect(names).toContain('Strict-Transport-Security')
    expect(production.find(([name]) => name === 'Content-Security-Policy')?.[1]).toMatch(/; upgrade-insecure-requests$/)
  })

  it('drops exactly those two and keeps every other header and directive', () => {
    const preview = forPlainHttp(production) as [string, string][]
    expect(preview.map(([name]) => name)).toEqual(production.map(([name]) => name).filter((n) => n !== 'Strict-Transport-Security'))
    const csp = (headers: [string, string][]) => headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? ''
    expect(csp(preview)).not.toMatch(/upgrade-insecure-requests/)
    expect(csp(preview).split('; ')).toEqual(
      csp(production)
        .split('; ')
        .filter((d) => d !== 'upgrade-insecure-requests'),
    )
    expect(directive(csp(preview), 'script-src')).toEqual(["'self'", "'sha256-abc'"])
  })
})

describe('acceptedEncodings (the preview server)', () => {
  it('keeps the codings with a weight above zero, and * for the rest', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip'])
    expect(acceptedEncodings('BR;Q=0.5, gzip;q=0')).toEqual(['br'])
    expect(acceptedEncodings('*;q=0.1, gzip;q=0')).toEqual(['br'])
    expect(acceptedEncodings('identity')).toEqual([])
    expect(acceptedEncodings(undefined)).toEqual([])
  })
})

describe("the hosts' limits on _headers (Cloudflare Pages: 100 rules, 2,000 characters a line; Netlify documents none)", () => {
  const config = parseSiteConfig({}, now)
  const hash = (i: number) => scriptHash(`inline ${i}`)

  it('names a file with too many rules or too long a line', () => {
    const rules = Array.from({ length: HEADERS_FILE_LIMITS.rules + 1 }, (_, i) => `/p${i}\n  X-A: b\n`).join('')
    expect(headersFileProblems(rules)).toEqual([`${HEADERS_FILE_LIMITS.rules + 1} rules, more than ${HEADERS_FILE_LIMITS.rules}`])
    expect(headersFileProblems(`/*\n  X-A: ${'b'.repeat(HEADERS_FILE_LIMITS.lineLength)}\n`)).toEqual([
      `line 2 has ${HEADERS_FILE_LIMITS.lineLength + 7} characters, more than ${HEADERS_FILE_LIMITS.lineLength}`,
    ])
  })

  it('keeps the file this repository builds within them, with twice the inline scripts and styles it has now', () => {
    // The top-level entries a build has: the public folder's, and the language and asset folders the build adds.
    const topLevel = [...topLevelEntries('public'), ...['en', 'da', 'sv', 'no', 'assets'].map((name) => ({ name, directory: true }))]
    const hashes = { scripts: Array.from({ length: 12 }, (_, i) => hash(i)), styles: Array.from({ length: 16 }, (_, i) => hash(100 + i)) }
    expect(headersFileProblems(renderHeaders(config, hashes, topLevel))).toEqual([])
  })
})
