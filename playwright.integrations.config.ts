import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number]
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/lib/browsers.mjs'
import { INTEGRATION_BUILDS, type IntegrationBuild } from './scripts/lib/integration-builds.mjs'

// The integration build (`npm run test:integrations`): the site built with analytics, a sign-up webhook and
// the training use case switched on, all pointing at the loopback stand-in in tests/support/fake-endpoint.mjs.
export const SITE_PORT = Number(process.env.INTEGRATION_PORT ?? 4322)
/** The stand-in's port: the integration build's, or (set by playwright.engines.config.ts) the engines'. */
export const ENDPOINT_PORT = Number(process.env.FAKE_ENDPOINT_PORT ?? INTEGRATION_BUILDS.integrations.endpointPort)

/** A suite's integration build served on `sitePort`, and the recording stand-in where that build sends its
 * requests (its port baked in at build time: scripts/build-integrations.mjs). The Firefox/WebKit suite serves
 * its own build the same way. */
export function integrationServers(sitePort: number, build: IntegrationBuild = 'integrations'): WebServer[] {
  const endpointPort = Number(process.env.FAKE_ENDPOINT_PORT ?? INTEGRATION_BUILDS[build].endpointPort)
  return [
    {
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${sitePort}/en/`,
      env: { PORT: String(sitePort), DIST_DIR: process.env.DIST_DIR ?? INTEGRATION_BUILDS[build].distDir },
      reuseExistingServer: false,
    },
    {
      command: 'node tests/support/fake-endpoint.mjs',
      url: `http://127.0.0.1:${endpointPort}/__requests`,
      env: { FAKE_ENDPOINT_PORT: String(endpointPort) },
      reuseExistingServer: false,
    },
  ]
}

export default defineConfig({
  testDir: 'tests/integrations',
  fullyParallel: false,
  // One worker: the tests share the recording stand-in.
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
