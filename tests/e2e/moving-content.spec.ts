// WCAG 2.2.2 Pause, Stop, Hide: nothing on a page moves by itself for more than 5 seconds unless the visitor
// can pause it. Every page of one language is loaded with motion welcome, scrolled through (animations that
// start in view start), and every running CSS animation is read from the browser: each one ends within 5 s
// of its start, or the part of the page it belongs to (its enhancement) holds a button that pauses it.
import { test, expect } from './support/console'
import { CONTENT_PAGES, LOCALE_CODES } from './support/site'

const LIMIT_MS = 5000
const pages = CONTENT_PAGES.filter((p) => p.locale === LOCALE_CODES[0])

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'essential')
    localStorage.setItem('newsletter-popup-seen', String(Date.now()))
  })
})

for (const { url } of pages) {
  test(`${url}: no animation runs over 5 s by itself unless it can be paused`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto(url)
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    const endless = await page.evaluate((limit) => {
      const found: { name: string; where: string; pausable: boolean }[] = []
      for (const animation of document.getAnimations()) {
        const target = (animation.effect as KeyframeEffect | null)?.target
        if (!(animation instanceof CSSAnimation) || !(target instanceof Element)) continue
        const end = Number(animation.effect?.getComputedTiming().endTime ?? 0)
        if (end <= limit) continue
        const holder = target.closest<HTMLElement>('[data-enhance]')
        const pause = holder?.querySelector<HTMLButtonElement>('button')
        pause?.click()
        found.push({
          name: animation.animationName,
          where: target.getAttribute('class') ?? target.tagName,
          pausable: animation.playState === 'paused',
        })
        pause?.click()
      }
      return found
    }, LIMIT_MS)
    expect(endless.filter((a) => !a.pausable)).toEqual([])
  })
}

test("the player steps' icons play when the list is first seen, not at load below the screen", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/en/')
  const playing = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (a) =>
              a.effect instanceof KeyframeEffect &&
              a.effect.target instanceof Element &&
              a.effect.target.closest('.gr-home-steps') !== null &&
              Number(a.effect.getComputedTiming().duration) > 0,
          ).length,
    )
  // Long enough for the script to have started (it marks the list as waiting) and an animation to show.
  await expect(page.locator('[data-enhance~="steps-in-view"]')).toHaveAttribute('data-motion', 'waiting')
  expect(await playing()).toBe(0)
  await page.locator('[data-enhance~="steps-in-view"]').scrollIntoViewIfNeeded()
  await expect.poll(playing).toBeGreaterThan(0)
})
