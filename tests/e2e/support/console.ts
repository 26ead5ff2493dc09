import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { STARTED_ATTRIBUTE, pageHasStarted } from '../../../scripts/after-first-paint.mjs'
import { DEFER_ROOT_ATTRIBUTE } from '../../../components/lib/deferred-sections'

/**
 * Waits until the page's stylesheet has applied and its module script has run (or failed to load): both are
 * asked for after the first paint (scripts/after-first-paint.mjs), so `load` no longer says they have. A page
 * without the start script (or without scripts) has nothing to wait for.
 */
export async function pageStarted(page: Page): Promise<void> {
  await page.waitForFunction(pageHasStarted, STARTED_ATTRIBUTE)
}

/**
 * Started, and every section rendered: a page may leave sections below its first screen to the first idle
 * moments (components/lib/deferred-sections.ts), and a test that scrolls by script, which no reader can,
 * should find the heights a reader's own scrolling would (tests/e2e/deferred-sections.spec.ts covers the moments before).
 */
export async function pageSettled(page: Page): Promise<void> {
  await pageStarted(page)
  await page.waitForFunction((name) => !document.documentElement.hasAttribute(name), DEFER_ROOT_ATTRIBUTE)
}

/** `goto` and `reload` return once the page has started and settled as a visitor meets it, unless the caller asks
 * for an earlier moment (`waitUntil: 'commit'` or 'domcontentloaded'). */
export function settleOnNavigation(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await original(...args)
        const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null)
        if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') await pageSettled(page)
        return response
      },
    })
  }
}

/**
 * Every test fails on a console error or warning, or an uncaught exception, unless it names the messages
 * it expects with `allowConsole(/pattern/)` (the 404 page's own error, say). Chromium reports a CSP violation
 * on the console too, so every page a test loads is also checked against its CSP.
 */
export const test = base.extend<{ allowConsole: (pattern: RegExp) => void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts there is no start to wait for (and nothing in the page to poll with).
    if (javaScriptEnabled !== false) settleOnNavigation(page)
    await use(page)
  },
  allowConsole: [
    async ({ page }, use, testInfo) => {
      const messages: string[] = []
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`)
      }
      const onError = (error: Error) => messages.push(`pageerror: ${error.message}`)
      page.on('console', onConsole)
      page.on('pageerror', onError)
      const allowed: RegExp[] = []
      await use((pattern) => allowed.push(pattern))
      // A tab shared by a walk (./walk.ts) outlives the test: the next test listens afresh.
      page.off('console', onConsole)
      page.off('pageerror', onError)
      const unexpected = messages.filter((m) => !allowed.some((a) => a.test(m)))
      if (testInfo.status === testInfo.expectedStatus) expect(unexpected, 'console errors or warnings').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until an island's React root has committed (islands hydrate on interaction, idle or visibility). */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-hydrated="true"]`).first().waitFor({ state: 'attached' })
}
