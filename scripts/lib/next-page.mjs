// The time from a click on a page link to the next page's largest paint, with the page's speculation rules and
// with them taken out, for `npm run audit`. A visitor's path: the page has loaded, the pointer rests on the link
// for a moment (the rules' "moderate" prefetch starts after 200 ms of hover), then the click.
//
// Throttled with Lighthouse's mobile numbers (150 ms round trip, 1.6 Mbit/s down, 4x slower CPU), applied by
// DevTools rather than simulated: a click is a flow, which Lighthouse's simulation cannot replay. Chromium does
// not prerender while DevTools is attached, so the figure with rules is the prefetch's; a real visitor's pressed
// link is also prerendered, which only makes it faster.

/** Lighthouse's mobile throttling (its `throttling.mobileSlow4G` preset). */
export const MOBILE_THROTTLING = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675, cpuSlowdown: 4 }
/** How long the pointer rests on the link before the click. */
export const HOVER_MS = 600

const CLICK_KEY = 'gr-audit-click-at'

/**
 * One run in a fresh context: open `fromUrl`, hover the first visible link to `toPath`, click, and return the
 * milliseconds from the click to the next page's largest contentful paint.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ fromUrl: string, toPath: string, withRules: boolean }} run
 * @returns {Promise<number>}
 */
export async function clickToLargestPaint(browser, { fromUrl, toPath, withRules }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: false })
  try {
    // Without rules: the rule set is dropped as the page is parsed (removing its script removes its rules), long
    // before any hover. Not by rewriting the HTML on the way: routing requests turns the browser's cache off.
    if (!withRules) {
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const rules of document.querySelectorAll('script[type="speculationrules"]')) rules.remove()
        })
      })
    }
    // The click's moment, in wall-clock milliseconds, carried to the next page.
    await context.addInitScript((key) => {
      addEventListener('click', () => sessionStorage.setItem(key, String(performance.timeOrigin + performance.now())), true)
    }, CLICK_KEY)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_THROTTLING.latencyMs,
      downloadThroughput: (MOBILE_THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE_THROTTLING.uploadKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown })
    await page.goto(fromUrl, { waitUntil: 'load' })
    const link = page.locator(`a[href="${toPath}"]:visible`).first()
    await link.hover()
    await page.waitForTimeout(HOVER_MS)
    await Promise.all([page.waitForURL((url) => url.pathname === toPath), link.click()])
    await page.waitForLoadState('load')
    return await page.evaluate(
      (key) =>
        new Promise((resolve) => {
          let last = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          // Largest paints are final once the page has settled; a second is ample after load.
          setTimeout(() => resolve(performance.timeOrigin + last - Number(sessionStorage.getItem(key))), 1000)
        }),
      CLICK_KEY,
    )
  } finally {
    await context.close()
  }
}

/**
 * The middle value (the mean of the two middle ones for an even count).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const at = (/** @type {number} */ i) => sorted[i] ?? Number.NaN
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2
}
