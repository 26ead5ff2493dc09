import { test as base, expect, type Page } from '@playwright/test'
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

/**
 * Every test fails on a console error or warning, or an uncaught exception, unless it names the messages
 * it expects with `allowConsole(/pattern/)` (the 404 page's own error, say).
 */
export const test = base.extend<{ allowConsole: (pattern: RegExp) => void }>({
  // `goto` and `reload` return once the page has started and settled as a visitor meets it, unless the test asks
  // for an earlier moment (`waitUntil: 'commit'` or 'domcontentloaded').
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts there is no start to wait for (and nothing in the page to poll with).
    if (javaScriptEnabled === false) return use(page)
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
    await use(page)
  },
  allowConsole: [
    async ({ page }, use, testInfo) => {
      const messages: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`)
      })
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
      const allowed: RegExp[] = []
      await use((pattern) => allowed.push(pattern))
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
