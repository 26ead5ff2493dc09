/**
 * `_headers` (the Netlify / Cloudflare Pages format, also applied by scripts/static-server.mjs) for the
 * built folder, run by scripts/postbuild.mjs after the pages exist:
 * - `/*`: the security headers, with a Content-Security-Policy whose script-src allows our own files and
 *   the sha256 hash of every inline `<script>` found in the built HTML, and whose style-src does the same for
 *   every inline `<style>` (never 'unsafe-inline'), plus the PostHog host and the sign-up webhook when this
 *   build has them;
 * - `/assets/*` (Vite's content-hashed files): cached for a year, immutable;
 * - everything else: short caching, one rule per top-level entry so no path gets two Cache-Control values
 *   (hosts join the values of overlapping rules with a comma).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { LOCALE_CODES } from '../locales/locales'
import type { SiteConfig } from '../components/lib/site-config'
import { filesUnder } from './lib/files.mjs'

/** Script types that are data, not code: the CSP does not apply to them, so they need no hash. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json'])

/** The text of every inline script the browser would run (no `src`, not a JSON data block). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? ''
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase()
    if (DATA_SCRIPT_TYPES.has(typeValue)) continue
    // The HTML parser turns CRLF and CR into LF before the browser hashes the text.
    scripts.push((match[2] ?? '').replace(/\r\n?/g, '\n'))
  }
  return scripts
}

/** The text of every inline `<style>` block (the first screen's CSS each page inlines). */
export function inlineStyles(html: string): string[] {
  // As for scripts, the parser normalises line ends before the browser hashes the text.
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => (match[1] ?? '').replace(/\r\n?/g, '\n'))
}

/** CSP source expression for a script's text: `'sha256-<base64>'` of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

const htmlFiles = (dir: string): string[] => filesUnder(dir, (name) => name.endsWith('.html'))

/** The CSP hashes of a build's inline code, each list sorted and without repeats. */
export interface InlineHashes {
  scripts: readonly string[]
  styles: readonly string[]
}

/** Hashes of every inline script and style block in every built page. */
export function collectInlineHashes(clientDir: string): { hashes: InlineHashes; pages: number } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const files = htmlFiles(clientDir)
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    for (const script of inlineScripts(html)) scripts.add(scriptHash(script))
    for (const style of inlineStyles(html)) styles.add(scriptHash(style))
  }
  return { hashes: { scripts: [...scripts].sort(), styles: [...styles].sort() }, pages: files.length }
}

function origin(url: string): string {
  return new URL(url).origin
}

/** The PostHog sources: the configured host, and PostHog Cloud's asset hosts (`eu-assets.i.posthog.com`). */
export function posthogSources(config: SiteConfig): string[] {
  if (!config.posthogKey) return []
  const host = new URL(config.posthogHost)
  const sources = [host.origin]
  if (host.hostname === 'posthog.com' || host.hostname.endsWith('.posthog.com')) sources.push('https://*.posthog.com')
  return sources
}

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
]

export function contentSecurityPolicy(config: SiteConfig, hashes: InlineHashes): string {
  const unique = (values: string[]) => [...new Set(values)]
  const posthog = posthogSources(config)
  const webhook = config.signupWebhookUrl ? [origin(config.signupWebhookUrl)] : []
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...hashes.scripts, ...posthog])],
    // No page has a `style` attribute; scripts set styles through the CSSOM (element.style), which the
    // CSP does not govern.
    ['style-src', unique(["'self'", ...hashes.styles])],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...posthog, ...webhook])],
    // posthog-js may run its session-recording compression in a worker made from a blob.
    ...(posthog.length ? ([['worker-src', ["'self'", 'blob:']]] as [string, string[]][]) : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Without scripts the sign-up forms submit straight to the guided sign-up (docs/decisions.md §15).
    ['form-action', unique(["'self'", origin(config.signupUrl), ...webhook])],
    ['frame-ancestors', ["'none'"]],
    // Any stray http:// reference is fetched over https. WebKit applies this even on loopback, so the
    // plain-http preview leaves it out (forPlainHttp in scripts/static-server.mjs).
    ['upgrade-insecure-requests', []],
  ]
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ')
}

