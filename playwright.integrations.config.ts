import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number]
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/lib/browsers.mjs'

// The integration build (`npm run build:integrations`): the site built with analytics, a sign-up webhook and
// the training use case switched on, all pointing at the loopback stand-in in tests/support/fake-endpoint.mjs.
// Most of its tests wait on purpose (for analytics batches, for a delay to pass, to see that nothing arrives), so
// they run in two workers, each with a site of its own: the build served on one port per worker, whose pages'
// requests the stand-in tells apart by their origin (./tests/integrations/fixtures.ts).
export const WORKERS = 2
const FIRST_SITE_PORT = Number(process.env.INTEGRATION_PORT ?? 4322)
/** The site ports, one per worker: the first, then every second port after it (the one between is the engines'). */
export const SITE_PORTS = Array.from({ length: WORKERS }, (_, i) => FIRST_SITE_PORT + 2 * i)
export const ENDPOINT_PORT = Number(process.env.FAKE_ENDPOINT_PORT ?? 4390)

/** The integration build served on each of `sitePorts`, and the recording stand-in where that build sends its
 * requests (FAKE_ENDPOINT_PORT at build time). The Firefox/WebKit suite serves the same build the same way. */
export function integrationServers(sitePorts: number[]): WebServer[] {
  return [
    ...sitePorts.map((port) => ({
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${port}/en/`,
      env: { PORT: String(port), DIST_DIR: process.env.DIST_DIR ?? 'dist-integrations' },
      reuseExistingServer: false,
    })),
    {
      command: 'node tests/support/fake-endpoint.mjs',
      url: `http://127.0.0.1:${ENDPOINT_PORT}/__requests`,
      env: { FAKE_ENDPOINT_PORT: String(ENDPOINT_PORT) },
      reuseExistingServer: false,
    },
  ]
}

export default defineConfig({
  testDir: 'tests/integrations',
  fullyParallel: true,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  reporter: [['list']],
  // baseURL is the worker's own site (./tests/integrations/fixtures.ts).
  use: {
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: integrationServers(SITE_PORTS),
})
