// Lottie building blocks (bodymovin 5.7 schema, shape layers only), shared by the dice and prize animations.
import { round } from './util.mjs'

const hexToRgba = (hex) => {
  const n = parseInt(hex.slice(1), 16)
  return [round(((n >> 16) & 255) / 255, 4), round(((n >> 8) & 255) / 255, 4), round((n & 255) / 255, 4), 1]
}

const EASE = {
  lin: { o: { x: [0], y: [0] }, i: { x: [1], y: [1] } },
  inOut: { o: { x: [0.45], y: [0] }, i: { x: [0.55], y: [1] } },
  // decelerating (a throw going up), accelerating (falling down)
  up: { o: { x: [0.33], y: [0.67] }, i: { x: [0.67], y: [1] } },
  down: { o: { x: [0.33], y: [0] }, i: { x: [0.67], y: [0.33] } },
  out: { o: { x: [0.2], y: [0.8] }, i: { x: [0.4], y: [1] } },
}

const arr = (v) => (Array.isArray(v) ? v.map((x) => round(x, 2)) : [round(v, 2)])

/**
 * Animated property. keys: [[frame, value, ease?], ...]; ease belongs to the
 * segment that starts at that key ('hold' keeps the value until the next key).
 */
function kf(keys) {
  if (keys.length === 1) return st(keys[0][1])
  return {
    a: 1,
    k: keys.map(([t, v, e = 'inOut'], idx) => {
      const key = { t, s: arr(v) }
      if (idx === keys.length - 1) return key
      if (e === 'hold') key.h = 1
      else Object.assign(key, { o: EASE[e].o, i: EASE[e].i })
      return key
    }),
  }
}
function st(v) {
  return { a: 0, k: Array.isArray(v) ? v.map((x) => round(x, 2)) : round(v, 2) }
}
const isAnim = (v) => v != null && !Array.isArray(v) && typeof v === 'object' && Array.isArray(v.keys)
const prop = (v) => (isAnim(v) ? kf(v.keys) : st(v))

const tr = ({ p = [0, 0], a = [0, 0], s = [100, 100], r = 0, o = 100 } = {}) => ({
  ty: 'tr',
  p: prop(p),
  a: prop(a),
  s: prop(s),
  r: prop(r),
  o: prop(o),
  sk: st(0),
  sa: st(0),
  nm: 'Transform',
})
export const rect = (w, h, rad, p = [0, 0]) => ({ ty: 'rc', d: 1, s: st([w, h]), p: st(p), r: st(rad), nm: 'Rect' })
export const ellipse = (w, h, p = [0, 0]) => ({ ty: 'el', d: 1, s: st([w, h]), p: st(p), nm: 'Ellipse' })
export const fill = (hex, o = 100) => ({ ty: 'fl', c: st(hexToRgba(hex)), o: prop(o), r: 1, bm: 0, nm: 'Fill' })
export const stroke = (hex, w) => ({
  ty: 'st',
  c: st(hexToRgba(hex)),
  o: st(100),
  w: st(w),
  lc: 2,
  lj: 2,
  ml: 4,
  bm: 0,
  nm: 'Stroke',
})
export const group = (nm, items, t = {}) => ({ ty: 'gr', nm, it: [...items, tr(t)], np: items.length, bm: 0 })

export function layer(ind, nm, shapes, { p = [120, 120], a = [0, 0], s = [100, 100], r = 0, o = 100, ip = 0, op, parent } = {}) {
  const three = (v, z) => (isAnim(v) ? { keys: v.keys.map(([t, x, e]) => [t, [...x, z], e]) } : [...v, z])
  let pos
  if (p && !Array.isArray(p) && p.x) pos = { s: true, x: prop(p.x), y: prop(p.y) }
  else pos = prop(three(p, 0))
  const L = {
    ddd: 0,
    ind,
    ty: 4,
    nm,
    sr: 1,
    ks: { o: prop(o), r: prop(r), p: pos, a: prop(three(a, 0)), s: prop(three(s, 100)) },
    ao: 0,
    shapes,
    ip,
    op,
    st: 0,
    bm: 0,
  }
  if (parent) L.parent = parent
  return L
}

export const comp = (nm, op, layers) => ({
  v: '5.7.4',
  fr: 30,
  ip: 0,
  op,
  w: 240,
  h: 240,
  nm,
  ddd: 0,
  assets: [],
  layers,
  markers: [],
})
