// The landing page's hero: the dice that unlocks the sign-up button, and the headline's changing word.
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { test, expect, waitForIsland } from './support/console'
import { LOCALE_CODES, localeText } from './support/site'
import { WORD_CYCLE_MS } from '../../pages/index/word-cycle'

// ---------------------------------------------------------------------------------------------------------
// The dice

const dice = (page: Page) => page.locator('.gr-dice__button')
const cta = (page: Page) => page.locator('.gr-dice__cta')

async function expectLockedCta(page: Page) {
  await expect(cta(page)).toHaveAttribute('aria-disabled', 'true')
  await expect(cta(page)).toHaveText(localeText('en', 'home', 'hero.cta.locked'))
  expect(await cta(page).evaluate((el) => getComputedStyle(el).cursor)).toBe('not-allowed')
}

async function expectRolledSix(page: Page) {
  // Still locked while the roll and prize animations play (48 + 45 frames at 30 fps ≈ 3.1 s).
  await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', /rolling|prize/)
  await expectLockedCta(page)
  await expect(page.locator('.gr-dice__player svg')).toHaveCount(1)
  await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', 'prize', { timeout: 4000 })
  await expectLockedCta(page)
  await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', 'done', { timeout: 4000 })
  await expect(page.locator('.gr-dice')).toHaveAttribute('data-result', '6')
  await expect(cta(page)).not.toHaveAttribute('aria-disabled')
  await expect(cta(page)).toHaveText(localeText('en', 'home', 'hero.cta.unlocked'))
  await expect(page.getByRole('status').filter({ hasText: 'You rolled a six!' })).toHaveCount(1)
  // The 1 s pulse runs once, then the class goes (recorded by watchPulse as it happens).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as PulseLog).__pulse), { timeout: 3000 })
    .toMatchObject({ duration: '1s', name: 'gr-dice-pulse' })
  const log = await page.evaluate(() => (window as unknown as PulseLog).__pulse)
  expect(log.off - log.on).toBeGreaterThan(900)
  expect(log.off - log.on).toBeLessThan(1600)
}

interface PulseLog {
  __pulse: { on: number; off: number; duration: string; name: string }
}

/** Records when the unlocked button starts and stops pulsing, and its animation while it does. */
async function watchPulse(page: Page) {
  await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.gr-dice__cta')
    if (!el) return
    const log = { on: 0, off: 0, duration: '', name: '' }
    new MutationObserver(() => {
      const pulsing = el.classList.contains('gr-dice__cta--pulse')
      if (pulsing && !log.on) {
        log.on = performance.now()
        log.duration = getComputedStyle(el).animationDuration
        log.name = getComputedStyle(el).animationName
      } else if (!pulsing && log.on && !log.off) {
        log.off = performance.now()
        ;(window as unknown as PulseLog).__pulse = log
      }
    }).observe(el, { attributes: true, attributeFilter: ['class'] })
  })
}

