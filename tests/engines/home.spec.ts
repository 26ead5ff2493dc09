// The home page's interactive parts: the dice, the FAQ, the pricing tabs and currency
// (tests/e2e/home-hero.spec.ts, home.spec.ts, pricing.spec.ts in Chromium).
import { test, expect } from './support/fixtures'
import { QUIET, visible } from './support/site'
import { cardAmounts } from '../support/prices'
import { localeText } from '../e2e/support/site'

test.beforeEach(async ({ site }) => {
  await site.goto('/en/')
  await site.evaluate(QUIET)
})

test('the dice rolls a six, then unlocks the early-access button', async ({ site }) => {
  await site.goto('/en/')
  // Locked before any interaction: greyed, and a click on it goes nowhere.
  expect(await site.evaluate(`getComputedStyle(document.querySelector('.gr-dice__cta')).cursor`)).toBe('not-allowed')
  await site.click('.gr-dice__cta')
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(await site.evaluate('location.pathname')).toBe('/en/')
  await site.click('.gr-dice__button')
  await site.waitFor(`/rolling|prize/.test(document.querySelector('.gr-dice').dataset.phase)`, 'the dice starts rolling')
  // Still locked while the roll plays; one animation on the stage.
  expect(await site.evaluate(`document.querySelector('.gr-dice__cta').getAttribute('aria-disabled')`)).toBe('true')
  expect(await site.evaluate(`document.querySelectorAll('.gr-dice__player svg').length`)).toBe(1)
  await site.waitFor(`document.querySelector('.gr-dice').dataset.phase === 'done'`, 'the roll ends', 8_000)
  expect(await site.evaluate(`document.querySelector('.gr-dice').dataset.result`)).toBe('6')
  expect(await site.evaluate(`document.querySelector('.gr-dice__cta').hasAttribute('aria-disabled')`)).toBe(false)
  expect(await site.evaluate(`document.querySelector('.gr-dice__cta').textContent`)).toBe(localeText('en', 'home', 'hero.cta.unlocked'))
  expect(
    await site.evaluate(
      `[...document.querySelectorAll('[role="status"]')].some((el) => el.textContent.includes(${JSON.stringify(localeText('en', 'home', 'hero.dice.result'))}))`,
    ),
  ).toBe(true)
  await site.click('.gr-dice__cta')
  await site.waitFor(`location.pathname === '/en/early-access/'`, 'the unlocked button leads to early access')
})

test('the FAQ keeps one item open at a time, by mouse and keyboard', async ({ site }) => {
  await site.goto('/en/')
  const open = `[...document.querySelectorAll('#faq details')].map((d, i) => (d.open ? i : -1)).filter((i) => i >= 0)`
  await site.click('#faq details:nth-of-type(1) summary')
  await site.waitFor(`${open}.join() === '0'`, 'the first item opens')
  await site.click('#faq details:nth-of-type(2) summary')
  await site.waitFor(`${open}.join() === '1'`, 'the second opens and the first closes')
  await site.click('#faq details:nth-of-type(2) summary')
  await site.waitFor(`${open}.length === 0`, 'the second closes again')
  const third = `document.querySelector('#faq details:nth-of-type(3) summary')`
  await site.evaluate(`${third}.focus()`)
  await site.waitFor(`document.activeElement === ${third}`, 'the third question has focus')
  await site.press('Enter')
  await site.waitFor(`${open}.join() === '2'`, 'Enter opens the third')
  expect(await site.evaluate(visible('#faq details:nth-of-type(3) p'))).toBe(true)
})

test('the pricing tabs switch panels by click and arrow keys, and the currency changes the prices', async ({ site }) => {
  await site.goto('/en/')
  // Spaces normalised, as Playwright's toHaveText does: the kroner prices have a no-break space.
  const price = (panel: string, plan: string) =>
    `document.querySelector('[data-panel="${panel}"] [data-plan="${plan}"] [data-price]')?.textContent.replace(/\\s+/g, ' ')`
  const shown = `[...document.querySelectorAll('[data-panel]')].filter((p) => !p.hidden).map((p) => p.dataset.panel).join()`
  expect(await site.evaluate(price('subscription', 'small-team'))).toBe(cardAmounts('subscription', 'small-team', 'EUR').price)
  // The panel's island starts when it comes into view (then the tabs are React's).
  await site.evaluate(`document.querySelector('#pricing').scrollIntoView({ behavior: 'instant' })`)
  await site.waitFor(`document.querySelector('[data-island="Pricing"]').dataset.hydrated === 'true'`, 'pricing starts')
  await site.click('[role="tab"][data-tab="one-off"]')
  await site.waitFor(`${shown} === 'one-off'`, 'the one-time tab shows its panel')
  expect(await site.evaluate(price('one-off', 'company'))).toBe(cardAmounts('one-off', 'company', 'EUR').price)
  expect(await site.evaluate(`document.activeElement.dataset.tab`)).toBe('one-off')
  await site.press('ArrowLeft')
  await site.waitFor(`${shown} === 'subscription'`, '← goes back to the subscription tab')
  expect(await site.evaluate(`document.activeElement.getAttribute('aria-selected')`)).toBe('true')
  await site.press('ArrowRight')
  await site.waitFor(`${shown} === 'one-off'`, '→ moves on to the one-time tab')
  // Type-ahead on the closed select, as a keyboard user picks an option: D for DKK.
  await site.type('.gr-pricing__select', 'D')
  await site.waitFor(`document.querySelector('.gr-pricing__select').value === 'DKK'`, 'DKK is chosen')
  await site.waitFor(
    `${price('one-off', 'company')} === '${cardAmounts('one-off', 'company', 'DKK').price}'`,
    'the one-time prices are in kroner',
  )
  await site.click('[role="tab"][data-tab="subscription"]')
  await site.waitFor(
    `${price('subscription', 'company')} === '${cardAmounts('subscription', 'company', 'DKK').price}'`,
    'the choice holds across tabs',
  )
})

test('an arrow key on a pricing tab before the island is live is replayed on that tab once it is', async ({ site }) => {
  await site.goto('/en/')
  // The focus (which starts the island) and the key in one task, so the key surely comes before React listens:
  // the runtime holds it, then dispatches the same key to the same tab (components/islands/runtime.ts).
  const before = await site.evaluate<[string | null, boolean]>(`
    const tab = document.querySelector('[role="tab"][data-tab="subscription"]')
    tab.focus()
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
    tab.dispatchEvent(key)
    return [document.querySelector('[data-island="Pricing"]').dataset.hydrated ?? null, key.defaultPrevented]`)
  expect(before).toEqual([null, true])
  await site.waitFor(`document.querySelector('[data-island="Pricing"]').dataset.hydrated === 'true'`, 'pricing starts')
  await site.waitFor(
    `document.querySelector('[role="tab"][data-tab="one-off"]').getAttribute('aria-selected') === 'true'`,
    'the held → selects the one-time tab',
  )
  expect(await site.evaluate(`document.activeElement.dataset.tab`)).toBe('one-off')
})
