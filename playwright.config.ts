import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/lib/browsers.mjs'

// Tests run against the built folder served as a CDN would (scripts/serve.mjs), in Debian's Chromium
// (its headless shell when installed: scripts/lib/browsers.mjs).
const port = Number(process.env.PORT ?? 4321)
const WAITING_SPECS = ['zoom-and-banner.spec.ts', 'home-hero.spec.ts']
/** Playwright's desktop Chrome, without its channel: the browser is Debian's (launchOptions below). */
const DESKTOP_CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // One context per worker, reset between tests (docs/decisions.md §63): a new context starts a renderer with
    // cold caches, which cost more CPU than most tests' own work. The reset clears what a test can leave behind
    // that a page reads (storage, cookies, the HTTP cache, routes, init scripts, emulation, the viewport); tests
    // that need their own browser or context options still get them.
    reuseContext: true,
    launchOptions: {
      executablePath: testBrowserPath(),
      args: CHROMIUM_ARGS,
    },
  },
  // Specs that mostly wait (smooth scrolls settling, a word cycling every few seconds, a dice rolling) go first,
  // while the other lanes of `npm test` keep the cores busy; left to the end of the run, as their file names
  // would leave them, they made its last minute a wait with the cores half idle (docs/decisions.md §65).
  projects: [
    { name: 'chromium-waiting', testMatch: WAITING_SPECS, use: DESKTOP_CHROMIUM },
    { name: 'chromium', testIgnore: WAITING_SPECS, use: DESKTOP_CHROMIUM },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/en/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 20_000,
  },
})
