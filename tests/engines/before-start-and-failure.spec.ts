// In Firefox ESR and WebKit, what tests/e2e/before-start.spec.ts, island-failure.spec.ts, phone-menu.spec.ts and
// show in Chromium: a sign-up sent while its island starts is held and delivered once, a page whose module script
// never arrives looks and works as without scripts, and the phone menu without its script covers no Tab stop (WCAG's
// text spacing at 320 px on every page is part of the pages walk, tests/engines/pages.spec.ts). The slow or broken
// network is the gate's (tests/support/script-gate.mjs), one rule per engine.
import { test, expect, inOwnBrowser } from './support/fixtures'
import { QUIET } from './support/site'
import { GATE_PORT } from '../../playwright.engines.config'
import { EARLY_ACCESS_DELIVERY, recorded, resetEndpoint, ownAddress } from '../integrations/support'
import { localeText } from '../e2e/support/site'
import { focusShown } from '../support/focus'

const GATE = `http://127.0.0.1:${GATE_PORT}`
/** This engine's gate id and sign-up address: the two engines run at once. */
const gateId = () => test.info().project.name
/** This test's own address: the engines' workers share one webhook stand-in (tests/support/fake-endpoint.mjs). */
const email = () => ownAddress(test.info())

async function gate(prefix: string, action: 'hold' | 'fail' | 'missing') {
  await fetch(`${GATE}/__gate`, { method: 'POST', body: JSON.stringify({ id: gateId(), prefix, action }) })
}
const release = () => fetch(`${GATE}/__gate/release?id=${gateId()}`, { method: 'POST' })
const asked = async () => (await (await fetch(`${GATE}/__gate/requests?id=${gateId()}`)).json()) as string[]

test.beforeEach(async ({ site }) => {
  // Cookies belong to the host, not the port: set here, the gate sees it on every request.
  await site.evaluate(`document.cookie = 'gate=${gateId()}; path=/'; ${QUIET}`)
})

test.afterEach(async () => {
  await release()
})

test('a sign-up sent while its island starts waits for it, reaches the webhook once, and puts nothing typed in an address', async ({
  site,
}) => {
  await resetEndpoint('/hook', email())
  // The page's script runs; the sign-up island's props are on a slow network.
  await gate('/assets/islands/', 'hold')
  await site.goto(`${GATE}/da/early-access/`)
  const FORM = 'form[data-form="early-access"]'
  await site.click(`${FORM} input[data-field="privacyConsent"]`)
  await site.type(`${FORM} input[name="email"]`, email())
  await site.type(`${FORM} input[data-field="fullName"]`, 'Anna Holm')
  await site.type(`${FORM} input[data-field="company"]`, 'Firma ApS')
  await site.press('Enter')
  await new Promise((resolve) => setTimeout(resolve, 800))
  expect(await recorded('/hook', email())).toHaveLength(0)
  expect(await site.evaluate(`location.pathname`)).toBe('/da/early-access/')
  await release()
  await site.waitFor(
    `document.querySelector('[data-form-result="success"]')?.textContent.includes(${JSON.stringify(localeText('da', 'forms', 'success.title'))})`,
    'the thank-you shows once the island is live',
  )
  await new Promise((resolve) => setTimeout(resolve, 500))
  const delivered = await recorded('/hook', email())
  expect(delivered).toHaveLength(1)
  expect(JSON.parse(delivered[0]?.body ?? '{}')).toEqual({ ...EARLY_ACCESS_DELIVERY, email: email(), marketingConsent: false })
  const addresses = (await asked()).map((url) => decodeURIComponent(url))
  expect(addresses.filter((url) => /anna|holm|firma/i.test(url))).toEqual([])
})

/** Runs in the page: the islands' states and what shows that needs a script. */
const FAILED_PAGE = `(() => ({
  root: document.documentElement.hasAttribute('data-scripts-failed'),
  islands: [...new Set([...document.querySelectorAll('[data-island]')].map((el) => el.dataset.hydrated || 'waiting'))],
  shown: [...document.querySelectorAll('.gr-dice__button, [role="tab"], .gr-pricing__select, .gr-word-cycle__toggle, .gr-cookie-banner')]
    .filter((el) => el.getClientRects().length && el.checkVisibility({ visibilityProperty: true }))
    .map((el) => el.className),
}))()`

for (const [how, action] of [
  ['is dropped on the way', 'fail'],
  ['is answered with a 404 page', 'missing'],
] as const) {
  test(`when the page’s module script ${how}, every island and the page look as without scripts`, async ({ site }) => {
    site.allowErrors(/Failed to load|Loading failed|Loading module|module script|404/i)
    await gate('/assets/entries/', action)
    // A first visit, so the cookie banner is due too.
    await site.evaluate(`localStorage.removeItem('cookie-consent')`)
    await site.goto(`${GATE}/en/`)
    expect(await site.evaluate(FAILED_PAGE)).toEqual({ root: true, islands: ['failed'], shown: [] })
  })
}

const FOCUS_SHOWN = `(${focusShown.toString()})()`

test('the phone menu without its script: Tab from the open menu never reaches a stop the menu covers', async ({ engine, baseURL }) => {
  const allowed = /Failed to load|Loading failed|module script|404/i
  await gate('/assets/entries/', 'fail')
  // A browser of its own: the Tabs go on round through Firefox's own toolbar, after which a page of that browser
  // gets its keys without focus (Enter on a <summary> then opens nothing).
  const errors = await inOwnBrowser(engine, baseURL, {}, async (site, goto) => {
    await goto('/robots.txt')
    await site.evaluate(`document.cookie = 'gate=${gateId()}; path=/'; ${QUIET}`)
    await site.setViewport(320, 568)
    await goto(`${GATE}/no/early-access/`)
    await site.evaluate(`document.querySelector('.gr-mobile-menu__toggle').focus()`)
    await site.press('Enter')
    await site.waitFor(`!!document.querySelector('.gr-mobile-menu[open]')`, 'the menu opens')
    const stops: string[] = []
    for (let i = 0; i < 30; i++) {
      await site.press('Tab')
      stops.push(await site.evaluate<string>(FOCUS_SHOWN))
    }
    // Covered is what the menu could cause. (WebKit leaves the skip link, which shows only while focused, above the
    // view when Tab comes round to it: the browser's scrolling, not the menu's cover.)
    expect(stops.filter((stop) => stop.startsWith('covered'))).toEqual([])
    expect(stops.filter((stop) => stop === 'shown').length).toBeGreaterThan(10)
  })
  expect(errors.filter((error) => !allowed.test(error))).toEqual([])
})
