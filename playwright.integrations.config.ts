import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number]
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/lib/browsers.mjs'

// The integration build (`npm run build:integrations`): the site built with analytics, a sign-up webhook and
// the training use case switched on, all pointing at the loopback stand-in in tests/support/fake-endpoint.mjs.
export const SITE_PORT = Number(process.env.INTEGRATION_PORT ?? 4322)
export const ENDPOINT_PORT = Number(process.env.FAKE_ENDPOINT_PORT ?? 4390)

/** The integration build served on `sitePort`, and the recording stand-in where that build sends its requests
 * (FAKE_ENDPOINT_PORT at build time). The Firefox/WebKit suite serves the same build the same way. */
export function integrationServers(sitePort: number): WebServer[] {
  return [
    {
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${sitePort}/en/`,
      env: { PORT: String(sitePort), DIST_DIR: process.env.DIST_DIR ?? 'dist-integrations' },
      reuseExistingServer: false,
    },
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
  fullyParallel: false,
  // One worker: the tests share the recording endpoint.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: integrationServers(SITE_PORT),
})
