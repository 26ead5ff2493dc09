// `npm run screenshots`: every built page in every language at 375, 768 and 1280 px (full page) in Debian's
// Chromium, as PNGs under reports/screenshots/, plus reports/screenshots/index.html: a contact sheet grouped
// by page with the three widths side by side, for reviewing the site by eye.
//
//   npm run screenshots                      uses the existing build (DIST_DIR, default dist)
//   npm run screenshots -- --build           builds first
//   npm run screenshots -- --pages=/en/,/da/ only these pages
//   npm run screenshots -- --first-visit     keep the cookie banner (default: a returning visitor, no overlays)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startStaticServer } from './static-server.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browsers.mjs'
import { builtHtmlFiles, builtLanguages, commandLine, ensureBuilt } from './lib/built-site.mjs'

const { flag, option } = commandLine()
const distDir = process.env.DIST_DIR ?? 'dist'
const outDir = join('reports', 'screenshots')
const WIDTHS = [375, 768, 1280]

const root = ensureBuilt(distDir, { build: flag('build'), hint: 'run `npm run build` first (or pass --build).' })
const LANGUAGE_ORDER = builtLanguages(root)

/** Built pages as URL paths, grouped by logical page (`/contact/`) across languages. */
function builtPages() {
  return builtHtmlFiles(root).map((p) => p.url)
}

function split(url) {
  const [, first = '', ...rest] = url.split('/')
  if (LANGUAGE_ORDER.includes(first)) return { language: first, logical: `/${rest.join('/')}` }
  return { language: '', logical: url }
}

let pages = builtPages()
const only = option('pages')
if (only) pages = pages.filter((p) => only.split(',').includes(p))
// The bare `/` only chooses a language and redirects: its screenshot would be another page's.
pages = pages.filter((p) => p !== '/')

const groups = new Map()
for (const url of pages) {
  const { language, logical } = split(url)
  if (!groups.has(logical)) groups.set(logical, [])
  groups.get(logical).push({ url, language })
}
for (const list of groups.values()) list.sort((a, b) => LANGUAGE_ORDER.indexOf(a.language) - LANGUAGE_ORDER.indexOf(b.language))
const order = [...groups.keys()].sort((a, b) =>
  a === '/' ? -1 : b === '/' ? 1 : Number(a.includes('404')) - Number(b.includes('404')) || a.localeCompare(b),
)

if (!only) rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
const fileName = (url, width) => `${url.replace(/^\/|\/$/g, '').replace(/[/.]/g, '_') || 'root'}-${width}.png`

const server = await startStaticServer({ root, port: Number(process.env.SCREENSHOTS_PORT ?? 0) })
const origin = `http://127.0.0.1:${server.port}`
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const problems = []
let done = 0
const total = pages.length * WIDTHS.length
for (const logical of order) {
  for (const { url } of groups.get(logical)) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
      if (!flag('first-visit')) {
        await context.addInitScript(() => {
          try {
            localStorage.setItem('cookie-consent', 'essential')
            localStorage.setItem('newsletter-popup-seen', String(Date.now()))
          } catch {
            // storage blocked: the banner shows in the picture
          }
        })
      }
      const page = await context.newPage()
      page.on('pageerror', (error) => problems.push(`${url} @${width}: ${error.message}`))
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${url} @${width}: console ${msg.type()}: ${msg.text()}`)
      })
      await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' })
      // Content that appears on scroll (count-ups, lazy images) is shown as a reader scrolling down sees it.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo({ top: 0, behavior: 'instant' })
      })
      await page.waitForTimeout(300)
      // A page wider than the screen is a bug worth seeing in the report.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      if (overflow > 0) problems.push(`${url} @${width}: page is ${overflow} px wider than the screen`)
      await page.screenshot({ path: join(outDir, fileName(url, width)), fullPage: true })
      await context.close()
      done++
      process.stdout.write(`\r${done}/${total} ${url} @${width}        `)
    }
  }
}
await browser.close()
await server.close()
process.stdout.write('\n')

const escape = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])
const sections = order
  .map((logical) => {
    const rows = groups
      .get(logical)
      .map(
        ({ url, language }) => `
      <div class="row">
        <h3><a href="${origin}${escape(url)}">${escape(url)}</a>${language ? ` <span>${language}</span>` : ''}</h3>
        <div class="shots">${WIDTHS.map(
          (w) => `
          <figure><figcaption>${w} px</figcaption><a href="${fileName(url, w)}"><img src="${fileName(url, w)}" alt="${escape(url)} at ${w} px" loading="lazy" width="${w}"></a></figure>`,
        ).join('')}
        </div>
      </div>`,
      )
      .join('')
    return `
    <section id="${escape(logical)}">
      <h2>${escape(logical)}</h2>${rows}
    </section>`
  })
  .join('')
const generated = new Date().toISOString()
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Screenshots ${generated}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #111; background: #f3f4f6; }
  nav a { margin-right: 12px; }
  section { margin: 32px 0; }
  h2 { border-bottom: 2px solid #111; padding-bottom: 4px; }
  h3 { font-size: 14px; margin: 16px 0 8px; } h3 span { color: #555; font-weight: normal; }
  .shots { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; background: #fff; padding: 8px; box-shadow: 0 1px 3px #0002; }
  figcaption { color: #555; margin-bottom: 4px; }
  /* Scaled down: phone, tablet and desktop side by side; click for full size. */
  img { display: block; height: auto; border: 1px solid #ddd; }
  figure:nth-child(1) img { width: 188px; } figure:nth-child(2) img { width: 288px; } figure:nth-child(3) img { width: 420px; }
  pre { white-space: pre-wrap; background: #fff; padding: 12px; }
</style>
</head>
<body>
<h1>Every page at ${WIDTHS.join(', ')} px</h1>
<p>${generated} · ${pages.length} pages · ${flag('first-visit') ? 'first visit (cookie banner shown)' : 'returning visitor (consent given, popup seen)'} · reduced motion</p>
<nav>${order.map((l) => `<a href="#${escape(l)}">${escape(l)}</a>`).join('')}</nav>
${problems.length ? `<h2>Noticed while shooting</h2><pre>${escape(problems.join('\n'))}</pre>` : ''}
${sections}
</body>
</html>
`,
)
if (problems.length) console.log(`Noticed while shooting:\n${problems.join('\n')}`)
console.log(`Written: ${total} screenshots and ${join(outDir, 'index.html')}`)
