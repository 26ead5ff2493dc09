/**
 * The WebKit side of the cross-engine tests: Debian's WebKitGTK MiniBrowser, driven by WebKitWebDriver
 * (classic W3C WebDriver over HTTP) on a private Xvfb display, through webdriverio's protocol commands. One
 * driver process, one session, one browser per launch (WebKitWebDriver serves a single session). See
 * docs/decisions.md §37.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WEBKIT_BROWSER, WEBKIT_DRIVER } from '../../../scripts/lib/test-tools.mjs'
import { IN_PLACE_CENTRE, type EngineDriver, type LaunchDriver } from './driver'
import { remote } from 'webdriverio'
import { functionBody } from './page-source'
import { startXvfb, type Display } from './xvfb'

type Session = WebdriverIO.Browser
/** The W3C key for an element reference in JSON (https://www.w3.org/TR/webdriver2/#elements). */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

// W3C WebDriver key codes (https://www.w3.org/TR/webdriver2/#keyboard-actions).
const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Space: '\uE00D',
  Escape: '\uE00C',
  Tab: '\uE004',
  ArrowRight: '\uE014',
  ArrowLeft: '\uE012',
}
const SHIFT = '\uE008'

// MiniBrowser's toolbar keeps its window at least 447 px wide, too wide for a 375 px phone viewport. GTK reads
// this style sheet from $XDG_CONFIG_HOME/gtk-3.0/gtk.css and lets the browser's own widgets shrink to nothing;
// the page is drawn by WebKit, which GTK styles do not reach.
const SHRINK_BROWSER_CHROME = `toolbar, toolbar *, headerbar, headerbar *, box, box *, entry, button, image {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px;
}
`

const SCROLL_TO_CENTRE = `arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })`

export const launchWebKit: LaunchDriver = async (options = {}) => {
  const config = mkdtempSync(join(tmpdir(), 'webkit-config-'))
  mkdirSync(join(config, 'gtk-3.0'))
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), SHRINK_BROWSER_CHROME)
  // GTK's "animations off" setting, which WebKitGTK reports to pages as `prefers-reduced-motion: reduce`.
  if (options.reducedMotion) writeFileSync(join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n')
  const removeConfig = () => rmSync(config, { recursive: true, force: true })
  const display = await startXvfb().catch((error: unknown) => {
    removeConfig()
    throw error
  })
  let webDriver: ChildProcess | undefined
  let session: Session | undefined
  const stopProcesses = () => {
    if (webDriver) killGroup(webDriver, 'SIGKILL')
    void display.stop()
    removeConfig()
  }
  // If the worker dies without calling close(), the browser must not outlive it.
  process.once('exit', stopProcesses)
  try {
    const port = Number(process.env.WEBKIT_DRIVER_PORT) || (await freePort())
    webDriver = startWebDriver(display, port, config)
    session = await connect(port, webDriver)
  } catch (error) {
    stopProcesses()
    process.removeListener('exit', stopProcesses)
    throw error
  }
  const live = session
  return webKitDriver(live, async () => {
    // Deleting the session closes MiniBrowser cleanly; the group kill is the backstop for a hung browser.
    await Promise.race([live.deleteSession().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000))])
    if (webDriver) await stopGroup(webDriver)
    await display.stop()
    removeConfig()
    process.removeListener('exit', stopProcesses)
  })
}

