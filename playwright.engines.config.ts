import { defineConfig } from '@playwright/test'
import type { EngineOptions } from './tests/engines/support/fixtures'
import { integrationServers } from './playwright.integrations.config'
import { INTEGRATION_BUILDS } from './scripts/lib/integration-builds.mjs'

// `npm run test:engines`: the site's pages and interactive parts in Firefox ESR and WebKit (docs/decisions.md
// §37), each driven by its own driver (tests/engines/support) with Playwright's runner as the harness. They run
// on their own integration build (dist-engines, which the npm script builds first) so the forms reach a
// recording stand-in of their own: the Chromium integration suite runs beside them with its own.
// The workers read both (tests/integrations/support.ts, tests/engines/support/site.ts).
process.env.DIST_DIR ??= INTEGRATION_BUILDS.engines.distDir
process.env.FAKE_ENDPOINT_PORT ??= String(INTEGRATION_BUILDS.engines.endpointPort)
export const SITE_PORT = Number(process.env.ENGINES_PORT ?? 4323)
/** The gate in front of the same site, where a test makes the network slow or broken (tests/support/script-gate.mjs). */
export const GATE_PORT = Number(process.env.GATE_PORT ?? 4391)

export default defineConfig<EngineOptions>({
  testDir: 'tests/engines',
  testMatch: '*.spec.ts',
  // One worker per engine, each with one browser it keeps for all its tests (tests/engines/support/fixtures.ts).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${SITE_PORT}` },
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  webServer: [
    ...integrationServers(SITE_PORT, 'engines'),
    {
      command: 'node tests/support/script-gate.mjs',
      url: `http://127.0.0.1:${GATE_PORT}/__gate/requests`,
      env: { GATE_PORT: String(GATE_PORT), SITE_PORT: String(SITE_PORT) },
      reuseExistingServer: false,
    },
  ],
})