test.describe('dice', () => {
  test('before any interaction: greyed button, poster placeholder, no Lottie code or animation file', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto('/en/')
    await page.waitForLoadState('networkidle')
    const poster = page.locator('.gr-dice__poster')
    await expect(poster).toBeVisible()
    expect(await poster.boundingBox()).toMatchObject({ width: 240, height: 240 })
    expect(await cta(page).evaluate((el) => getComputedStyle(el).cursor)).toBe('not-allowed')
    expect(requests.filter((u) => u.includes('/animations/') && u.endsWith('.json'))).toEqual([])
    expect(await page.evaluate(() => document.querySelector('[data-island="Dice"]')?.getAttribute('data-hydrated'))).toBeNull()
  })

  test('a click before hydration is not lost: the dice rolls a forced six, once, then unlocks the button', async ({ page }) => {
    await page.goto('/en/')
    await watchPulse(page)
    const before = page.url()
    await cta(page).click() // locked: nothing happens
    await waitForIsland(page, 'Dice')
    expect(page.url()).toBe(before)
    await dice(page).click()
    await expectRolledSix(page)
    // A second click does nothing.
    await dice(page).click({ force: true })
    await page.waitForTimeout(300)
    await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', 'done')
    await expect(page.locator('.gr-dice__player svg')).toHaveCount(1)
    await expect(dice(page)).toHaveAttribute('aria-disabled', 'true')
    await Promise.all([page.waitForURL('**/en/early-access/'), cta(page).click()])
  })

  test('a second click during the roll does not restart it', async ({ page }) => {
    await page.goto('/en/')
    await dice(page).click()
    await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', 'rolling')
    await page.waitForTimeout(700)
    await dice(page).click({ force: true })
    await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', /rolling|prize/)
    // Still one animation on the stage, and the roll ends on time (it was not started over).
    await expect(page.locator('.gr-dice__player svg')).toHaveCount(1)
    await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', 'done', { timeout: 5000 })
  })

  for (const key of ['Enter', 'Space'] as const) {
    test(`rolls by keyboard with ${key}`, async ({ page }) => {
      await page.goto('/en/')
      await watchPulse(page)
      await dice(page).focus()
      await waitForIsland(page, 'Dice')
      await page.keyboard.press(key)
      await expectRolledSix(page)
      await page.keyboard.press(key)
      await page.waitForTimeout(300)
      await expect(page.locator('.gr-dice')).toHaveAttribute('data-phase', 'done')
    })
  }

  test('hides the dice and frees the button when the animation file fails to load', async ({ page, allowConsole }) => {
    allowConsole(/Failed to load resource/)
    await page.route('**/animations/dice-roll.json', (route) => route.abort())
    await page.goto('/en/')
    await dice(page).hover()
    await waitForIsland(page, 'Dice')
    await expect(page.locator('.gr-dice__frame')).toBeHidden()
    // The teaser speaks of the dice, so it goes with it.
    await expect(page.getByText(localeText('en', 'home', 'hero.teaser'))).toBeHidden()
    await expect(cta(page)).not.toHaveAttribute('aria-disabled')
    await expect(cta(page)).toHaveText(localeText('en', 'home', 'hero.cta.locked'))
    expect(await cta(page).evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer')
    await Promise.all([page.waitForURL('**/en/early-access/'), cta(page).click()])
  })

  test('without scripts the sign-up button is a working link, and the dice and its teaser are not shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/da/')
    // A dice that cannot roll would be a control that does nothing; "tap to unlock" speaks of it.
    await expect(page.locator('.gr-dice__button')).toBeHidden()
    await expect(page.getByText(localeText('da', 'home', 'hero.teaser'))).toBeHidden()
    await expect(page.locator('.gr-word-cycle__toggle')).toBeHidden()
    await expect(page.locator('.gr-home-stat__number')).toHaveText('60 %')
    await page.locator('.gr-dice__cta').click()
    await expect(page).toHaveURL(/\/da\/early-access\/$/)
    await context.close()
  })
})

// ---------------------------------------------------------------------------------------------------------
// Budget and layout stability

