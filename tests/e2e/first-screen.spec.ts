// The first screen from the first round trip (docs/decisions.md §25, §52): the first 14 KB of a page's HTML,
// compressed as a host sends it (gzip level 9), rendered alone, with scripts off and every other request
// refused, paints on a phone (412 x 823) what the whole page paints there. Screenshots are compared pixel by
// pixel (sharp decodes them).
import { test, expect, type Browser } from '@playwright/test'
import { constants, gunzipSync, gzipSync } from 'node:zlib'
import sharp from 'sharp'
import { FIRST_ROUND_TRIP, KB } from '../../scripts/lib/page-weight.mjs'
import { ALL_PAGES, LOCALE_CODES, readBuilt } from './support/site'
import { localizedPath } from '../../components/lib/urls'
import { DEFAULT_LOCALE } from '../../locales/locales'

const SCREEN = { width: 412, height: 823 }
/** At most this share of the first screen's pixels may differ. */
const MAX_DIFFERENT = 0.03

const PAGES = [
  ...LOCALE_CODES.map((locale) => localizedPath(locale, '/')),
  localizedPath(DEFAULT_LOCALE, '/use-cases/events-activities/'),
  localizedPath('da', '/use-cases/training-development/'),
  localizedPath(DEFAULT_LOCALE, '/contact/'),
]

/** The HTML a browser has after the first `bytes` of the page's gzip stream. */
function firstBytesOf(html: string, bytes: number): string {
  const compressed = gzipSync(html, { level: 9 })
  const head = compressed.subarray(0, bytes)
  return gunzipSync(head, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8')
}

async function firstScreen(browser: Browser, url: string, onlyHtml?: string): Promise<Buffer> {
  const context = await browser.newContext({ viewport: SCREEN, javaScriptEnabled: false })
  const tab = await context.newPage()
  if (onlyHtml !== undefined) {
    await tab.route('**/*', (route) =>
      new URL(route.request().url()).pathname === url
        ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: onlyHtml })
        : route.abort(),
    )
  }
  await tab.goto(url, { waitUntil: 'load' })
  const shot = await tab.screenshot()
  await context.close()
  return shot
}

async function differentShare(a: Buffer, b: Buffer): Promise<number> {
  const [one, two] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer()))
  let different = 0
  for (let i = 0; i < one!.length; i += 4) {
    if (one![i] !== two![i] || one![i + 1] !== two![i + 1] || one![i + 2] !== two![i + 2]) different++
  }
  return different / (one!.length / 4)
}

for (const url of PAGES) {
  test(`${url}: the first ${FIRST_ROUND_TRIP / KB} KB (gzip) alone paint the first screen`, async ({ browser }) => {
    const html = readBuilt(url)
    const first = firstBytesOf(html, FIRST_ROUND_TRIP)
    // A page shorter than the first round trip is rendered whole, still with its stylesheet refused.
    expect(html.startsWith(first), `${url}: the first bytes are the page's beginning`).toBe(true)
    const full = await firstScreen(browser, url)
    const alone = await firstScreen(browser, url, first)
    const share = await differentShare(full, alone)
    expect(share, `${url}: ${(share * 100).toFixed(1)} % of the first screen's pixels differ`).toBeLessThanOrEqual(MAX_DIFFERENT)
  })
}

// A script the parser runs inside the page's content can end its time slice there, and the browser then paints a
// frame with only what came before it (a first visit once saw the cookie banner alone, before the page). So no
// script runs in <body> before the end of <main>; the banner's reveal runs in the head.
test('no page runs a script inside its body before the end of its content', () => {
  const executable = /<script(?![^>]*type="(?:application\/(?:ld\+)?json|speculationrules)")[^>]*>/g
  for (const { url } of ALL_PAGES) {
    const html = readBuilt(url)
    const body = html.slice(html.indexOf('<body'), html.indexOf('</main>'))
    expect(body.match(executable) ?? [], `${url}: scripts before </main>`).toEqual([])
  }
})
