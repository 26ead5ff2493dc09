// What a page downloads before any interaction, and the budgets it must keep (docs/decisions.md §39). Used by the budget
// test (tests/e2e/budgets.spec.ts), its unit test and `npm run audit`, so all three measure the same way.
//
// Sizes never depend on the server: every response body is compressed here (gzip level 9, brotli quality
// 11), whether or not the server sent a pre-compressed file.
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/** @typedef {'mobile' | 'desktop'} ViewportName */
/** @typedef {'html' | 'css' | 'js' | 'image' | 'font' | 'other'} Kind */
/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */
/** @typedef {Sizes & { url: string, kind: Kind, status: number }} Resource */
/** @typedef {{ name: string, hydrate: string, hydrated?: string | null, inFirstViewport: boolean }} IslandInfo */
/** @typedef {{ src: string, width: string | null, height: string | null }} ImageInfo */
/** @typedef {{ url: string, resourceType: string, contentType: string, status: number, body: Buffer | string }} RawResponse */
/** @typedef {Record<Kind, Sizes & { count: number }>} Totals */
/**
 * @typedef {object} Measurement
 * @property {string} url
 * @property {ViewportName} viewport
 * @property {boolean} isHome
 * @property {Resource[]} resources
 * @property {Totals} totals
 * @property {string[]} thirdParty
 * @property {IslandInfo[]} islands
 * @property {ImageInfo[]} images
 * @property {string | null} [navigatedAway]
 */

/** 1 KB = 1024 bytes throughout. */
export const KB = 1024
/** JavaScript (gzip) before interaction on a home page (`/{lang}/`), where React and islands start early. */
export const HOME_JS_BUDGET = 90 * KB
/** JavaScript (gzip) before interaction on any other page, unless an eager island is in the first viewport. */
export const PAGE_JS_BUDGET = 10 * KB
/** The HTML document (gzip), any page. */
export const HTML_BUDGET = 35 * KB
/**
 * What the first round trip carries: a TCP initial congestion window is 10 segments, about 14.6 KB. A page's
 * first screen (its inline CSS and the markup it shows) arrives within this many gzip bytes of its HTML
 * (tests/e2e/first-screen.spec.ts, docs/decisions.md §52).
 */
export const FIRST_ROUND_TRIP = 14 * KB
/**
 * A home page's whole HTML (gzip): the first round trip's bytes, the rest of the page after its first screen,
 * and all of the page's CSS, which it carries inline (about 5 KB gzip for the first screen, 3.8 KB for the rest;
 * docs/decisions.md §25, §52). It links no stylesheet. Its head also carries the inline script that holds what a
 * visitor does before the module script has started (components/islands/early-events.ts), which every page has.
 */
export const HOME_HTML_BUDGET = 25 * KB
/**
 * Layout objects a phone (VIEWPORTS.mobile) lays out before a home page's first paint, in Chromium: the header,
 * the hero and the section next to it, while the rest wait (docs/decisions.md §25). About 230 now; about 1,000 with
 * every section rendered, and about 500 while a <select> in a waiting section made Chromium render that section too.
 */
export const FIRST_FRAME_LAYOUT_OBJECTS = 300
/** Stylesheets (gzip, all of them together), any page. */
export const CSS_BUDGET = 25 * KB
/** Hydration modes that start an island without any interaction (see components/islands/Island.tsx). */
/** @type {readonly string[]} */
export const EAGER_HYDRATE = ['load', 'idle', 'visible']
/**
 * The screens a page is measured on. "First viewport" means the rectangle one of these shows before any
 * scrolling: the mobile one is Lighthouse's mobile screen (Moto G Power), the desktop one a laptop.
 * @type {Record<ViewportName, { width: number, height: number }>}
 */
export const VIEWPORTS = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
}
/**
 * `/en/`, `/da/`…: the language home pages (the bare `/` only chooses a language and redirects).
 * @param {string} pathname
 */
export function isHomePath(pathname) {
  return /^\/[a-z]{2}\/$/.test(pathname)
}

/**
 * html | css | js | image | font | other, from the browser's resource type, else the content type.
 * @param {string} resourceType
 * @param {string} url
 * @returns {Kind}
 */
export function resourceKind(resourceType, url, contentType = '') {
  /** @type {Record<string, Kind | undefined>} */
  const kinds = { document: 'html', stylesheet: 'css', script: 'js', image: 'image', font: 'font' }
  const byType = kinds[resourceType]
  if (byType) return byType
  const type = contentType.toLowerCase()
  const path = new URL(url).pathname
  if (type.includes('text/html')) return 'html'
  if (type.includes('text/css') || path.endsWith('.css')) return 'css'
  if (type.includes('javascript') || /\.m?js$/.test(path)) return 'js'
  if (type.startsWith('image/')) return 'image'
  if (type.startsWith('font/') || path.endsWith('.woff2')) return 'font'
  return 'other'
}

/** Sizes already computed, by the body's hash: every page loads the same scripts, styles, fonts and images, and
 * brotli at quality 11 is slow enough to dominate a run over every page if each were compressed again. */
