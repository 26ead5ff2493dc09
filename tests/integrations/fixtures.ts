/**
 * The integration suite's `test`: the console check of every page (../e2e/support/console.ts), and a site of the
 * worker's own. Two workers run at once against one recording stand-in, and an analytics test must see only what
 * its own pages sent (that nothing arrives, say): each worker's pages come from the build served on a port of its
 * own (SITE_PORTS), so their requests name an origin of their own, and every question to the stand-in asks about
 * that origin only (./support.ts `selectSite`).
 */
import { test as base, expect } from '../e2e/support/console'
import { SITE_PORTS } from '../../playwright.integrations.config'
import { selectSite } from './support'

export const test = base.extend<object, { siteOrigin: string }>({
  siteOrigin: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // parallelIndex: which of the workers running at once this is (a worker that replaces a failed one takes its index).
      const port = SITE_PORTS[workerInfo.parallelIndex]
      if (!port) throw new Error(`no site port for worker ${workerInfo.parallelIndex} (SITE_PORTS: ${SITE_PORTS.join(', ')})`)
      const origin = `http://127.0.0.1:${port}`
      selectSite(origin)
      await use(origin)
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ siteOrigin }, use) => use(siteOrigin),
})

export { expect }
