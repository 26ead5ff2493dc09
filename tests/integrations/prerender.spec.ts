// A page Chromium really prerenders on a press (the speculation rules, renderer/speculation-rules.ts) counts
// only once it is shown (components/lib/when-shown.ts): no page view reaches analytics and the newsletter
// popup's delay does not start while the visitor still holds the link; on release, one page view.
//
// Playwright's Chromium never prerenders (its DevTools session is not attached through a tab target:
// PrerenderingDisabledByDevTools), so this test drives the full browser with puppeteer, which attaches
// through one. A prerendered page runs none of puppeteer's start-up scripts, so the test reads it only after
// it is shown, through the page's own clock: when it was shown (activationStart) and when the popup opened.
import { test, expect } from './fixtures'
import puppeteer, { type Browser, type CDPSession } from 'puppeteer-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/browsers.mjs'
import { POPUP_DELAY_MS } from '../../components/signup/popup-trigger'
import { STORAGE_KEYS } from '../../components/lib/storage'
import { resetEndpoint, sentEvents, waitForEvent } from './support'

const FROM = '/en/'
const TO = '/en/contact/'
/** How long the visitor holds the pressed link: the prerendered page waits that long to be shown. */
const HOLD_MS = 4000

/** posthog-js drops events from a browser that says it is automated or headless; a visitor's says neither. */
const VISITOR_ARGS = [
  '--disable-blink-features=AutomationControlled',
  '--user-agent=Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
]

const pageViews = async (path: string) => (await sentEvents()).filter((e) => e.event === '$pageview' && e.properties.path === path)

async function evaluate<T>(session: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })
  if (exceptionDetails) throw new Error(exceptionDetails.text)
  return result.value as T
}

let browser: Browser | undefined
test.afterEach(async () => {
  await browser?.close()
  browser = undefined
})

test('a page prerendered on a press sends nothing and starts no popup delay until it is shown; then one page view', async ({
  siteOrigin,
}) => {
  test.setTimeout(POPUP_DELAY_MS + 60_000)
  await resetEndpoint()
  browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...VISITOR_ARGS],
    ignoreDefaultArgs: ['--enable-automation'],
  })
  const page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 800 })
  // A returning visitor who accepted analytics. The popup is kept off the first page (it would open as the
  // test scrolls to the footer); the key is removed before the press, so the next page schedules it.
  await page.evaluateOnNewDocument(
    (consentKey, seenKey) => {
      if (location.pathname !== '/en/') return
      localStorage.setItem(consentKey, 'all')
      localStorage.setItem(seenKey, String(Date.now()))
    },
    STORAGE_KEYS.cookieConsent,
    STORAGE_KEYS.newsletterPopupSeen,
  )
  await page.goto(`${siteOrigin}${FROM}`, { waitUntil: 'networkidle0' })
  await waitForEvent('$pageview', { path: FROM })

  const link = await page.waitForSelector(`footer a[href="${TO}"]`)
  if (!link) throw new Error(`no footer link to ${TO}`)
  await link.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
  await page.evaluate((seenKey) => localStorage.removeItem(seenKey), STORAGE_KEYS.newsletterPopupSeen)
  const box = await link.boundingBox()
  if (!box) throw new Error('the link has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
  expect(await pageViews(TO), 'page views of the prerendered page while the link is held').toEqual([])

  await page.mouse.up()
  // (puppeteer's page object loses its frame at the swap; a session on the shown page's target reads it. A target
  // found during the swap may be gone by the time a session is asked for, as it once was with the cores busy: ask
  // the next one.)
  let session: CDPSession | undefined
  for (let i = 0; !session && i < 50; i++) {
    const target = browser.targets().find((t) => t.url().endsWith(TO))
    session = await target?.createCDPSession().catch(() => undefined)
    if (!session) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (!session) throw new Error(`${TO} was not shown`)
  const activationStart = await evaluate<number>(session, `(performance.getEntriesByType('navigation')[0]).activationStart`)
  expect(activationStart, 'activationStart: the page was prerendered before it was shown').toBeGreaterThan(HOLD_MS / 2)

  await waitForEvent('$pageview', { path: TO })
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(await pageViews(TO), 'page views of the shown page').toHaveLength(1)

  // The popup's delay counts from the showing, not from the prerender.
  const openedAt = await evaluate<number>(
    session,
    `new Promise((resolve) => {
      const opened = () => document.querySelector('dialog[open]')
      if (opened()) return resolve(performance.now())
      new MutationObserver((_, observer) => {
        if (!opened()) return
        observer.disconnect()
        resolve(performance.now())
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
    })`,
  )
  expect(openedAt - activationStart, 'ms from showing to the popup').toBeGreaterThanOrEqual(POPUP_DELAY_MS)
})
