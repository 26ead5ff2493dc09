import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/lib/browsers.mjs'

// `npm run test:pseudo`: the pseudo-language build (scripts/build-pseudo.mjs, locales/pseudo.ts) served as a
// host would, in Chromium. The tests read the same tables as the build, so they must see the same switch.
process.env.PSEUDO_LOCALE = '1'
process.env.DIST_DIR ??= 'dist-pseudo'
const port = Number(process.env.PSEUDO_PORT ?? 4327)

export default defineConfig({
  testDir: 'tests/pseudo',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/xx/`,
    env: { PORT: String(port), DIST_DIR: process.env.DIST_DIR },
    reuseExistingServer: false,
    timeout: 20_000,
  },
})
