/**
 * The harness: Playwright's runner with one browser per worker (launched once by the engine's own driver and
 * reused by every test of that worker), storage cleared between tests, and every test failing on a script
 * error in the page unless it names the messages it expects (as tests/e2e/support/console.ts does).
 */
import { test as base, expect } from '@playwright/test'
import type { EngineDriver, LaunchOptions } from './driver'
import { installWatch, readWatch } from './page-watch'
import { SETTLED } from './site'

/** The window every test starts with (a test that resizes gets it back afterwards). */
export const VIEWPORT = [1280, 900] as const

export interface EngineOptions {
  engine: EngineDriver['engine']
}

/** The driver as the scenarios use it: `goto` takes a site path, and errors are collected per test. */
export interface Site extends EngineDriver {
  allowErrors(pattern: RegExp): void
  /** Every error seen so far in this test: the driver's (where the engine reports them) and the page's own. */
  seenErrors(): Promise<string[]>
}

/** A browser of `engine`: the worker's, which its tests share (the `site` fixture), or a test's own (inOwnBrowser). */
async function launch(engine: EngineDriver['engine'], options?: LaunchOptions): Promise<EngineDriver> {
  // Imported on demand, so one engine's driver never has to load for the other's project.
  if (engine === 'firefox') return (await import('./firefox-driver')).launchFirefox(options)
  return (await import('./webkit-driver')).launchWebKit(options)
}

/**
 * Runs `use` in a browser of its own, closed afterwards: for a test that needs other system settings, or that leaves
 * the browser in a state the worker's shared one must not keep (Tab round through Firefox's toolbar leaves its
 * page without focus events). `goto` takes a site path. Returns the script errors the page and the driver saw.
 */
export async function inOwnBrowser(
  engine: EngineDriver['engine'],
  baseURL: string | undefined,
  options: LaunchOptions,
  use: (driver: EngineDriver, goto: (path: string) => Promise<void>) => Promise<void>,
): Promise<string[]> {
  const driver = await launch(engine, options)
  const errors: string[] = []
  const goto = async (path: string) => {
    errors.push(...(await readWatch(driver)))
    await driver.goto(new URL(path, baseURL).href)
    await driver.waitFor(SETTLED, 'the page started and settled')
    await installWatch(driver)
  }
  try {
    await driver.setViewport(...VIEWPORT)
    await use(driver, goto)
    errors.push(...(await readWatch(driver)), ...((await driver.errors()) ?? []))
    return errors
  } finally {
    await driver.close()
  }
}

export const test = base.extend<{ site: Site }, EngineOptions & { driver: EngineDriver }>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  driver: [
    async ({ engine }, use) => {
      const driver = await launch(engine)
      try {
        await driver.setViewport(...VIEWPORT)
        await use(driver)
      } finally {
        await driver.close()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ driver, baseURL }, use, testInfo) => {
    // posthog-js declines to send from a browser under automation (navigator.webdriver) and says so once
    // analytics is consented to; that is the test setup showing, not a fault of the site. It can also
    // arrive from the previous test's last page, so it is allowed everywhere.
    const allowed: RegExp[] = [/\[PostHog\.js\] Events are being dropped because the user agent looks like a bot/]
    const seen: string[] = []
    // The page's own record dies with the page: read it before each navigation and at the end.
    const harvest = async () => seen.push(...(await readWatch(driver)))
    const harvestDriver = async () => seen.push(...((await driver.errors()) ?? []))
    let resized = false
    const site: Site = Object.create(driver) as Site
    Object.assign(site, {
      async setViewport(width: number, height: number) {
        resized = true
        await driver.setViewport(width, height)
      },
      async goto(path: string) {
        await harvest()
        await harvestDriver()
        await driver.goto(new URL(path, baseURL).href)
        // As a visitor meets it: the page's scripts start after its first paint, no longer before `load`.
        await driver.waitFor(SETTLED, 'the page started and settled')
        await installWatch(driver)
      },
      allowErrors: (pattern: RegExp) => allowed.push(pattern),
      async seenErrors() {
        await harvest()
        await harvestDriver()
        return [...new Set(seen)]
      },
    })
    // A fresh start: no choices left over from the previous test of this worker's browser.
    await driver.goto(new URL('/robots.txt', baseURL).href)
    await driver.clearStorage()
    await use(site)
    if (resized) await driver.setViewport(...VIEWPORT)
    const unexpected = (await site.seenErrors()).filter((m) => !allowed.some((a) => a.test(m)))
    if (testInfo.status === testInfo.expectedStatus) expect(unexpected, 'script errors in the page').toEqual([])
  },
})

export { expect }
