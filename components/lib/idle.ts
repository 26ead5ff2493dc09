/**
 * Runs `callback` once the page has loaded and the browser has a quiet moment (at most 2 s later); where
 * requestIdleCallback is missing (Safari), 200 ms after load. The one idle wait for islands and analytics,
 * so neither competes with the page's first paint and load.
 */
export function whenIdle(callback: () => void): void {
  afterLoad(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback(), { timeout: 2000 })
    else setTimeout(callback, 200)
  })
}

/**
 * Runs `callback` after the load event (at once if it has passed). Also what a scroll of our own waits for:
 * the browser's own jump to a #fragment happens up to then and would undo it.
 */
export function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback()
  else window.addEventListener('load', callback, { once: true })
}
