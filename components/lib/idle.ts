/**
 * Runs `callback` once the page has loaded and the browser has a quiet moment (at most 2 s later); where
 * requestIdleCallback is missing (Safari), 200 ms after load. The one idle wait for islands and analytics,
 * so neither competes with the page's first paint and load.
 */
export function whenIdle(callback: () => void): void {
  afterLoad(() => nextIdle(callback, 2000, 200))
}

/**
 * Runs `callback` at the browser's next quiet moment, at most `timeoutMs` later; where requestIdleCallback is
 * missing (Safari), after `fallbackMs`.
 */
export function nextIdle(callback: () => void, timeoutMs: number, fallbackMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback(), { timeout: timeoutMs })
  else setTimeout(callback, fallbackMs)
}

/**
 * Runs `callback` after the load event (at once if it has passed). Also what a scroll of our own waits for:
 * the browser's own jump to a #fragment happens up to then and would undo it.
 */
export function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback()
  else window.addEventListener('load', callback, { once: true })
}