function webKitDriver(session: Session, stop: () => Promise<void>): EngineDriver {
  let closed: Promise<void> | undefined

  const evaluate = async <T>(source: string, ...args: unknown[]): Promise<T> =>
    (await session.executeScript(functionBody(source), args as (string | object | number | boolean | null)[])) as T

  /** The first element matching `selector`, scrolled to the middle of the viewport at once. */
  const centred = async (selector: string): Promise<{ ref: Record<string, string>; id: string }> => {
    const ref = (await session.findElement('css selector', selector).catch((error: Error) => {
      throw new Error(`No element matches ${selector} (${error.message})`)
    })) as unknown as Record<string, string> & { error?: string; message?: string }
    if (ref.error || !ref[ELEMENT_KEY]) throw new Error(`No element matches ${selector} (${ref.message ?? ref.error ?? 'no reference'})`)
    await session.executeScript(SCROLL_TO_CENTRE, [ref])
    return { ref, id: ref[ELEMENT_KEY] }
  }

  /** Whether `source` became truthy within `timeoutMs`. */
  const evaluateUntil = async (source: string, timeoutMs: number): Promise<boolean> => {
    const until = Date.now() + timeoutMs
    for (;;) {
      if (await evaluate(source).catch(() => false)) return true
      if (Date.now() > until) return false
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** The viewport size once two readings 100 ms apart agree (a resize may still be arriving). */
  const settledViewport = async (): Promise<{ width: number; height: number }> => {
    const read = () => evaluate<{ width: number; height: number }>('({ width: innerWidth, height: innerHeight })')
    let last = await read()
    for (let i = 0; i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const now = await read()
      if (now.width === last.width && now.height === last.height) return now
      last = now
    }
    return last
  }

  return {
    engine: 'webkit',
    async goto(url) {
      // pageLoadStrategy "normal": the command returns once the load event has fired.
      await session.navigateTo(url)
    },
    evaluate,
    async back() {
      // Back and Refresh return once the page has loaded, as Navigate To does (pageLoadStrategy "normal").
      await session.back()
    },
    async reload() {
      await session.refresh()
    },
    async waitFor(source, message, timeoutMs = 10_000) {
      if (!(await evaluateUntil(source, timeoutMs))) throw new Error(`Timed out after ${timeoutMs} ms: ${message}`)
    },
    async click(selector) {
      const { id } = await centred(selector)
      // Element Click dispatches real (platform) mouse events at the element's in-view centre.
      await session.elementClick(id)
    },
    async clickInPlace(selector) {
      const point = await evaluate<{ x: number; y: number } | null>(IN_PLACE_CENTRE, selector)
      if (!point) throw new Error(`No element matches ${selector}`)
      const [x, y] = [Math.round(point.x), Math.round(point.y)]
      await session.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x, y, origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ])
      await session.releaseActions()
    },
    async type(selector, text) {
      const { id } = await centred(selector)
      // Element Send Keys focuses the element, then types each character as key events.
      await session.elementSendKeys(id, text)
    },
    async press(key) {
      const shift = key.startsWith('Shift+')
      const value = KEYS[shift ? key.slice('Shift+'.length) : key]
      if (!value) throw new Error(`Unsupported key ${key}`)
      const down = { type: 'keyDown', value }
      const up = { type: 'keyUp', value }
      await session.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: shift ? [{ type: 'keyDown', value: SHIFT }, down, up, { type: 'keyUp', value: SHIFT }] : [down, up],
        },
      ])
      await session.releaseActions()
    },
    async setViewport(width, height) {
      // WebDriver sizes the window, which adds the browser's toolbar; the page learns its new size a moment
      // after the command returns. So: measure what the window adds once the size has settled, size the
      // window for the wanted viewport, and wait for the page to report exactly that.
      for (let attempt = 0; attempt < 3; attempt++) {
        const inner = await settledViewport()
        const outer = await session.getWindowRect()
        await session.setWindowRect(null, null, width + outer.width - inner.width, height + outer.height - inner.height)
        const reached = await evaluateUntil(`innerWidth === ${width} && innerHeight === ${height}`, 2_000)
        if (reached) return
      }
      const inner = await settledViewport()
      throw new Error(`Viewport is ${inner.width}×${inner.height}, not ${width}×${height}`)
    },
    async errors() {
      // Not observable: WebKitWebDriver 2.50 has no log endpoint and rejects `webSocketUrl` (no BiDi), and
      // MiniBrowser's console-to-stdout setting stays silent in automation sessions.
      return null
    },
    async clearStorage() {
      await session.deleteAllCookies()
      // A page without an origin (about:blank) has no storage to clear and throws on access.
      await evaluate('localStorage.clear(); sessionStorage.clear()').catch(() => undefined)
    },
    close() {
      closed ??= stop()
      return closed
    },
  }
}

function startWebDriver(display: Display, port: number, config: string): ChildProcess {
  // Its own process group, so MiniBrowser and WebKit's helper processes can be stopped with it by one id.
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    // WebKitGTK without accelerated compositing: on Xvfb, which has no GPU, it would draw every layer with Mesa's
    // software OpenGL, which cost more than half of this suite's CPU time (docs/decisions.md §64). The tests read
    // the DOM, the layout, focus and scroll positions, never pixels, and those do not depend on how layers are drawn.
    env: { ...process.env, DISPLAY: display.name, XDG_CONFIG_HOME: config, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  Object.defineProperty(child, 'recentStderr', { get: () => stderr })
  return child
}

/**
 * A session with the driver once it answers (it needs a moment to listen after starting): webdriverio's
 * classic WebDriver protocol, since WebKitWebDriver has no BiDi and refuses `webSocketUrl`.
 */
async function connect(port: number, child: ChildProcess): Promise<Session> {
  const until = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`WebKitWebDriver exited with ${child.exitCode}: ${(child as unknown as { recentStderr: string }).recentStderr}`)
    }
    try {
      return await remote({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'silent',
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: ['--automation'] },
          // A page that never loads fails its test in 30 s instead of the default 300 s.
          timeouts: { pageLoad: 30_000, script: 30_000, implicit: 0 },
        } as WebdriverIO.Capabilities,
      })
    } catch (error) {
      if (Date.now() > until) throw new Error(`WebKitWebDriver gave no session within 10 s: ${String(error)}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/** A port the OS reports free right now (the driver binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    /* the group is already gone */
  }
}

/** SIGTERM to the driver's group, SIGKILL after 3 s if anything in it is still there. */
async function stopGroup(child: ChildProcess): Promise<void> {
  killGroup(child, 'SIGTERM')
  const until = Date.now() + 3_000
  while (Date.now() < until && groupAlive(child)) await new Promise((resolve) => setTimeout(resolve, 50))
  killGroup(child, 'SIGKILL')
}

function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false
  try {
    process.kill(-child.pid, 0)
    return true
  } catch {
    return false
  }
}