/** @type {Map<string, Sizes>} */
const sizesByContent = new Map()

/**
 * Raw, gzip (level 9) and brotli (quality 11) sizes of a body.
 * @param {Buffer | string} body
 * @returns {Sizes}
 */
export function compressedSizes(body) {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body)
  const key = createHash('sha256').update(buffer).digest('base64')
  const known = sizesByContent.get(key)
  if (known) return known
  const sizes = {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  }
  sizesByContent.set(key, sizes)
  return sizes
}

/** @type {readonly Kind[]} */
export const KINDS = ['html', 'css', 'js', 'image', 'font', 'other']

/**
 * Sums per kind: `{ js: { count, raw, gzip, brotli }, … }`.
 * @param {Resource[]} resources
 * @returns {Totals}
 */
export function totalsByKind(resources) {
  const totals = /** @type {Totals} */ (Object.fromEntries(KINDS.map((k) => [k, { count: 0, raw: 0, gzip: 0, brotli: 0 }])))
  for (const r of resources) {
    const t = totals[r.kind]
    t.count++
    t.raw += r.raw
    t.gzip += r.gzip
    t.brotli += r.brotli
  }
  return totals
}

/**
 * Turns what the browser reported into a measurement (pure, so the unit test can feed it fixtures).
 * responses: `{ url, resourceType, contentType, status, body }`; requests: every URL the page asked for;
 * dom: `{ islands: [{ name, hydrate, inFirstViewport }], images: [{ src, width, height }] }`.
 * @param {{ url: string, viewport?: ViewportName, responses: RawResponse[], requests: string[], dom: { islands: IslandInfo[], images: ImageInfo[] } }} input
 * @returns {Measurement}
 */
export function buildMeasurement({ url, viewport = 'mobile', responses, requests, dom }) {
  const page = new URL(url)
  const resources = responses
    .filter((r) => r.status < 300 || r.status >= 400)
    .map((r) => ({
      url: r.url,
      kind: resourceKind(r.resourceType, r.url, r.contentType),
      status: r.status,
      ...compressedSizes(r.body),
    }))
  const thirdParty = [...new Set(requests.filter((u) => /^(https?|wss?):/.test(u) && new URL(u).host !== page.host))]
  return {
    url: page.pathname,
    viewport,
    isHome: isHomePath(page.pathname),
    resources,
    totals: totalsByKind(resources),
    thirdParty,
    islands: dom.islands,
    images: dom.images,
  }
}

/**
 * Why a page may ship home-page JavaScript: it is a home page, or an eager island shows before scrolling.
 * @param {Measurement} measurement
 * @returns {{ limit: number, reason: string }}
 */
export function jsBudgetFor(measurement) {
  if (measurement.isHome) return { limit: HOME_JS_BUDGET, reason: 'home page' }
  const eager = measurement.islands.find((i) => i.inFirstViewport && EAGER_HYDRATE.includes(i.hydrate))
  if (eager) return { limit: HOME_JS_BUDGET, reason: `island ${eager.name} (hydrate="${eager.hydrate}") in the first viewport` }
  return { limit: PAGE_JS_BUDGET, reason: 'no eager island in the first viewport' }
}

