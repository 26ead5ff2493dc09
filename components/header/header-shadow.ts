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
  update()
}
