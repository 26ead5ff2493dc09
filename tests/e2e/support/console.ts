import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on a console error or warning, or an uncaught exception, unless it names the messages
 * it expects with `allowConsole(/pattern/)` (the 404 page's own error, say).
 */
export const test = base.extend<{ allowConsole: (pattern: RegExp) => void }>({
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
