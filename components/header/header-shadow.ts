/** The sticky header gains its shadow once the page is scrolled more than 10 px (docs/decisions.md §41). */
export const HEADER_SHADOW_THRESHOLD_PX = 10

export function headerShadow(header: HTMLElement): void {
  let scheduled = false
  const update = () => {
    scheduled = false
    header.classList.toggle('gr-header--scrolled', window.scrollY > HEADER_SHADOW_THRESHOLD_PX)
  }
  window.addEventListener(
    'scroll',
    () => {
      if (!scheduled) {
        scheduled = true
        requestAnimationFrame(update)
      }
    },
    { passive: true },
  )
  // In the next frame, when the page is laid out anyway: reading the scroll position now would lay it out on the
  // spot, inside the start-up. (It matters only for a page opened scrolled: a #fragment, a restored position.)
  scheduled = true
  requestAnimationFrame(update)
}