for (const width of [375, 1280]) {
  test(`before interaction at ${width} px: at most 90 KB of JavaScript (gzip), no Lottie, CLS below 0.01`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    const scripts: { url: string; body: Buffer }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.body() })
    })
    // Every shift is kept with what moved, so a failure names the element instead of only a number.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }
      const log: { value: number; what: string[] }[] = ((window as unknown as { __shifts: unknown[] }).__shifts = [])
      const describe = (node?: Node) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
          : String(node?.nodeName)
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue
          const what = (entry.sources ?? []).map(
            (s) =>
              `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
          )
          log.push({ value: entry.value, what: [`at ${Math.round(entry.startTime)} ms, scrollY ${Math.round(window.scrollY)}`, ...what] })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/en/')
    await page.waitForLoadState('networkidle')
    // Scroll through the whole page (no pointer, no focus): lazy images and the counters must not shift anything.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      await page.waitForTimeout(120)
    }
    await page.waitForTimeout(500)
    const gzip = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0)
    expect(gzip, scripts.map((s) => s.url).join('\n')).toBeLessThanOrEqual(90 * 1024)
    expect(scripts.filter((s) => s.body.includes('loadAnimation')).map((s) => s.url)).toEqual([])
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; what: string[] }[] }).__shifts)
    const cls = shifts.reduce((sum, s) => sum + s.value, 0)
    expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01)
    await context.close()
  })
}

// ---------------------------------------------------------------------------------------------------------
// Headline, counter, typing, FAQ, hash scroll

const shownWord = (page: Page) =>
  page
    .locator('.gr-word-cycle__word')
    .evaluateAll((els) =>
      els.filter((e) => e.checkVisibility({ visibilityProperty: true, opacityProperty: true })).map((e) => e.textContent),
    )

test.describe('headline word cycle', () => {
  test('changes word every 3000 ms in blue, green, yellow and red, and the visible button pauses and resumes it', async ({ page }) => {
    await page.goto('/en/')
    const words = [1, 2, 3, 4].map((n) => localeText('en', 'home', `hero.word.${n}`))
    // The animation's own clock: a 12 s cycle, one word per 3 s.
    const timing = await page.locator('.gr-word-cycle__word').evaluateAll((els) =>
      els.map((e) => {
        const s = getComputedStyle(e)
        return [s.animationDuration, s.animationDelay]
      }),
    )
    expect(timing).toEqual([
      ['12s', '0s'],
      ['12s', '3s'],
      ['12s', '6s'],
      ['12s', '9s'],
    ])
    const colours = await page
      .locator('.gr-word-cycle__word')
      .evaluateAll((els) => els.map((e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]))
    expect(colours.map(([c]) => c)).toEqual(['rgb(37, 99, 235)', 'rgb(21, 128, 61)', 'rgb(15, 23, 42)', 'rgb(220, 38, 38)'])
    expect(colours[2]?.[1]).toBe('rgb(250, 204, 21)')

    await expect.poll(() => shownWord(page)).toEqual([words[0]])
    await expect.poll(() => shownWord(page), { timeout: WORD_CYCLE_MS + 1000 }).toEqual([words[1]])
    const toggle = page.locator('.gr-word-cycle__toggle')
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAccessibleName('Pause the changing word')
    await toggle.click()
    const paused = await shownWord(page)
    expect(words).toContain(paused[0])
    await page.waitForTimeout(3500)
    expect(await shownWord(page)).toEqual(paused)
    await expect(toggle).toHaveAccessibleName('Play the changing word')
    await toggle.click()
    const next = words[(words.indexOf(paused[0] ?? '') + 1) % 4]
    await expect.poll(() => shownWord(page), { timeout: WORD_CYCLE_MS + 1000 }).toEqual([next])
    // Screen readers get one stable sentence.
    await expect(page.locator('h1')).toHaveAccessibleName(localeText('en', 'home', 'hero.title.full'))
  })

  test('is static with no button under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/sv/')
    await expect(page.locator('.gr-word-cycle__toggle')).toBeHidden()
    await page.waitForTimeout(WORD_CYCLE_MS + 300)
    expect(await shownWord(page)).toEqual([localeText('sv', 'home', 'hero.word.1')])
  })

  // Each word is shown in turn by moving the animations' own clock, so no test waits 12 s per language.
  for (const locale of LOCALE_CODES) {
    test(`on /${locale}/ at 320 px the headline keeps its size whichever word shows`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(`/${locale}/`)
      const phases = await page.evaluate(async () => {
        const h1 = document.querySelector('h1')!
        const words = document.querySelector('.gr-word-cycle__words')!
        const animations = document
          .getAnimations()
          .filter((a) => a.effect instanceof KeyframeEffect && a.effect.target?.matches('.gr-word-cycle__word'))
        const seen = []
        for (const time of [500, 3500, 6500, 9500]) {
          for (const animation of animations) {
            animation.pause()
            animation.currentTime = time
          }
          await new Promise((resolve) => requestAnimationFrame(resolve))
          const shown = [...words.children]
            .filter((w) => w.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            .map((w) => w.textContent)
          const { width, height } = h1.getBoundingClientRect()
          const box = words.getBoundingClientRect()
          seen.push({ shown, headline: [width, height], words: [box.width, box.height] })
        }
        return seen
      })
      expect(phases.map((p) => p.shown)).toEqual([1, 2, 3, 4].map((n) => [localeText(locale, 'home', `hero.word.${n}`)]))
      for (const phase of phases)
        expect({ headline: phase.headline, words: phase.words }).toEqual({ headline: phases[0]!.headline, words: phases[0]!.words })
    })
  }
})