const REVALIDATE = 'public, max-age=0, must-revalidate'
const ONE_DAY = 'public, max-age=86400'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATED_FILES = new Set(['.html', '.xml', '.txt', '.json'])

/**
 * One Cache-Control rule per top-level entry of the built folder: pages (the language folders, `/`, the
 * 404 pages, sitemap, robots) revalidate on every visit; unhashed pictures and animations keep a
 * day; hashed assets a year.
 */
export function cacheRules(topLevel: readonly TopLevelEntry[]): [string, string][] {
  const rules: [string, string][] = [['/', REVALIDATE]]
  for (const { name, directory } of [...topLevel].sort((a, b) => a.name.localeCompare(b.name))) {
    if (name === '_headers' || name.startsWith('.') || /\.(br|gz)$/.test(name)) continue
    if (directory) {
      if (name === 'assets') rules.push(['/assets/*', IMMUTABLE])
      else rules.push([`/${name}/*`, (LOCALE_CODES as readonly string[]).includes(name) ? REVALIDATE : ONE_DAY])
    } else {
      rules.push([`/${name}`, REVALIDATED_FILES.has(extname(name)) ? REVALIDATE : ONE_DAY])
    }
  }
  return rules
}

/** The headers every response carries in production: the CSP, then the fixed security headers. */
export function productionHeaders(config: SiteConfig, hashes: InlineHashes): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config, hashes)],
    ...SECURITY_HEADERS.map(([name, value]): [string, string] => [name, value]),
  ]
}

export type TopLevelEntry = { name: string; directory: boolean }

/** The entries directly in the built folder, which the caching rules are made from. */
export function topLevelEntries(clientDir: string): TopLevelEntry[] {
  return readdirSync(clientDir).map((name) => ({ name, directory: statSync(join(clientDir, name)).isDirectory() }))
}

export function renderHeaders(config: SiteConfig, hashes: InlineHashes, topLevel: readonly TopLevelEntry[]): string {
  const lines = [
    '# Generated by scripts/build-headers.ts at build time: the CSP hashes the inline scripts and styles of this build.',
    '# Netlify and Cloudflare Pages apply this file as it is; dist/nginx/site.conf carries the same headers.',
    '/*',
    ...productionHeaders(config, hashes).map(([name, value]) => `  ${name}: ${value}`),
    '',
  ]
  for (const [pattern, value] of cacheRules(topLevel)) lines.push(pattern, `  Cache-Control: ${value}`, '')
  return lines.join('\n')
}

/**
 * What Cloudflare Pages documents for `_headers`: at most 100 rules, and no line longer than 2,000 characters (the
 * Content-Security-Policy line grows with every inline script and style the build hashes). Netlify documents no
 * such limit, so a file within Cloudflare's is within both.
 */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 } as const

/** How a `_headers` text breaks HEADERS_FILE_LIMITS, as readable lines; none when it keeps them. */
export function headersFileProblems(text: string): string[] {
  const lines = text.split('\n')
  const rules = lines.filter((line) => line.startsWith('/')).length
  const problems = rules > HEADERS_FILE_LIMITS.rules ? [`${rules} rules, more than ${HEADERS_FILE_LIMITS.rules}`] : []
  lines.forEach((line, i) => {
    if (line.length > HEADERS_FILE_LIMITS.lineLength)
      problems.push(`line ${i + 1} has ${line.length} characters, more than ${HEADERS_FILE_LIMITS.lineLength}`)
  })
  return problems
}

export function writeHeaders(clientDir: string, config: SiteConfig): { scripts: number; styles: number; pages: number } {
  const { hashes, pages } = collectInlineHashes(clientDir)
  const text = renderHeaders(config, hashes, topLevelEntries(clientDir))
  // A host would drop the file, or cut the policy short: the build stops instead.
  const problems = headersFileProblems(text)
  if (problems.length) throw new Error(`_headers breaks the hosts' limits: ${problems.join('; ')}`)
  writeFileSync(join(clientDir, '_headers'), text)
  return { scripts: hashes.scripts.length, styles: hashes.styles.length, pages }
}
