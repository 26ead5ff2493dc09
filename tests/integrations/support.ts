/** Talks to the recording stand-in (tests/support/fake-endpoint.mjs) the integration build points at. */
import { expect, type BrowserContext } from '@playwright/test'
import { ENDPOINT_PORT } from '../../playwright.integrations.config'

export const ENDPOINT = `http://127.0.0.1:${ENDPOINT_PORT}`

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: string
  /** The origin of the page that sent it ('' when it named none). */
  site: string
  at: number
}

/** The site (origin) this worker's tests serve and ask about ('' for every site): set by ./fixtures.ts. */
let site = ''

/** From now on this worker's questions, resets and scripted answers concern only what `origin` sends. */
export function selectSite(origin: string): void {
  site = origin
}

/** The stand-in's selection: under a path prefix, (when given) only requests whose body contains a text, and
 * only this worker's site. */
const selection = (prefix: string, contains: string) =>
  `prefix=${encodeURIComponent(prefix)}&contains=${encodeURIComponent(contains)}&site=${encodeURIComponent(site)}`

export async function recorded(prefix = '', contains = ''): Promise<RecordedRequest[]> {
  const response = await fetch(`${ENDPOINT}/__requests?${selection(prefix, contains)}`)
  return (await response.json()) as RecordedRequest[]
}

/** Forgets what the stand-in recorded and was told, all of it or only under a path prefix (and with a text). */
export async function resetEndpoint(prefix = '', contains = ''): Promise<void> {
  await fetch(`${ENDPOINT}/__reset?${selection(prefix, contains)}`, { method: 'POST' })
}

/** Scripts the next answer(s) under a path prefix (to a body with a text): a status, a delay, how many times. */
export async function respondNext(rule: {
  prefix: string
  contains?: string
  status?: number
  delayMs?: number
  times?: number
  body?: string
}): Promise<void> {
  await fetch(`${ENDPOINT}/__respond`, { method: 'POST', body: JSON.stringify({ site, ...rule }) })
}

/** What the Danish early-access form filled with the test's values sends to the webhook (docs/decisions.md §14). */
export const EARLY_ACCESS_DELIVERY = {
  form: 'early-access',
  email: 'anna@firma.dk',
  fullName: 'Anna Holm',
  company: 'Firma ApS',
  marketingConsent: true,
  privacyConsent: true,
  language: 'da',
  page: '/da/early-access/',
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
}

export interface SentEvent {
  event: string
  properties: Record<string, unknown>
  /** When the browser captured it (ISO 8601). */
  timestamp?: string
}

/** Every event the stand-in received, whatever the batching (array, {batch}, single) of each request. */
export async function sentEvents(): Promise<SentEvent[]> {
  const out: SentEvent[] = []
  for (const request of await recorded('/ph')) {
    if (request.method !== 'POST' || !request.body) continue
    let parsed: unknown
    try {
      parsed = JSON.parse(request.body)
    } catch {
      continue
    }
    const list = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed])
    for (const item of list as SentEvent[]) if (item && typeof item.event === 'string') out.push(item)
  }
  return out
}

export async function waitForEvent(name: string, match: Record<string, unknown> = {}): Promise<SentEvent> {
  let found: SentEvent | undefined
  await expect
    .poll(
      async () => {
        found = (await sentEvents()).find((e) => e.event === name && Object.entries(match).every(([k, v]) => e.properties[k] === v))
        return !!found
      },
      { message: `event ${name} ${JSON.stringify(match)}`, timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
  return found as SentEvent
}

/**
 * Playwright's browser reports navigator.webdriver and, while a page unloads, its HeadlessChrome user agent:
 * posthog-js treats both as a bot and drops the events (with a warning). A visitor's browser does neither, so
 * the context looks like one throughout.
 */
export async function looksLikeAVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => ua })
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined })
  })
}

/** A visitor (as above) who has already seen the newsletter popup, which would otherwise open over the page
 * during the longer analytics tests. */
export async function visitorWithoutPopup(context: BrowserContext): Promise<void> {
  await looksLikeAVisitor(context)
  await context.addInitScript(() => {
    try {
      localStorage.setItem('newsletter-popup-seen', String(Date.now()))
    } catch {
      // storage blocked in that test: the popup cannot be suppressed, nor is it needed
    }
  })
}

/**
 * An address of the running test's own, for the webhook stand-in to select by (`recorded(prefix, contains)`): the
 * engines' workers run at once, sometimes two of one engine, and must not see each other's deliveries.
 */
export function ownAddress(info: { project: { name: string }; testId: string }): string {
  return `anna+${info.project.name}-${info.testId.slice(0, 12)}@firma.dk`
}
