import { defineConfig } from '@playwright/test'
import site from './playwright.config'

// `npm run test:pseudo`: the pseudo-language build (`npm run build:pseudo`, locales/pseudo.ts), run as the
// e2e tests run (playwright.config.ts) but on its own folder and port. The tests read the same tables as the
// build, so they must see the same switch.
process.env.PSEUDO_LOCALE = '1'
process.env.DIST_DIR ??= 'dist-pseudo'
const port = Number(process.env.PSEUDO_PORT ?? 4327)

export default defineConfig({
  ...site,
  testDir: 'tests/pseudo',
  timeout: 60_000,
  use: { ...site.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/xx/`,
    env: { PORT: String(port), DIST_DIR: process.env.DIST_DIR },
    reuseExistingServer: false,
    timeout: 20_000,
  },
})
