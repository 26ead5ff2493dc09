/**
 * Runs in the page: whether the focused element is on screen and on top where it is (the point at its centre is
 * it, or inside it): 'shown', 'none' (nothing focused), or what is wrong, with the element. A plain function, so
 * the Chromium tests pass it to `page.evaluate` and the Firefox and WebKit drivers run its text.
 */
export function focusShown(): string {
  const el = document.activeElement
  if (!el || el === document.body) return 'none'
  const r = el.getBoundingClientRect()
  const x = r.left + r.width / 2
  const y = r.top + r.height / 2
  if (r.width === 0 || y < 0 || y > innerHeight || x < 0 || x > innerWidth) return `off screen: ${el.outerHTML.slice(0, 80)}`
  const top = document.elementFromPoint(x, y)
  return top && (el === top || el.contains(top)) ? 'shown' : `covered: ${el.outerHTML.slice(0, 80)}`
}
