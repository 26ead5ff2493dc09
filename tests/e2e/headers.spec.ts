// Hosting (docs/decisions.md §35): the built folder served with its own `_headers` (as Netlify / Cloudflare Pages would):
// security headers and caching on every response, a CSP that hashes every inline script and still lets
// every page and island run without a violation, and pre-compressed siblings that are actually served.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { test, expect, waitForIsland } from './support/console'
import { ALL_PAGES, DIST, readBuilt } from './support/site'
import { filesUnder } from '../../scripts/lib/files.mjs'

const directive = (csp: string, name: string): string[] | undefined =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1)

/** The first script the home page loads: a content-hashed file under /assets/. */
/** The page's module script, which its start script names (scripts/after-first-paint.mjs). */
const firstAsset = () => /"(\/assets\/entries\/[^"]+\.js)"/.exec(readBuilt('/en/'))?.[1] ?? ''

test.describe('response headers', () => {
  for (const path of ['/', '/en/', '/da/contact/', '/sv/404.html', '/no/does-not-exist/', '/sitemap.xml']) {
    test(`${path} carries the security headers and short caching`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(directive(csp, 'default-src')).toEqual(["'self'"])
      const scriptSrc = directive(csp, 'script-src') ?? []
      expect(scriptSrc[0]).toBe("'self'")
      expect(scriptSrc.filter((s) => /unsafe|^\*$|^https?:$|^data:$/.test(s))).toEqual([])
      expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
      expect(directive(csp, 'object-src')).toEqual(["'none'"])
      expect(directive(csp, 'base-uri')).toEqual(["'self'"])
      expect(directive(csp, 'form-action')?.[0]).toBe("'self'")
      // The preview speaks plain http: no HSTS and no upgrade-insecure-requests (WebKit would ask for https).
      expect(headers['strict-transport-security']).toBeUndefined()
      expect(directive(csp, 'upgrade-insecure-requests')).toBeUndefined()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    })
  }

  test('the production _headers keep HSTS and upgrade-insecure-requests for every path', () => {
    const file = readFileSync(join(DIST, '_headers'), 'utf8')
    const all = file.split(/\n(?=\S)/).find((block) => block.startsWith('/*\n')) ?? ''
    expect(all).toMatch(/^ {2}Strict-Transport-Security: max-age=\d{8,}; includeSubDomains$/m)
    expect(all).toMatch(/^ {2}Content-Security-Policy: .*; upgrade-insecure-requests$/m)
  })

  test('content-hashed assets are cached for a year, immutable', async ({ request }) => {
    const assetPath = firstAsset()
    expect(assetPath).toMatch(/^\/assets\//)
    const response = await request.get(assetPath)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('unhashed pictures are cached for a day', async ({ request }) => {
    const response = await request.get('/og/og-da.png')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=86400')
  })
})

test('the CSP hashes every inline script of every built page, and nothing else is inline-allowed', async ({ page: tab, request }) => {
  const csp = (await request.get('/en/')).headers()['content-security-policy'] ?? ''
  const allowed = (directive(csp, 'script-src') ?? []).filter((s) => s.startsWith("'sha256-"))
  const needed = new Set<string>()
  for (const page of ALL_PAGES) {
    // Chromium's parser decides what an inline script is: no src, and not a JSON data block.
    const scripts = await tab.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html')
      return [...doc.querySelectorAll('script:not([src])')]
        .filter((s) => !/^application\/(ld\+)?json$/i.test(s.getAttribute('type') ?? ''))
        .map((s) => s.textContent ?? '')
    }, readBuilt(page.url))
    for (const text of scripts) needed.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  // At least the root redirect (docs/decisions.md §5).
  expect(needed.size).toBeGreaterThanOrEqual(1)
  expect([...needed].filter((h) => !allowed.includes(h))).toEqual([])
  expect(allowed.filter((h) => !needed.has(h))).toEqual([])
})

test('the CSP hashes every inline style block of every built page, with no unsafe-inline and no style attribute', async ({
  page: tab,
  request,
}) => {
  const csp = (await request.get('/en/')).headers()['content-security-policy'] ?? ''
  const styleSrc = directive(csp, 'style-src') ?? []
  expect(styleSrc.filter((s) => /unsafe|^\*$|^https?:$|^data:$/.test(s))).toEqual([])
  const allowed = styleSrc.filter((s) => s.startsWith("'sha256-"))
  const needed = new Set<string>()
  const withStyleAttribute: string[] = []
  for (const page of ALL_PAGES) {
    // Chromium's parser decides what a style block's text is; a style attribute would need 'unsafe-inline'.
    const found = await tab.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html')
      return {
        styles: [...doc.querySelectorAll('style')].map((s) => s.textContent ?? ''),
        attributes: doc.querySelectorAll('[style]').length,
      }
    }, readBuilt(page.url))
    for (const text of found.styles) needed.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
    if (found.attributes) withStyleAttribute.push(page.url)
  }
  // Every page inlines its first screen's CSS.
  expect(needed.size).toBeGreaterThanOrEqual(1)
  expect([...needed].filter((h) => !allowed.includes(h))).toEqual([])
  expect(allowed.filter((h) => !needed.has(h))).toEqual([])
  expect(withStyleAttribute).toEqual([])
})

