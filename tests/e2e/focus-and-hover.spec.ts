// Keyboard and pointer as a visitor uses them: the focus ring can be seen on every background
// (WCAG 2.2 asks 3:1 of a focus indicator against what is next to it), and the use-cases menu opens on the
// very first hover after a page load, as on every later one; on a phone scrolled down, Tab through the
// sticky header does not move the page.
import type { Page } from '@playwright/test'
import { test, expect } from './support/console'

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    localStorage.setItem('newsletter-popup-seen', String(Date.now()))
    localStorage.setItem('cookie-consent', JSON.stringify({ choice: 'essential', timestamp: Date.now() }))
  })
})

interface FocusRing {
  element: string
  ring: string
  background: string
  contrast: number
}

/** The focused element's ring colour (on the element or the ::after that draws it) against the colour under the
 * ring: the nearest ancestors' backgrounds, see-through ones laid over what is below, each colour of a gradient
 * counted. Runs in the page. */
function measureFocusRing(): FocusRing | null {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body) return null
  const parse = (value: string): number[] | null => {
    const m = value.match(/rgba?\(([^)]+)\)/)
    if (!m?.[1]) return null
    const parts = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1]
  }
  const luminance = ([r, g, b]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0)
  }
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (hi + 0.05) / (lo + 0.05)
  }
  const over = (top: number[], bottom: number[]) => {
    const alpha = top[3] ?? 1
    return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (bottom[i] ?? 0) * (1 - alpha)).concat(1)
  }
  let style = getComputedStyle(el)
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) style = getComputedStyle(el, '::after')
  const ring = parse(style.outlineColor)
  if (!ring || style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) {
    return { element: el.outerHTML.slice(0, 80), ring: 'none', background: '', contrast: 0 }
  }
  // The colours under the ring, from the parent up: a stack of layers until an opaque one.
  const layers: number[][][] = []
  for (let node = el.parentElement; node; node = node.parentElement) {
    const s = getComputedStyle(node)
    const stops = s.backgroundImage.includes('gradient')
      ? [...s.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map((m) => parse(m[0]) ?? [255, 255, 255, 1])
      : []
    if (stops.length) {
      layers.push(stops)
      break
    }
    const colour = parse(s.backgroundColor)
    if (colour && (colour[3] ?? 0) > 0) {
      layers.push([colour])
      if ((colour[3] ?? 0) >= 1) break
    }
  }
  let backgrounds: number[][] = [[255, 255, 255, 1]]
  for (const layer of layers.reverse()) backgrounds = layer.flatMap((colour) => backgrounds.map((below) => over(colour, below)))
  const worst = Math.min(...backgrounds.map((bg) => ratio(ring, bg)))
  return {
    element: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
    ring: style.outlineColor,
    background: backgrounds.map((b) => `rgb(${b.slice(0, 3).map(Math.round).join(',')})`).join(' | '),
    contrast: Math.round(worst * 100) / 100,
  }
}

async function tabThroughPage(page: Page): Promise<FocusRing[]> {
  const rings: FocusRing[] = []
  const seen = new Set<string>()
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab')
    const id = await page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return 'body'
      return `${[...document.querySelectorAll('*')].indexOf(el)}`
    })
    if (seen.has(id)) break
    seen.add(id)
    const ring = await page.evaluate(measureFocusRing)
    if (ring) rings.push(ring)
  }
  return rings
}

for (const [url, width] of [
  ['/en/', 1280],
  ['/da/', 390],
] as const) {
  test(`every focus ring on ${url} at ${width} px stands out 3:1 from the background under it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(url)
    const rings = await tabThroughPage(page)
    expect(rings.length, 'focus stops reached by Tab').toBeGreaterThan(30)
    expect(rings.filter((r) => r.contrast < 3)).toEqual([])
    // The footer is dark: its ring is another colour than the light sections' one.
    expect(new Set(rings.map((r) => r.ring)).size).toBeGreaterThanOrEqual(2)
  })
}

for (const url of ['/en/', '/sv/contact/']) {
  test(`the use-cases menu on ${url} opens on the first hover after the page loads`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    const box = await page.locator('.gr-menu__toggle').boundingBox()
    if (!box) throw new Error('no use-cases menu')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 })
    await expect(page.locator('.gr-menu__list')).toBeVisible({ timeout: 3000 })
    // And it closes when the pointer leaves.
    await page.mouse.move(box.x + box.width / 2, 600, { steps: 4 })
    await expect(page.locator('.gr-menu__list')).toBeHidden()
  })
}

for (const url of ['/no/', '/da/contact/']) {
  test(`on a phone scrolled down ${url}, Tab through the sticky header leaves the page where it is`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(url)
    await page.evaluate(() => window.scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) / 2, behavior: 'instant' }))
    const before = await page.evaluate(() => window.scrollY)
    // The skip link, the cookie banner's controls (the stored value above is no choice, so it shows), the logo,
    // the language switcher, the menu button: each on screen, none moves the page.
    for (let stop = 0; stop < 7; stop++) {
      await page.keyboard.press('Tab')
      await page.waitForTimeout(400)
      const focused = await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect()
        return {
          inHeader: !!document.activeElement!.closest('.gr-header, .gr-skip-link, [data-cookie-banner]'),
          what: document.activeElement!.outerHTML.slice(0, 80),
          top: r.top,
          bottom: r.bottom,
        }
      })
      expect(focused.inHeader, `stop ${stop + 1} (${focused.what}) is in the header, the skip link or the banner`).toBe(true)
      expect(focused.top, `stop ${stop + 1} on screen`).toBeGreaterThanOrEqual(0)
      expect(focused.bottom, `stop ${stop + 1} on screen`).toBeLessThanOrEqual(640)
      expect(await page.evaluate(() => window.scrollY), `page after stop ${stop + 1}`).toBe(before)
    }
  })
}
