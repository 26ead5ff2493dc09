// Which Chromium the browser tests drive. Browser downloads do not work here, so both come from Debian:
// `chromium-headless-shell` (the lean headless build Playwright itself prefers for headless runs; about
// 2.5 times faster here than the full browser, which keeps CI well inside its 20 minutes) when it is
// installed, else the full `chromium`. CHROMIUM_PATH overrides both. Lighthouse and the screenshots keep
// the full browser (scripts/lib/page-weight.mjs), as a visitor's.
import { existsSync } from 'node:fs'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

/** @returns {string} */
export function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM
}
