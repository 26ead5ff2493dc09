import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/lib/browsers.mjs'

// The integration build (`npm run test:integrations`): the site built with analytics, a sign-up webhook and
// the training use case switched on, all pointing at the loopback stand-in in tests/support/fake-endpoint.mjs.
export const SITE_PORT = Number(process.env.INTEGRATION_PORT ?? 4322)
export const ENDPOINT_PORT = Number(process.env.FAKE_ENDPOINT_PORT ?? 4390)

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
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${SITE_PORT}/en/`,
      env: { PORT: String(SITE_PORT), DIST_DIR: process.env.DIST_DIR ?? 'dist-integrations' },
      reuseExistingServer: false,
    },
    {
      command: 'node tests/support/fake-endpoint.mjs',
      url: `http://127.0.0.1:${ENDPOINT_PORT}/__requests`,
      env: { FAKE_ENDPOINT_PORT: String(ENDPOINT_PORT) },
      reuseExistingServer: false,
    },
  ],
})
