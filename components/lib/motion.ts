/**
 * The one-off animations that play when a block scrolls into view (the home page's count-up and typewriter), and
 * the reduced-motion check every animation makes. Without IntersectionObserver, or under reduced motion, a
 * block stays as its HTML has it: the final text.
 */

/** Whether the visitor asked their system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Whether a play-once-in-view animation may run in this browser for this visitor. */
export function mayAnimateInView(): boolean {
  return 'IntersectionObserver' in window && !prefersReducedMotion()
}

/**
 * Calls `frame` with the time since the start on every animation frame, from the moment `threshold` of `el` is
 * first in view until `frame` returns true. `data-motion` on `el` says where it is (waiting, running, done),
 * for the styles and for the tests.
 */
export function playOnceInView(el: HTMLElement, threshold: number, frame: (elapsedMs: number) => boolean): void {
  el.dataset.motion = 'waiting'
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) return
      observer.disconnect()
      el.dataset.motion = 'running'
      const start = performance.now()
      const tick = (now: number) => {
        if (frame(now - start)) el.dataset.motion = 'done'
        else requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    },
    { threshold },
  )
  observer.observe(el)
}
