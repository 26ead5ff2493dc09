/** How far below the top of the screen a scrolled-to element should stand: the root's `scroll-padding-top`
 *  (styles/base/_base.scss: clear of the sticky header, 0 on a short screen, where the header scrolls away). */
export function topClearance(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
}
