// The integration build exists and is served, and its stand-in endpoint records requests, telling apart the sites
// (one per worker, ./fixtures.ts) that sent them.
import { test, expect } from './fixtures'
import { SITE_PORTS } from '../../playwright.integrations.config'
import { recorded, resetEndpoint, ENDPOINT } from './support'

test("the build is served, and a worker sees what its own site's pages sent and what names no site, never another site's", async ({
  page,
  request,
  siteOrigin,
}) => {
  const marker = `isolation-${Date.now()}`
  const other = `http://127.0.0.1:${SITE_PORTS.find((port) => !siteOrigin.endsWith(`:${port}`))}`
  const send = (body: string) =>
    page.evaluate(
      async ([url, text]) => {
        await fetch(url!, { method: 'POST', body: text })
        // A beacon, as analytics sends while a page unloads.
        navigator.sendBeacon(url!, `${text} beacon`)
      },
      [`${ENDPOINT}/isolation`, body],
    )
  expect((await page.goto('/en/contact/'))?.status()).toBe(200)
  await send(`${marker} own`)
  await page.goto(`${other}/en/contact/`)
  await send(`${marker} other`)
  await request.post(`${ENDPOINT}/isolation`, { data: `${marker} from no page` })
  await expect
    .poll(async () => (await recorded('/isolation', marker)).map((r) => r.body).sort())
    .toEqual([`${marker} from no page`, `${marker} own`, `${marker} own beacon`])
  // This site's requests go; the one that names no site stays (a reset for one site leaves those, since another
  // worker's test may be waiting for one), under a path no other test asks about.
  await resetEndpoint('/isolation', marker)
})
