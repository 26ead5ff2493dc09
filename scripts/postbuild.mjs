// After `vike build`: gives every 404 page its host-friendly name (`/da/404/index.html` → `/da/404.html`).
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const client = join(process.env.DIST_DIR ?? 'dist', 'client')
if (!existsSync(client)) throw new Error(`No build output at ${client}`)

function moveNotFound(dir) {
  const from = join(dir, '404', 'index.html')
  if (!existsSync(from)) return false
  renameSync(from, join(dir, '404.html'))
  if (readdirSync(join(dir, '404')).length === 0) rmSync(join(dir, '404'), { recursive: true })
  return true
}

let moved = moveNotFound(client) ? 1 : 0
for (const entry of readdirSync(client, { withFileTypes: true })) {
  if (entry.isDirectory() && moveNotFound(join(client, entry.name))) moved++
}
console.log(`postbuild: ${moved} 404 pages in place`)

// Before anything reads the pages' final HTML (the CSP hashes the inline script this adds).
const { afterFirstPaintIn } = await import('./after-first-paint.mjs')
const { filesUnder } = await import('./lib/files.mjs')
const deferred = afterFirstPaintIn(filesUnder(client, (file) => file.endsWith('.html')))
console.log(`postbuild: ${deferred} pages request their stylesheet and module script after the first paint`)

const { writeIslandProps } = await import('./island-props.mjs')
const islandProps = writeIslandProps(client)
console.log(`postbuild: island props of ${islandProps.pages} pages in ${islandProps.files} files`)

// Search and hosting files. The route table and the site configuration are TypeScript: Vite's module runner
// loads them (with the same environment the pages were built with), so nothing is listed twice.
const { runnerImport } = await import('vite')
const load = async (path) => (await runnerImport(new URL(path, import.meta.url).pathname, { configFile: false, logLevel: 'error' })).module
const { getSiteConfig } = await load('../components/lib/site-config.ts')
const { writeSitemapAndRobots } = await load('./build-sitemap.ts')
const { writeHeaders } = await load('./build-headers.ts')
const { writeNginxConf } = await load('./build-nginx.ts')
const { precompress } = await import('./precompress.mjs')

const siteConfig = getSiteConfig()
const sitemap = writeSitemapAndRobots(client, siteConfig)
console.log(`postbuild: sitemap.xml with ${sitemap.urls} pages, robots.txt`)
// After every HTML file is final: the CSP hashes the inline scripts and styles it finds.
const headers = writeHeaders(client, siteConfig)
console.log(
  `postbuild: _headers with ${headers.scripts} inline-script and ${headers.styles} inline-style hash(es) from ${headers.pages} pages`,
)
// The same headers for nginx, beside the folder to deploy (it is configuration, not a file to serve).
const nginx = writeNginxConf(client, join(client, '..', 'nginx'), siteConfig)
console.log(`postbuild: nginx/site.conf with ${nginx.locations} locations`)
// Last, so the sitemap and robots.txt get compressed siblings too.
const compressed = precompress(client)
console.log(`postbuild: ${compressed.files} text files pre-compressed (.br, .gz)`)
