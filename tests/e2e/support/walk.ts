import type { Browser, Page, WorkerInfo } from '@playwright/test'
import { test, settleOnNavigation } from './console'
import { STORAGE_KEYS } from '../../../components/lib/storage'

/**
 * Walks over every page that only read them share one tab per worker, navigated from page to page. A new tab
 * starts a renderer whose caches are cold (parsed styles, decoded fonts, compiled scripts): here that costs about
 * as much CPU as the page it then loads, so a walk that opens a tab per page spends half its time starting tabs
 * (scripts/bench-tabs.mjs measures both ways). Who visits is fixed when the worker opens the tab, and a walk test
 * leaves nothing behind that the next would see: it sets its own viewport, clicks nothing, stores nothing, and its
 * additions to the document go with the next navigation. A failed test ends its worker, and the tab with it.
 */
type Visitor = 'first visit' | 'returning'

/** What a returning visitor has stored: a cookie choice and the popup seen, so no overlay covers the page. */
const returningStorage = () => [
  { name: STORAGE_KEYS.cookieConsent, value: 'essential' },
  { name: STORAGE_KEYS.newsletterPopupSeen, value: String(Date.now()) },
]

async function openTab(browser: Browser, workerInfo: WorkerInfo, visitor: Visitor): Promise<Page> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use
  const origin = new URL(baseURL ?? '').origin
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    storageState: { cookies: [], origins: visitor === 'returning' ? [{ origin, localStorage: returningStorage() }] : [] },
  })
  const tab = await context.newPage()
  settleOnNavigation(tab)
  return tab
}

/** The worker's tabs, one per visitor, each opened when a test first asks for it and closed with the worker. */
const walks = test.extend<object, { walkTab: (visitor: Visitor) => Promise<Page> }>({
  walkTab: [
    async ({ browser }, use, workerInfo) => {
      const tabs = new Map<Visitor, Promise<Page>>()
      await use((visitor) => {
        if (!tabs.has(visitor)) tabs.set(visitor, openTab(browser, workerInfo, visitor))
        return tabs.get(visitor)!
      })
      for (const tab of tabs.values()) await (await tab).context().close()
    },
    { scope: 'worker' },
  ],
})

/** Tests whose `page` is the worker's tab of a first-time visitor: nothing stored, so the cookie banner shows. */
export const firstVisitWalk = walks.extend({ page: async ({ walkTab }, use) => use(await walkTab('first visit')) })

/** Tests whose `page` is the worker's tab of a returning visitor: consent given and the popup seen. */
export const returningWalk = walks.extend({ page: async ({ walkTab }, use) => use(await walkTab('returning')) })
