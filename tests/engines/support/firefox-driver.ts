/**
 * The Firefox side of the cross-engine tests: Debian's Firefox ESR driven by puppeteer-core over WebDriver
 * BiDi (no browser download; docs/decisions.md §37). One browser per launch.
 */
import puppeteer, { type KeyInput, type Page } from 'puppeteer-core'
import { FIREFOX } from '../../../scripts/lib/test-tools.mjs'
import { IN_PLACE_CENTRE, type EngineDriver, type LaunchDriver } from './driver'
import { invocation } from './page-source'

const KEYS: Record<string, KeyInput> = {
  Enter: 'Enter',
  Space: ' ',
  Escape: 'Escape',
  Tab: 'Tab',
  ArrowRight: 'ArrowRight',
  ArrowLeft: 'ArrowLeft',
}

export const launchFirefox: LaunchDriver = async (options = {}) => {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    // The preference behind the system's "reduce motion" setting.
    extraPrefsFirefox: options.reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
  })
  // A tab of our own: the one Firefox starts with never gets the window's focus in headless mode, so focus
  // events and key activation (Enter on a button) would not happen in it.
  let errors: string[] = []
  let viewport = { width: 1280, height: 900 }
  const openTab = async (): Promise<Page> => {
    const tab = await browser.newPage()
    await tab.setViewport(viewport)
    tab.on('console', (message) => {
      // Warnings too: an island that fails to start says so with console.warn (components/islands/runtime.ts).
      if (message.type() === 'error' || message.type() === 'warn') errors.push(`${message.type()}: ${message.text()}`)
    })
    tab.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`))
    return tab
  }
  const [blank] = await browser.pages()
  let page = await openTab()
  await blank?.close()
  // After a tab has shown a page from the back-forward cache, puppeteer's next navigation waits for a load it
  // never matches (and times out): the next goto starts in a fresh tab.
  let restoredFromCache = false

  const evaluate = async <T>(source: string, ...args: unknown[]): Promise<T> => (await page.evaluate(invocation(source, args))) as T

  /** Scrolls the element to the centre at once and returns the centre of its box, in viewport pixels. */
  const centre = async (selector: string) => {
    const point = await evaluate<{ x: number; y: number } | null>(
      `const el = document.querySelector(arguments[0])
       if (!el) return null
       el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
       const r = el.getBoundingClientRect()
       return { x: r.left + r.width / 2, y: r.top + r.height / 2 }`,
      selector,
    )
    if (!point) throw new Error(`No element matches ${selector}`)
    return point
  }

  const driver: EngineDriver = {
    engine: 'firefox',
    async goto(url) {
      errors = []
      if (restoredFromCache) {
        const old = page
        page = await openTab()
        await old.close()
        restoredFromCache = false
      }
      await page.goto(url, { waitUntil: 'load' })
    },
    evaluate,
    async back() {
      // Through the page's history: puppeteer's goBack never resolves when Firefox restores the page from the
      // back-forward cache (no load event). The page sees the same departure either way (pagehide, then the
      // previous page shown).
      const url = await evaluate<string>('location.href')
      await evaluate('history.back()')
      restoredFromCache = true
      await driver.waitFor(`location.href !== ${JSON.stringify(url)} && document.readyState === 'complete'`, 'the previous page shows')
    },
    async reload() {
      if (restoredFromCache) throw new Error('reload() after back() in one test: puppeteer would wait for a load it never matches')
      await page.reload({ waitUntil: 'load' })
    },
    async waitFor(source, message, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs
      for (;;) {
        if (await evaluate(source).catch(() => false)) return
        if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs} ms: ${message}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    async click(selector) {
      const { x, y } = await centre(selector)
      await page.mouse.click(x, y)
    },
    async clickInPlace(selector) {
      const point = await evaluate<{ x: number; y: number } | null>(IN_PLACE_CENTRE, selector)
      if (!point) throw new Error(`No element matches ${selector}`)
      await page.mouse.click(point.x, point.y)
    },
    async type(selector, text) {
      await centre(selector)
      await evaluate('document.querySelector(arguments[0]).focus()', selector)
      await page.keyboard.type(text)
    },
    async press(key) {
      const shift = key.startsWith('Shift+')
      const input = KEYS[shift ? key.slice('Shift+'.length) : key]
      if (!input) throw new Error(`Unsupported key ${key}`)
      if (shift) await page.keyboard.down('Shift')
      await page.keyboard.press(input)
      if (shift) await page.keyboard.up('Shift')
    },
    async setViewport(width, height) {
      viewport = { width, height }
      await page.setViewport(viewport)
    },
    async errors() {
      return [...errors]
    },
    async clearStorage() {
      await browser.deleteCookie(...(await browser.cookies()))
      await evaluate('localStorage.clear(); sessionStorage.clear()').catch(() => undefined)
    },
    async close() {
      await browser.close()
    },
  }
  return driver
}
