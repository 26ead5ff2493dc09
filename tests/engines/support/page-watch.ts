/**
 * A record of script errors kept by the page itself, for engines whose driver cannot report them (WebKit's
 * classic WebDriver has no log access) and as a second witness in the others. Installed right after each
 * load, so it sees what happens from then on: island hydration, clicks, forms, timers.
 */
import type { EngineDriver } from './driver'

export async function installWatch(driver: EngineDriver): Promise<void> {
  await driver.evaluate(`
    if (window.__engineErrors) return
    const log = (window.__engineErrors = [])
    const text = (value) => (value instanceof Error ? value.message : String(value))
    window.addEventListener('error', (event) => log.push('error: ' + (event.message || text(event.error))))
    window.addEventListener('unhandledrejection', (event) => log.push('unhandledrejection: ' + text(event.reason)))
    for (const level of ['error', 'warn']) {
      const original = console[level].bind(console)
      console[level] = (...args) => {
        log.push(level + ': ' + args.map(text).join(' '))
        original(...args)
      }
    }`)
}

/** The errors the page has recorded since the last read (none if it was never watched or has navigated). */
export async function readWatch(driver: EngineDriver): Promise<string[]> {
  return driver
    .evaluate<string[] | null>('const log = window.__engineErrors; return log ? log.splice(0) : null')
    .then((log) => log ?? [])
    .catch(() => [])
}
