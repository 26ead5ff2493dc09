// The Chromium every script and test drives, and its flags. Browser downloads do not work here, so both
// builds come from Debian:
// - the browser tests use `chromium-headless-shell` (the lean headless build Playwright itself prefers for
//   headless runs; about 2.5 times faster here than the full browser, which keeps CI well inside its 20
//   minutes) when it is installed, else the full `chromium`;
// - Lighthouse, the page-weight audit and the screenshots use the full browser, as a visitor's.
// CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

/** The full browser, for measuring and screenshots. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? FULL_CHROMIUM

/** The flags Debian's Chromium needs in a container (no sandbox, no GPU, small /dev/shm) and no chatter. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The browser the Playwright tests drive. */
export function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM
}
