import { defineConfig } from '@playwright/test'
import type { EngineOptions } from './tests/engines/support/fixtures'
import { integrationServers } from './playwright.integrations.config'

// `npm run test:engines`: the site's pages and interactive parts in Firefox ESR and WebKit (docs/decisions.md
// §37), each driven by its own driver (tests/engines/support) with Playwright's runner as the harness. They run
// on the integration build (dist-integrations, which `npm run build:integrations` builds) so the forms
// reach the recording stand-in. Its port is baked into that build, so both suites share it and run one after
// the other.
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
    ...integrationServers([SITE_PORT]),
    {
      command: 'node tests/support/script-gate.mjs',
      url: `http://127.0.0.1:${GATE_PORT}/__gate/requests`,
      env: { GATE_PORT: String(GATE_PORT), SITE_PORT: String(SITE_PORT) },
      reuseExistingServer: false,
    },
  ],
})
