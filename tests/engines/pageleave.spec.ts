// $pageleave in Firefox and WebKit, as tests/integrations/pageleave.spec.ts checks it in Chromium: exactly
// once, with the left page's url, path, title and referrer, for a link followed, the back button and a reload.
import { test, expect, type Site } from './support/fixtures'
import { ENDPOINT, sentEvents, type SentEvent } from '../integrations/support'

// Both drivers make the browser report navigator.webdriver, and posthog-js drops every event from a browser
// that does. Neither can hide it before a page's scripts run (WebKitWebDriver has no preload scripts), but
// posthog-js asks at each capture, so the page is made to look like a visitor's browser before it is left.
const LIKE_A_VISITOR = `void Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })`
const POPUP_SEEN = `localStorage.setItem('newsletter-popup-seen', String(Date.now()))`
const ACCEPT_ALL = '[data-cookie-banner] [data-consent-choice="all"]'

// The two engines run at once against one stand-in: each test reads only its own browser's events since it began.
const BROWSER = { firefox: 'Firefox', webkit: 'Safari' } as const

async function eventsSince(site: Site, since: number, name: string, path: string): Promise<SentEvent[]> {
  return (await sentEvents()).filter(
    (e) =>
      e.event === name &&
      e.properties.path === path &&
      e.properties.$browser === BROWSER[site.engine] &&
      Date.parse(e.timestamp ?? '') >= since,
  )
}

/** How long an event may take to reach the stand-in: a wait for it to arrive, not a pause. */
const SENT_WITHIN_MS = 15_000

/** Opens `path` as a first visit, accepts all, and waits until PostHog has counted the page. */
async function acceptedVisit(site: Site, path: string, since: number): Promise<void> {
  await site.goto(path)
  await site.evaluate(`${POPUP_SEEN}; ${LIKE_A_VISITOR}`)
  await site.click(ACCEPT_ALL)
  // posthog-js is fetched and started on consent: with the other suites sharing the cores, WebKit took over 5 s.
  await expect
    .poll(async () => (await eventsSince(site, since, '$pageview', path)).length, {
      message: `$pageview of ${path}`,
      timeout: SENT_WITHIN_MS,
    })
    .toBe(1)
}

async function expectOneLeave(site: Site, since: number, path: string, title: string): Promise<void> {
  await expect
    .poll(async () => (await eventsSince(site, since, '$pageleave', path)).length, {
      message: `$pageleave of ${path}`,
      timeout: SENT_WITHIN_MS,
    })
    .toBeGreaterThan(0)
  // Give a second beacon (PostHog's own page-leave capture, say) time to arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const leaves = await eventsSince(site, since, '$pageleave', path)
  expect(leaves, `$pageleave events for ${path}`).toHaveLength(1)
  expect(leaves[0]?.properties).toMatchObject({
    url: expect.stringMatching(new RegExp(`${path.replace(/\//g, '\\/')}$`)),
    path,
    title,
    referrer: expect.any(String),
  })
}

// posthog-js asks its host for its configuration as soon as it starts: the page's witness that analytics runs
// there (its $pageview, sent while the page still looked automated, was dropped).
const ANALYTICS_STARTED = `performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(${JSON.stringify(`${ENDPOINT}/ph`)}))`

const atPath = (path: string) => `location.pathname === ${JSON.stringify(path)} && document.readyState === 'complete'`

test("following a footer link sends the left page's $pageleave once", async ({ site }) => {
  const since = Date.now()
  await acceptedVisit(site, '/en/', since)
  const title = await site.evaluate<string>('document.title')
  await site.click('footer a[href="/en/contact/"]')
  await site.waitFor(atPath('/en/contact/'), 'the contact page shows')
  await expectOneLeave(site, since, '/en/', title)
})

test("the back button sends the left page's $pageleave once", async ({ site }) => {
  const since = Date.now()
  await acceptedVisit(site, '/da/contact/', since)
  await site.click('footer a[href="/da/privacy-policy/"]')
  await site.waitFor(atPath('/da/privacy-policy/'), 'the privacy page shows')
  // The page now shown is the one to be left: it, too, must look like a visitor's.
  await site.evaluate(LIKE_A_VISITOR)
  await site.waitFor(ANALYTICS_STARTED, 'analytics starts on the privacy page')
  const title = await site.evaluate<string>('document.title')
  await site.back()
  await site.waitFor(atPath('/da/contact/'), 'the contact page shows again')
  await expectOneLeave(site, since, '/da/privacy-policy/', title)
})

test("a reload sends the page's $pageleave once", async ({ site }) => {
  const since = Date.now()
  await acceptedVisit(site, '/sv/early-access/', since)
  const title = await site.evaluate<string>('document.title')
  await site.reload()
  await expectOneLeave(site, since, '/sv/early-access/', title)
})
