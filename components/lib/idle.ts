/**
 * Runs `callback` once the page has loaded and the browser has a quiet moment (at most 2 s later); where
 * requestIdleCallback is missing (Safari), 200 ms after load. The one idle wait for islands and analytics,
 * so neither competes with the page's first paint and load.
 */
export function whenIdle(callback: () => void): void {
  const run = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback(), { timeout: 2000 })
    else setTimeout(callback, 200)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}
