// The header's islands: the language switcher, the sign-in dialog and the phone menu
// (tests/e2e/layout.spec.ts in Chromium).
import { test, expect } from './support/fixtures'
import { QUIET, visible } from './support/site'

test.beforeEach(async ({ site }) => {
  await site.goto('/en/')
  await site.evaluate(QUIET)
})

test('the language switcher replaces the prefix, keeps the hash, stores the choice and sets lang', async ({ site }) => {
  await site.goto('/en/privacy-policy/#section-3')
  await site.click('.gr-lang__toggle')
  await site.waitFor(visible('.gr-lang__list'), 'the language list opens')
  await site.click('.gr-lang__option[lang="da"]')
  await site.waitFor(`location.pathname === '/da/privacy-policy/' && document.readyState === 'complete'`, 'the Danish page loads')
  expect(await site.evaluate('location.hash')).toBe('#section-3')
  expect(await site.evaluate('document.documentElement.lang')).toBe('da')
  expect(await site.evaluate(`localStorage.getItem('i18nextLng')`)).toBe('da')
})

test('the sign-in dialog opens with its two choices and closes', async ({ site }) => {
  const dialog = '[data-island="SignIn"] dialog'
  await site.click('.gr-header__sign-in')
  await site.waitFor(`document.querySelector('${dialog}')?.open`, 'the dialog opens')
  expect(await site.evaluate('location.pathname')).toBe('/en/')
  const choices = await site.evaluate<{ platform: string; target: string; rel: string }[]>(
    `[...document.querySelectorAll('${dialog} a[data-platform]')].map((a) => ({ platform: a.dataset.platform, target: a.target, rel: a.rel }))`,
  )
  expect(choices).toEqual([
    { platform: 'admin', target: '_blank', rel: 'noopener noreferrer' },
    { platform: 'game', target: '_blank', rel: 'noopener noreferrer' },
  ])
  expect(await site.evaluate(visible(`${dialog} a[data-platform="game"]`))).toBe(true)
  await site.press('Escape')
  // A closed dialog leaves the page (it exists only while open).
  await site.waitFor(`!document.querySelector('${dialog}')?.open`, 'Escape closes it')
  expect(await site.evaluate(`document.activeElement?.classList.contains('gr-header__sign-in')`)).toBe(true)
  // And once more, closed with its own close button.
  await site.click('.gr-header__sign-in')
  await site.waitFor(`document.querySelector('${dialog}')?.open`, 'the dialog opens again')
  await site.click(`${dialog} .gr-dialog__header .gr-icon-button`)
  await site.waitFor(`!document.querySelector('${dialog}')?.open`, 'the close button closes it')
})

test('at 375 px the menu opens full screen, locks the page scroll and closes', async ({ site }) => {
  await site.setViewport(375, 740)
  await site.goto('/en/privacy-policy/')
  expect(await site.evaluate(visible('.gr-header__nav'))).toBe(false)
  await site.click('.gr-mobile-menu__toggle')
  await site.waitFor(visible('.gr-mobile-menu__panel'), 'the menu opens')
  // As wide as the header: the whole screen but a desktop engine's reserved scrollbar gutter (phones have none).
  expect(
    await site.evaluate(
      `Math.round(document.querySelector('.gr-mobile-menu__panel').getBoundingClientRect().width - document.querySelector('.gr-header').getBoundingClientRect().width)`,
    ),
  ).toBeGreaterThanOrEqual(0)
  // The lock is the page's own overflow: nothing behind the menu can be scrolled by the visitor.
  expect(await site.evaluate(`document.documentElement.classList.contains('gr-scroll-locked')`)).toBe(true)
  // On the root alone: with body hidden as well, body would scroll the sticky header away with the page.
  expect(await site.evaluate(`[getComputedStyle(document.documentElement).overflowY, getComputedStyle(document.body).overflowY]`)).toEqual([
    'hidden',
    'visible',
  ])
  await site.click('.gr-mobile-menu__group-toggle')
  await site.waitFor(visible('.gr-mobile-menu__sublist'), 'the use cases expand')
  await site.click('.gr-mobile-menu__toggle')
  await site.waitFor(`!(${visible('.gr-mobile-menu__panel')})`, 'the menu closes')
  expect(await site.evaluate(`document.documentElement.classList.contains('gr-scroll-locked')`)).toBe(false)
})

test('at 390 px, opened after scrolling, the menu keeps the header on screen, the page still and focus inside', async ({ site }) => {
  await site.setViewport(390, 844)
  await site.goto('/da/privacy-policy/')
  await site.evaluate(`window.scrollTo({ top: 1500, behavior: 'instant' })`)
  await site.waitFor(`Math.round(window.scrollY) === 1500`, 'the page is scrolled')
  const place = `({ scrollY: Math.round(window.scrollY), header: Math.round(document.querySelector('.gr-header').getBoundingClientRect().top), toggle: Math.round(document.querySelector('.gr-mobile-menu__toggle').getBoundingClientRect().top) })`
  await site.clickInPlace('.gr-mobile-menu__toggle')
  await site.waitFor(visible('.gr-mobile-menu__panel'), 'the menu opens')
  await site.waitFor(`document.querySelector('[data-island="MobileMenu"]').dataset.hydrated === 'true'`, 'the menu is live')
  const open = await site.evaluate<{ scrollY: number; header: number; toggle: number }>(place)
  expect(open.scrollY).toBe(1500)
  expect(open.header).toBe(0)
  expect(open.toggle).toBeGreaterThanOrEqual(0)
  expect(await site.evaluate(`!!document.querySelector('main').inert`)).toBe(true)
  // Tab goes round the menu and never into the page behind it.
  const inside = `!!document.activeElement?.closest('.gr-mobile-menu')`
  for (let i = 0; i < 16; i++) {
    await site.press('Tab')
    expect(await site.evaluate(inside), `focus after ${i + 1} Tab presses`).toBe(true)
  }
  await site.press('Escape')
  await site.waitFor(`!(${visible('.gr-mobile-menu__panel')})`, 'Escape closes the menu')
  expect(await site.evaluate(`document.activeElement?.classList.contains('gr-mobile-menu__toggle')`)).toBe(true)
  expect(await site.evaluate<{ scrollY: number }>(place)).toMatchObject({ scrollY: 1500, header: 0 })
  expect(await site.evaluate(`document.querySelectorAll('[inert]').length`)).toBe(0)
})
