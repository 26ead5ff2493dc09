// Brand icon artwork: a blue die showing six white pips, with a yellow ribbon. The icons, the dashboard
// picture and the Open Graph images all draw it.
import { C } from './palette.mjs'
import { minSvg } from './util.mjs'

/**
 * Icon artwork in a 512 box. `maskable` fills the whole square and shrinks the
 * die into the central safe zone (radius 40%).
 */
export function iconInner({ maskable = false, background = false } = {}) {
  const full = maskable || background
  const bg = full ? `<rect width="512" height="512" fill="${C.blue}"/>` : `<rect width="512" height="512" rx="112" fill="${C.blue}"/>`
  const pips = [150, 362].flatMap((x) => [150, 256, 362].map((y) => `<circle cx="${x}" cy="${y}" r="46"/>`)).join('')
  // A ribbon band between the two pip columns, with a small bow on top.
  const bow = `<g fill="none" stroke="${C.yellow}" stroke-width="22"><ellipse cx="200" cy="56" rx="50" ry="26" transform="rotate(18 200 56)"/><ellipse cx="312" cy="56" rx="50" ry="26" transform="rotate(-18 312 56)"/></g><circle cx="256" cy="66" r="26" fill="${C.yellow}"/>`
  const art = `<rect x="232" y="0" width="48" height="512" fill="${C.yellow}"/>${bow}<g fill="${C.white}">${pips}</g>`
  // Maskable: keep the artwork inside the central safe zone (radius 40%).
  if (maskable) {
    return `${bg}<rect x="236.8" y="0" width="38.4" height="512" fill="${C.yellow}"/><g transform="translate(51.2 51.2) scale(.8)">${art}</g>`
  }
  return bg + art
}
export const iconSvg = (size, opts) =>
  minSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${size}" height="${size}">${iconInner(opts)}</svg>`)
