import { defineConfig } from '@playwright/test'

// `npm run test:screen-reader`: what Orca says while keys drive Firefox ESR through the built site
// (tests/screen-reader). Two workers: each test runs its own X display, D-Bus session, accessibility bus, Orca and
// Firefox (tests/screen-reader/support/orca.ts), so two sessions at once share only the cores.
const port = Number(process.env.SCREEN_READER_PORT ?? 4328)

export default defineConfig({
  testDir: 'tests/screen-reader',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/en/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 20_000,
  },
})