const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`

/**
 * Every budget the measurement breaks, as readable lines; an empty list means the page is within budget.
 * @param {Measurement} measurement
 * @returns {string[]}
 */
export function checkBudgets(measurement) {
  const { url, viewport, totals } = measurement
  const where = `${url} (${viewport})`
  /** @type {string[]} */
  const problems = []
  const js = jsBudgetFor(measurement)
  if (totals.js.gzip > js.limit) {
    const files = measurement.resources
      .filter((r) => r.kind === 'js')
      .map((r) => `${new URL(r.url).pathname} ${kb(r.gzip)}`)
      .join(', ')
    problems.push(`${where}: JavaScript ${kb(totals.js.gzip)} gzip > ${kb(js.limit)} (${js.reason}): ${files}`)
  }
  const htmlLimit = measurement.isHome ? HOME_HTML_BUDGET : HTML_BUDGET
  if (totals.html.gzip > htmlLimit) problems.push(`${where}: HTML ${kb(totals.html.gzip)} gzip > ${kb(htmlLimit)}`)
  if (totals.css.gzip > CSS_BUDGET) problems.push(`${where}: CSS ${kb(totals.css.gzip)} gzip > ${kb(CSS_BUDGET)}`)
  for (const img of measurement.images) {
    if (!img.width || !img.height) problems.push(`${where}: <img src="${img.src}"> has no width and height`)
  }
  for (const request of measurement.thirdParty) problems.push(`${where}: request to a third-party host: ${request}`)
  return problems
}

/**
 * Runs in the page: every island with its hydration mode and whether it shows in the first viewport, and
 * every <img> with its width/height attributes. An island's box is its wrapper's border box or, since the
 * wrapper is `display: contents`, the boxes of its rendered descendants; it is "in the first viewport"
 * when one of those boxes, not hidden (display, `hidden`, visibility), overlaps the rectangle the screen
 * shows at scroll 0 (0…innerWidth × 0…innerHeight) by a positive area.
 * @returns {{ islands: IslandInfo[], images: ImageInfo[] }}
 */
function inspectDom() {
  const vw = window.innerWidth
  const vh = window.innerHeight
  const showsInFirstViewport = (/** @type {Element} */ el) => {
    const candidates = [el, ...el.querySelectorAll('*')]
    return candidates.some((node) => {
      if (!node.checkVisibility({ visibilityProperty: true })) return false
      const r = node.getBoundingClientRect()
      const fixed = getComputedStyle(node).position === 'fixed'
      const top = r.top + (fixed ? 0 : window.scrollY)
      const left = r.left + (fixed ? 0 : window.scrollX)
      const width = Math.min(left + r.width, vw) - Math.max(left, 0)
      const height = Math.min(top + r.height, vh) - Math.max(top, 0)
      return r.width > 0 && r.height > 0 && width > 0 && height > 0
    })
  }
  return {
    islands: [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-island]'))].map((el) => ({
      name: el.dataset.island ?? '',
      hydrate: el.dataset.hydrate ?? 'interaction',
      hydrated: el.dataset.hydrated ?? null,
      inFirstViewport: showsInFirstViewport(el),
    })),
    images: [...document.querySelectorAll('img')].map((img) => ({
      src: img.getAttribute('src') ?? img.currentSrc,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    })),
  }
}

/**
 * Resolves once no request has been in flight, and none has started, for `quietMs` ("network idle").
 * @param {{ inFlight: Set<unknown>, count: number }} tracker
 */
async function networkQuiet(tracker, quietMs = 500, timeoutMs = 15_000) {
  const started = Date.now()
  let seen = tracker.count
  let quietSince = Date.now()
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (tracker.inFlight.size > 0 || tracker.count !== seen) {
      seen = tracker.count
      quietSince = Date.now()
    } else if (Date.now() - quietSince >= quietMs) return
  }
}

/**
 * Loads `url` in a Playwright page (no interaction), collects every request and response until the network has
 * been idle for 500 ms, and returns the measurement. A script that sends the page elsewhere (the root language
 * chooser) is stopped, so only the page's own downloads count. Everything is downloaded anew even in a tab that has
 * loaded the site before: while a route is set Playwright turns the browser's cache off (the budget test checks
 * it). The page is left as it was found: the route and the listeners go when the measurement is done.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @param {{ viewport?: ViewportName }} [options]
 * @returns {Promise<Measurement>}
 */
export async function measurePage(page, url, { viewport = 'mobile' } = {}) {
  const target = new URL(url)
  const sameDocument = (/** @type {string} */ u) => u.split('#')[0] === target.href.split('#')[0]
  /** @type {string[]} */
  const requests = []
  /** @type {RawResponse[]} */
  const responses = []
  /** @type {Promise<void>[]} */
  const pending = []
  /** @type {string | null} */
  let navigatedAway = null
  await page.setViewportSize(VIEWPORTS[viewport])
  const tracker = { inFlight: /** @type {Set<unknown>} */ (new Set()), count: 0 }
  /** @param {import('@playwright/test').Request} request */
  const onRequest = (request) => {
    requests.push(request.url())
    tracker.inFlight.add(request)
    tracker.count++
  }
  /** @param {import('@playwright/test').Request} request */
  const onDone = (request) => tracker.inFlight.delete(request)
  /** @param {import('@playwright/test').Response} response */
  const onResponse = (response) => {
    pending.push(
      (async () => {
        const request = response.request()
        if (request.isNavigationRequest() && !sameDocument(request.url())) return
        let body
        try {
          body = await response.body()
        } catch {
          return // redirects and aborted requests have no body
        }
        responses.push({
          url: response.url(),
          resourceType: request.resourceType(),
          contentType: response.headers()['content-type'] ?? '',
          status: response.status(),
          body,
        })
      })(),
    )
  }
  /** @param {import('@playwright/test').Route} route */
  const handler = (route) => {
    const request = route.request()
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !sameDocument(request.url())) {
      navigatedAway = request.url()
      // A 204 answer to a navigation leaves the current document in place (aborting shows an error page).
      return route.fulfill({ status: 204, body: '' })
    }
    return route.continue()
  }
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  page.on('response', onResponse)
  await page.route('**/*', handler)
  // Not `waitUntil: 'load'`: Playwright would wait for the navigation the page tried to start instead.
  await page.goto(target.href, { waitUntil: 'commit' })
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { polling: 100 })
  // `idle` islands start from requestIdleCallback (timeout 2 s): let one idle period pass, then wait until
  // no request has been in flight for 500 ms.
  await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(() => resolve(undefined), { timeout: 2000 })))
  await networkQuiet(tracker)
  await Promise.all(pending)
  const dom = await page.evaluate(inspectDom)
  page.off('request', onRequest)
  page.off('requestfinished', onDone)
  page.off('requestfailed', onDone)
  page.off('response', onResponse)
  await page.unroute('**/*', handler)
  return { ...buildMeasurement({ url: target.href, viewport, responses, requests, dom }), navigatedAway }
}
