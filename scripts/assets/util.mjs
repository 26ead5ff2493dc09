// Small pure helpers shared by the SVG and Lottie drawings.

/** mulberry32: small seeded PRNG so the confetti is the same on every run. */
export function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const round = (n, d = 2) => {
  const f = 10 ** d
  const v = Math.round(n * f) / f
  return Object.is(v, -0) ? 0 : v
}
export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** Compact SVG: drop indentation and newlines between tags. */
export const minSvg = (s) => s.replace(/\n\s*/g, '').replace(/>\s+</g, '><').trim()