test.describe('pre-compressed files', () => {
  const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt'])
  const textFiles = filesUnder(DIST, (name) => TEXT.has(extname(name)))

  test('every text file has .br and .gz siblings with the same content', () => {
    expect(textFiles.length).toBeGreaterThan(60)
    const problems: string[] = []
    for (const file of textFiles) {
      const original = readFileSync(file)
      const name = relative(DIST, file)
      if (!existsSync(`${file}.br`) || !brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)) problems.push(`${name}.br`)
      if (!existsSync(`${file}.gz`) || !gunzipSync(readFileSync(`${file}.gz`)).equals(original)) problems.push(`${name}.gz`)
    }
    expect(problems).toEqual([])
  })

  test('the server sends them with the right Content-Encoding and type', async ({ request }) => {
    for (const path of ['/da/', firstAsset()]) {
      const br = await request.get(path, { headers: { 'Accept-Encoding': 'br' } })
      expect(br.headers()['content-encoding'], path).toBe('br')
      const gz = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(gz.headers()['content-encoding'], path).toBe('gzip')
      expect(gz.headers()['content-type'], path).toMatch(path.endsWith('.js') ? /javascript/ : /text\/html/)
      // Playwright decodes the body: the same bytes either way.
      expect((await br.body()).equals(await gz.body()), path).toBe(true)
    }
  })
})

// ---- the pages under the CSP, in the browser ------------------------------------------------------

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(tab: Page): Promise<() => Promise<string[]>> {
  await tab.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = list
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    )
  })
  return () => tab.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
}

test.describe('every page under its CSP', () => {
  // Every page is loaded under its CSP and scrolled through by the overflow walk (overflow.spec.ts), and fails on
  // any violation Chromium reports (support/console.ts).
  test('the root page redirects with its hashed inline script', async ({ page: tab }) => {
    const violations = await watchViolations(tab)
    await tab.goto('/')
    await tab.waitForURL('**/en/')
    expect(await violations()).toEqual([])
  })

  test('islands still hydrate and work: language switcher, use-cases menu, sign-in dialog', async ({ page: tab }) => {
    const violations = await watchViolations(tab)
    await tab.setViewportSize({ width: 1280, height: 800 })
    await tab.goto('/da/contact/')
    await tab.locator('.gr-lang__toggle').click()
    await waitForIsland(tab, 'LanguageSwitcher')
    await expect(tab.locator('.gr-lang__list')).toBeVisible()
    await tab.keyboard.press('Escape')
    await tab.locator('.gr-header__sign-in').click()
    await waitForIsland(tab, 'SignIn')
    await expect(tab.getByRole('dialog')).toBeVisible()
    await tab.keyboard.press('Escape')
    await expect(tab.getByRole('dialog')).toBeHidden()
    await tab.locator('.gr-menu__toggle').click()
    await waitForIsland(tab, 'UseCasesMenu')
    expect(await violations()).toEqual([])
  })
})
