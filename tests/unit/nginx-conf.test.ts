// The pure parts of scripts/build-nginx.ts: quoting, the location of each `_headers` rule, the types block,
// and a server block whose headers reach every response (nginx drops inherited add_header in a location that
// has its own). tests/e2e/nginx.spec.ts runs the real file in nginx.
import { describe, expect, it } from 'vitest'
import { nginxLocation, nginxString, renderNginxConf, typesBlock } from '../../scripts/build-nginx'

describe('nginxString', () => {
  it('quotes, escaping quotes and backslashes', () => {
    expect(nginxString("default-src 'self'; img-src data:")).toBe(`"default-src 'self'; img-src data:"`)
    expect(nginxString('a "b" \\c')).toBe('"a \\"b\\" \\\\c"')
  })

  it('refuses what nginx would read as a variable or a line break', () => {
    expect(() => nginxString('https://x.example/$1')).toThrow(/literally/)
    expect(() => nginxString('a\nb')).toThrow(/literally/)
  })
})

describe('nginxLocation', () => {
  it('matches `/` and files exactly, and folders by prefix', () => {
    expect(nginxLocation('/')).toBe('= /')
    expect(nginxLocation('/sitemap.xml')).toBe('= /sitemap.xml')
    expect(nginxLocation('/assets/*')).toBe('/assets/')
    expect(nginxLocation('/en/*')).toBe('/en/')
  })

  it('refuses patterns it cannot express, rather than guessing', () => {
    for (const pattern of ['/*', '/a/*/b', '/my file.png', '/x{1}', 'relative']) expect(() => nginxLocation(pattern), pattern).toThrow()
  })
})

describe('typesBlock', () => {
  it('groups the extensions of one Content-Type', () => {
    expect(
      typesBlock({ '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.avif': 'image/avif' }),
    ).toEqual(['"text/javascript; charset=utf-8" js mjs;', '"image/avif" avif;'])
  })
})

describe('renderNginxConf', () => {
  const site = {
    headers: [
      ['Content-Security-Policy', "default-src 'self'; upgrade-insecure-requests"],
      ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
      ['X-Frame-Options', 'DENY'],
    ] as [string, string][],
    cache: [
      ['/', 'public, max-age=0, must-revalidate'],
      ['/assets/*', 'public, max-age=31536000, immutable'],
      ['/da/*', 'public, max-age=0, must-revalidate'],
      ['/en/*', 'public, max-age=0, must-revalidate'],
      ['/favicon.svg', 'public, max-age=86400'],
    ] as [string, string][],
    notFoundLanguages: ['en', 'da'],
    types: { '.html': 'text/html; charset=utf-8', '.xml': 'application/xml; charset=utf-8' },
  }
  const conf = renderNginxConf(site)
  const lines = conf.split('\n').map((line) => line.trim())
  /** The body of each `location … { }` block. */
  const locations = new Map([...conf.matchAll(/^ {4}location ([^{]+) \{\n([\s\S]*?)\n {4}\}$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']))

  it('is one server block with exactly one listen and one root line to edit', () => {
    expect(conf).toMatch(/^(#.*\n)+server \{\n[\s\S]*\n\}\n$/)
    expect(lines.filter((l) => l.startsWith('listen '))).toEqual(['listen 80;'])
    expect(lines.filter((l) => l.startsWith('root '))).toEqual(['root /var/www/site;'])
  })

  it('sends every header, with always, from the server level only', () => {
    for (const [name, value] of site.headers) expect(lines).toContain(`add_header ${name} "${value}" always;`)
    expect(lines).toContain('add_header Cache-Control $giftroll_cache_control always;')
    for (const [location, body] of locations) expect(body, location).not.toMatch(/add_header/)
  })

  it('gives every cache rule a location that sets its value', () => {
    expect([...locations.keys()]).toEqual(['= /_headers', '= /', '/assets/', '/da/', '/en/', '= /favicon.svg'])
    for (const [pattern, value] of site.cache)
      expect(locations.get(nginxLocation(pattern))).toContain(`set $giftroll_cache_control "${value}";`)
  })

  it('does not publish the _headers rules file, as Netlify and Cloudflare Pages do not', () => {
    expect(locations.get('= /_headers')?.trim()).toBe('return 404;')
  })

  it('serves each language its own 404 page and the root one elsewhere, with status 404', () => {
    expect(lines).toContain('error_page 403 404 =404 /404.html;')
    expect(locations.get('/en/')).toContain('error_page 403 404 =404 /en/404.html;')
    expect(locations.get('/da/')).toContain('error_page 403 404 =404 /da/404.html;')
    expect(locations.get('/assets/')).not.toContain('error_page')
  })

  it('redirects on the same host, serves the compressed files and labels the types', () => {
    for (const line of ['absolute_redirect off;', 'gzip_static on;', 'brotli_static on;', 'gzip_vary on;', 'index index.html;'])
      expect(lines).toContain(line)
    expect(lines).toContain('"application/xml; charset=utf-8" xml;')
  })
})
