#!/usr/bin/env node
// Generates every drawn visual asset of the Giftroll marketing site.
// Everything is drawn here (SVG strings and Lottie JSON built in code) and is
// deterministic: the only "randomness" is a seeded PRNG.
//
//   node scripts/generate-assets.mjs
//
// Outputs (relative to the repository root):
//   public/animations/dice-roll.json, prize.json, dice-poster.svg
//   public/images/dashboard-{640,960,1280}.{avif,webp}
//   public/favicon.svg, favicon-32.png, apple-touch-icon.png, site.webmanifest
//   public/icons/icon-192.png, icon-512.png, icon-maskable-512.png
//   public/og/og-{en,da,sv,no}.png

import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUB = join(ROOT, 'public');

// Brand palette (exact values).
const C = {
  blue: '#2563eb',
  green: '#16a34a',
  yellow: '#facc15',
  red: '#dc2626',
  ink: '#0f172a',
  muted: '#475569',
  surface: '#f8fafc',
  white: '#ffffff',
};
const FONT = 'DejaVu Sans, sans-serif';

// Keep the generated files stable between runs and machines.
sharp.cache(false);
sharp.concurrency(1);

// ---------------------------------------------------------------------------
// helpers

const written = [];
async function out(rel, data) {
  const file = join(PUB, rel);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  written.push([relative(ROOT, file), data.length]);
}

/** mulberry32: small seeded PRNG so the confetti is the same on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n, d = 2) => {
  const f = 10 ** d;
  const v = Math.round(n * f) / f;
  return Object.is(v, -0) ? 0 : v;
};
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const hexToRgba = (hex) => {
  const n = parseInt(hex.slice(1), 16);
  return [round(((n >> 16) & 255) / 255, 4), round(((n >> 8) & 255) / 255, 4), round((n & 255) / 255, 4), 1];
};
/** Compact SVG: drop indentation and newlines between tags. */
const minSvg = (s) => s.replace(/\n\s*/g, '').replace(/>\s+</g, '><').trim();

// ---------------------------------------------------------------------------
// Lottie building blocks (bodymovin 5.7 schema, shape layers only)

const EASE = {
  lin: { o: { x: [0], y: [0] }, i: { x: [1], y: [1] } },
  inOut: { o: { x: [0.45], y: [0] }, i: { x: [0.55], y: [1] } },
  // decelerating (a throw going up), accelerating (falling down)
  up: { o: { x: [0.33], y: [0.67] }, i: { x: [0.67], y: [1] } },
  down: { o: { x: [0.33], y: [0] }, i: { x: [0.67], y: [0.33] } },
  out: { o: { x: [0.2], y: [0.8] }, i: { x: [0.4], y: [1] } },
};

const arr = (v) => (Array.isArray(v) ? v.map((x) => round(x, 2)) : [round(v, 2)]);

/**
 * Animated property. keys: [[frame, value, ease?], ...]; ease belongs to the
 * segment that starts at that key ('hold' keeps the value until the next key).
 */
function kf(keys) {
  if (keys.length === 1) return st(keys[0][1]);
  return {
    a: 1,
    k: keys.map(([t, v, e = 'inOut'], idx) => {
      const key = { t, s: arr(v) };
      if (idx === keys.length - 1) return key;
      if (e === 'hold') key.h = 1;
      else Object.assign(key, { o: EASE[e].o, i: EASE[e].i });
      return key;
    }),
  };
}
function st(v) {
  return { a: 0, k: Array.isArray(v) ? v.map((x) => round(x, 2)) : round(v, 2) };
}
const isAnim = (v) => v != null && !Array.isArray(v) && typeof v === 'object' && Array.isArray(v.keys);
const prop = (v) => (isAnim(v) ? kf(v.keys) : st(v));

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
});
const rect = (w, h, rad, p = [0, 0]) => ({ ty: 'rc', d: 1, s: st([w, h]), p: st(p), r: st(rad), nm: 'Rect' });
const ellipse = (w, h, p = [0, 0]) => ({ ty: 'el', d: 1, s: st([w, h]), p: st(p), nm: 'Ellipse' });
const fill = (hex, o = 100) => ({ ty: 'fl', c: st(hexToRgba(hex)), o: prop(o), r: 1, bm: 0, nm: 'Fill' });
const stroke = (hex, w) => ({
  ty: 'st',
  c: st(hexToRgba(hex)),
  o: st(100),
  w: st(w),
  lc: 2,
  lj: 2,
  ml: 4,
  bm: 0,
  nm: 'Stroke',
});
const group = (nm, items, t = {}) => ({ ty: 'gr', nm, it: [...items, tr(t)], np: items.length, bm: 0 });

function layer(ind, nm, shapes, { p = [120, 120], a = [0, 0], s = [100, 100], r = 0, o = 100, ip = 0, op, parent } = {}) {
  const three = (v, z) => (isAnim(v) ? { keys: v.keys.map(([t, x, e]) => [t, [...x, z], e]) } : [...v, z]);
  let pos;
  if (p && !Array.isArray(p) && p.x) pos = { s: true, x: prop(p.x), y: prop(p.y) };
  else pos = prop(three(p, 0));
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
  };
  if (parent) L.parent = parent;
  return L;
}

const comp = (nm, op, layers) => ({
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
});

// ---------------------------------------------------------------------------
// 1 + 3. Dice roll animation and its poster

const DIE = 96; // die size
const DIE_R = 20; // corner radius
const PIP = 18; // pip diameter
const PO = 26; // pip offset from centre
const FACES = {
  1: [[0, 0]],
  2: [[-PO, -PO], [PO, PO]],
  3: [[-PO, -PO], [0, 0], [PO, PO]],
  4: [[-PO, -PO], [PO, -PO], [-PO, PO], [PO, PO]],
  5: [[-PO, -PO], [PO, -PO], [0, 0], [-PO, PO], [PO, PO]],
  // six: two columns of three
  6: [[-PO, -PO], [-PO, 0], [-PO, PO], [PO, -PO], [PO, 0], [PO, PO]],
};

const DICE_OP = 48; // frames 0..47 at 30 fps (1.6 s)
const GROUND = 180; // y of the floor the die rests on
const REST_Y = GROUND - DIE / 2;
const START = { x: 112, y: REST_Y, r: -12, face: 3 };
// Face shown from each frame on: flips happen while the die is squashed thin.
const FACE_SEQ = [
  [0, 3],
  [10, 5],
  [16, 1],
  [26, 4],
  [32, 6],
];
const FLIPS = [
  // [frame of the thinnest moment, axis]
  [10, 'x'],
  [16, 'y'],
  [26, 'x'],
  [32, 'y'],
];

function diceRoll() {
  // Position of the die (layer), a jump, a bounce, then rest.
  const pos = {
    keys: [
      [0, [START.x, START.y], 'hold'],
      [3, [START.x, START.y + 4]],
      [6, [START.x, START.y + 4], 'up'],
      [14, [118, 74], 'down'],
      [22, [126, REST_Y], 'up'],
      [28, [123, 106], 'down'],
      [34, [120, REST_Y], 'out'],
      [47, [120, REST_Y]],
    ],
  };
  // World-axis squash and stretch on take-off and landings.
  const squash = {
    keys: [
      [0, [100, 100], 'hold'],
      [3, [106, 93]],
      [6, [92, 108], 'out'],
      [10, [100, 100], 'hold'],
      [20, [100, 100]],
      [22, [112, 88], 'out'],
      [25, [100, 100], 'hold'],
      [32, [100, 100]],
      [34, [107, 93], 'out'],
      [37, [98, 102]],
      [40, [100, 100]],
      [47, [100, 100]],
    ],
  };
  // Local rotation: tumbles through 372 degrees and settles upright (360).
  const rot = {
    keys: [
      [0, START.r, 'hold'],
      [6, START.r],
      [22, 250],
      [34, 350, 'out'],
      [38, 364],
      [41, 360],
      [47, 360],
    ],
  };
  // Local flip scale: squashing one axis thin reads as the die turning over.
  const flipKeys = [[0, [100, 100], 'hold']];
  for (const [f, axis] of FLIPS) {
    const thin = axis === 'x' ? [10, 100] : [100, 10];
    flipKeys.push([f - 2, [100, 100]], [f, thin], [f + 2, [100, 100], 'hold']);
  }
  flipKeys.push([47, [100, 100]]);

  const faceGroups = Object.entries(FACES).map(([n, pips]) => {
    const keys = FACE_SEQ.map(([t, face]) => [t, face === Number(n) ? 100 : 0, 'hold']);
    keys.push([47, keys[keys.length - 1][1]]);
    return group(`face ${n}`, [...pips.map((p) => ellipse(PIP, PIP, p)), fill(C.ink)], { o: { keys } });
  });
  const body = group('body', [rect(DIE, DIE, DIE_R), stroke(C.ink, 5), fill(C.white)]);
  const die = group('die', [...faceGroups.reverse(), body], { r: rot, s: { keys: flipKeys } });

  const dieLayer = layer(1, 'die', [die], { p: pos, s: squash, op: DICE_OP });

  // Soft shadow on the floor: smaller and lighter while the die is in the air.
  const shadow = layer(
    2,
    'shadow',
    [group('shadow', [ellipse(90, 14), fill(C.ink, 16)])],
    {
      p: {
        keys: [
          [0, [START.x, GROUND + 6], 'hold'],
          [6, [START.x, GROUND + 6]],
          [22, [126, GROUND + 6]],
          [34, [120, GROUND + 6]],
          [47, [120, GROUND + 6]],
        ],
      },
      s: {
        keys: [
          [0, [100, 100], 'hold'],
          [6, [100, 100], 'up'],
          [14, [50, 50], 'down'],
          [22, [104, 104], 'up'],
          [28, [70, 70], 'down'],
          [34, [100, 100]],
          [47, [100, 100]],
        ],
      },
      o: {
        keys: [
          [0, 100, 'hold'],
          [6, 100, 'up'],
          [14, 45, 'down'],
          [22, 100, 'up'],
          [28, 65, 'down'],
          [34, 100],
          [47, 100],
        ],
      },
      op: DICE_OP,
    },
  );
  return comp('Giftroll dice roll', DICE_OP, [dieLayer, shadow]);
}

function dicePoster() {
  const pips = FACES[START.face].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${PIP / 2}"/>`).join('');
  return minSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
    <ellipse cx="${START.x}" cy="${GROUND + 6}" rx="45" ry="7" fill="${C.ink}" fill-opacity=".16"/>
    <g transform="translate(${START.x} ${START.y}) rotate(${START.r})">
      <rect x="${-DIE / 2}" y="${-DIE / 2}" width="${DIE}" height="${DIE}" rx="${DIE_R}" fill="${C.white}" stroke="${C.ink}" stroke-width="5"/>
      <g fill="${C.ink}">${pips}</g>
    </g>
  </svg>`);
}

// ---------------------------------------------------------------------------
// 2. Prize animation: a gift box pops open, confetti flies out

const PRIZE_OP = 45;

function prize() {
  const GY = 204; // ground
  const BW = 112; // box body
  const BH = 80;
  const bodyTop = GY - BH;
  const LW = 128; // lid
  const LH = 28;
  const lidCY = bodyTop - LH / 2 + 6; // lid overlaps the body a little

  // Box body, anchored at the middle of its bottom edge so it squashes on the floor.
  const bodyLayer = layer(
    3,
    'box',
    [
      group('shade', [rect(BW, 10, 0, [120, bodyTop + 11]), fill(C.ink, 22)]),
      group('ribbon', [rect(22, BH, 0, [120, GY - BH / 2]), fill(C.yellow)]),
      group('body', [rect(BW, BH, 10, [120, GY - BH / 2]), fill(C.red)]),
    ],
    {
      a: [120, GY],
      p: [120, GY],
      r: {
        keys: [
          [0, 0],
          [3, -6],
          [6, 6],
          [9, -4],
          [11, 0, 'hold'],
          [44, 0],
        ],
      },
      s: {
        keys: [
          [0, [100, 100]],
          [4, [103, 97]],
          [8, [100, 100]],
          [11, [112, 86], 'out'],
          [14, [94, 108]],
          [18, [103, 97]],
          [22, [100, 100], 'hold'],
          [44, [100, 100]],
        ],
      },
      op: PRIZE_OP,
    },
  );

  // Lid with ribbon and bow; parented to the box for the wiggle, then pops off
  // and settles open, tilted above the box.
  const bow = [
    group('knot', [ellipse(16, 14, [0, -LH / 2 - 5]), fill(C.yellow)]),
    group('loop l', [ellipse(30, 18), stroke(C.yellow, 6)], { p: [-15, -LH / 2 - 10], r: 25 }),
    group('loop r', [ellipse(30, 18), stroke(C.yellow, 6)], { p: [15, -LH / 2 - 10], r: -25 }),
  ];
  const lidLayer = layer(
    2,
    'lid',
    [
      ...bow,
      group('lid ribbon', [rect(22, LH, 0), fill(C.yellow)]),
      group('lid', [rect(LW, LH, 8), fill(C.red)]),
    ],
    {
      parent: 3,
      a: [0, 0],
      p: {
        keys: [
          [0, [120, lidCY], 'hold'],
          [12, [120, lidCY], 'up'],
          [20, [100, 60], 'down'],
          [27, [94, 86], 'out'],
          [31, [96, 78]],
          [35, [95, 82]],
          [44, [95, 82]],
        ],
      },
      r: {
        keys: [
          [0, 0, 'hold'],
          [12, 0],
          [20, -40],
          [27, -16],
          [31, -22],
          [35, -20],
          [44, -20],
        ],
      },
      op: PRIZE_OP,
    },
  );

  // Confetti: a few pieces burst out of the box and fade away.
  const rnd = prng(20261224);
  const colors = [C.blue, C.green, C.yellow, C.red];
  const confetti = [];
  const N = 12;
  for (let i = 0; i < N; i++) {
    const start = 13 + (i % 3);
    const ang = (-160 + (140 * (i + 0.5)) / N + (rnd() - 0.5) * 8) * (Math.PI / 180);
    const dist = 82 + rnd() * 30;
    const x0 = 120 + (rnd() - 0.5) * 30;
    const y0 = bodyTop - 4;
    const peakT = start + 8 + Math.round(rnd() * 3);
    const endT = Math.min(start + 24 + Math.round(rnd() * 4), 40);
    const px = x0 + Math.cos(ang) * dist;
    const py = y0 + Math.sin(ang) * dist;
    const ex = px + Math.cos(ang) * 18;
    const ey = py + 34 + rnd() * 16;
    const spin = (rnd() < 0.5 ? -1 : 1) * (220 + rnd() * 240);
    const shape = i % 3 === 2 ? ellipse(10, 10) : rect(8, 15, 2);
    confetti.push(
      layer(10 + i, `confetti ${i + 1}`, [group('piece', [shape, fill(colors[i % 4])])], {
        p: {
          x: { keys: [[start, x0, 'out'], [peakT, px, 'lin'], [endT, ex]] },
          y: { keys: [[start, y0, 'up'], [peakT, py, 'down'], [endT, ey]] },
        },
        r: { keys: [[start, rnd() * 90, 'lin'], [endT, spin]] },
        s: { keys: [[start, [40, 40], 'out'], [start + 4, [100, 100]], [endT, [100, 100]]] },
        o: { keys: [[start, 100, 'hold'], [endT - 8, 100, 'lin'], [endT, 0]] },
        ip: start,
        op: endT + 1,
      }),
    );
  }

  const shadow = layer(4, 'shadow', [group('shadow', [ellipse(150, 16), fill(C.ink, 14)])], {
    p: [120, GY + 2],
    s: {
      keys: [
        [0, [100, 100], 'hold'],
        [11, [100, 100]],
        [13, [108, 100]],
        [18, [98, 100]],
        [22, [100, 100], 'hold'],
        [44, [100, 100]],
      ],
    },
    op: PRIZE_OP,
  });

  // Confetti sits between lid and box: it bursts out from under the lid.
  return comp('Giftroll prize', PRIZE_OP, [lidLayer, ...confetti, bodyLayer, shadow]);
}

// ---------------------------------------------------------------------------
// 5. Brand icon: a blue die showing six white pips, with a yellow ribbon

/**
 * Icon artwork in a 512 box. `maskable` fills the whole square and shrinks the
 * die into the central safe zone (radius 40%).
 */
function iconInner({ maskable = false, background = false } = {}) {
  const full = maskable || background;
  const bg = full
    ? `<rect width="512" height="512" fill="${C.blue}"/>`
    : `<rect width="512" height="512" rx="112" fill="${C.blue}"/>`;
  const pips = [150, 362].flatMap((x) => [150, 256, 362].map((y) => `<circle cx="${x}" cy="${y}" r="46"/>`)).join('');
  // A ribbon band between the two pip columns, with a small bow on top.
  const bow = `<g fill="none" stroke="${C.yellow}" stroke-width="22"><ellipse cx="200" cy="56" rx="50" ry="26" transform="rotate(18 200 56)"/><ellipse cx="312" cy="56" rx="50" ry="26" transform="rotate(-18 312 56)"/></g><circle cx="256" cy="66" r="26" fill="${C.yellow}"/>`;
  const art = `<rect x="232" y="0" width="48" height="512" fill="${C.yellow}"/>${bow}<g fill="${C.white}">${pips}</g>`;
  // Maskable: keep the artwork inside the central safe zone (radius 40%).
  if (maskable) {
    return `${bg}<rect x="236.8" y="0" width="38.4" height="512" fill="${C.yellow}"/><g transform="translate(51.2 51.2) scale(.8)">${art}</g>`;
  }
  return bg + art;
}
const iconSvg = (size, opts) =>
  minSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${size}" height="${size}">${iconInner(opts)}</svg>`);

async function png(svg, opts = {}) {
  let img = sharp(Buffer.from(svg));
  if (opts.opaque) img = img.flatten({ background: C.blue }).removeAlpha();
  return img.png({ compressionLevel: 9, palette: opts.palette ?? true, quality: 100, effort: 10 }).toBuffer();
}

// ---------------------------------------------------------------------------
// 4. Admin dashboard picture

function dashboardSvg({ titleW }) {
  const W = 1280;
  const H = 800;
  const SB = 232; // sidebar width
  const X0 = SB + 32;
  const CW = W - X0 - 32; // content width
  const t = (x, y, s, txt, { w = 400, c = C.ink, a = 'start', o } = {}) =>
    `<text x="${x}" y="${y}" font-size="${s}" font-weight="${w}" fill="${c}"${a !== 'start' ? ` text-anchor="${a}"` : ''}${o ? ` fill-opacity="${o}"` : ''}>${esc(txt)}</text>`;
  const card = (x, y, w, h) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${C.white}" stroke="${C.ink}" stroke-opacity=".08"/>`;
  const miniIcon = (x, y, s) =>
    `<svg x="${x}" y="${y}" width="${s}" height="${s}" viewBox="0 0 512 512">${iconInner()}</svg>`;

  let s = '';
  s += `<rect width="${W}" height="${H}" fill="${C.surface}"/>`;

  // Sidebar
  s += `<rect width="${SB}" height="${H}" fill="${C.ink}"/>`;
  s += miniIcon(24, 24, 36) + t(70, 50, 22, 'Giftroll', { w: 700, c: C.white });
  const nav = ['Overview', 'Players', 'Gift pool', 'Daily rolls', 'Winners', 'Messages', 'Settings'];
  nav.forEach((n, i) => {
    const y = 110 + i * 48;
    if (i === 0) s += `<rect x="16" y="${y - 28}" width="${SB - 32}" height="42" rx="10" fill="${C.blue}"/>`;
    s += `<rect x="32" y="${y - 14}" width="14" height="14" rx="4" fill="${C.white}" fill-opacity="${i === 0 ? 1 : 0.45}"/>`;
    s += t(60, y - 1, 16, n, { c: C.white, o: i === 0 ? undefined : 0.75, w: i === 0 ? 700 : 400 });
  });
  s += `<rect x="16" y="${H - 150}" width="${SB - 32}" height="110" rx="12" fill="${C.white}" fill-opacity=".07"/>`;
  s += t(32, H - 118, 13, 'CAMPAIGNS', { c: C.white, o: 0.6, w: 700 });
  s += `<circle cx="40" cy="${H - 88}" r="5" fill="${C.green}"/>` + t(54, H - 83, 15, 'Christmas 2026', { c: C.white });
  s += `<circle cx="40" cy="${H - 60}" r="5" fill="${C.white}" fill-opacity=".35"/>` + t(54, H - 55, 15, 'Summer party', { c: C.white, o: 0.6 });

  // Header
  s += `<rect x="${SB}" width="${W - SB}" height="76" fill="${C.white}"/><rect x="${SB}" y="75" width="${W - SB}" height="1" fill="${C.ink}" fill-opacity=".08"/>`;
  s += t(X0, 47, 26, 'Campaign: Christmas 2026', { w: 700 });
  const pill = X0 + titleW + 18;
  s += `<rect x="${pill}" y="24" width="156" height="30" rx="15" fill="${C.green}" fill-opacity=".12"/>`;
  s += `<circle cx="${pill + 17}" cy="39" r="5" fill="${C.green}"/>` + t(pill + 29, 44, 14, 'Live · Day 12/24', { c: C.green, w: 700 });
  s += `<rect x="${W - 330}" y="20" width="96" height="38" rx="10" fill="${C.white}" stroke="${C.ink}" stroke-opacity=".18"/>` + t(W - 282, 44, 15, 'Export', { a: 'middle', c: C.ink });
  s += `<rect x="${W - 222}" y="20" width="140" height="38" rx="10" fill="${C.blue}"/>` + t(W - 152, 44, 15, '+ Invite players', { a: 'middle', c: C.white, w: 700 });
  s += `<circle cx="${W - 48}" cy="39" r="19" fill="${C.yellow}"/>` + t(W - 48, 45, 15, 'AK', { a: 'middle', w: 700 });

  // KPI tiles
  const kw = (CW - 3 * 20) / 4;
  const kpis = [
    { l: 'Participation', v: '87%', sub: '163 of 187 players joined', bar: 0.87, c: C.blue },
    { l: 'Rolls today', v: '142', sub: '▲ 18 vs yesterday', c: C.green },
    { l: 'Gifts left', v: '6 / 20', sub: '14 gifts won so far', bar: 0.3, c: C.red },
    { l: 'Engagement', v: '+60%', sub: 'vs. last year’s party', c: C.green },
  ];
  kpis.forEach((k, i) => {
    const x = X0 + i * (kw + 20);
    const y = 100;
    s += card(x, y, kw, 124);
    s += `<rect x="${x + 20}" y="${y + 20}" width="10" height="10" rx="3" fill="${k.c}"/>`;
    s += t(x + 38, y + 30, 15, k.l, { c: C.muted });
    s += t(x + 20, y + 72, 34, k.v, { w: 700 });
    if (k.bar != null) {
      s += `<rect x="${x + 20}" y="${y + 84}" width="${kw - 40}" height="8" rx="4" fill="${C.ink}" fill-opacity=".08"/>`;
      s += `<rect x="${x + 20}" y="${y + 84}" width="${round((kw - 40) * k.bar)}" height="8" rx="4" fill="${k.c}"/>`;
      s += t(x + 20, y + 110, 13, k.sub, { c: C.muted });
    } else {
      s += t(x + 20, y + 104, 14, k.sub, { c: k.c, w: 700 });
    }
  });

  // Chart: daily rolls (bars) and sixes (line)
  const cx = X0;
  const cy = 244;
  const cw = 620;
  const ch = 296;
  s += card(cx, cy, cw, ch);
  s += t(cx + 24, cy + 38, 18, 'Daily rolls', { w: 700 });
  s += `<rect x="${cx + cw - 214}" y="${cy + 26}" width="12" height="12" rx="3" fill="${C.blue}"/>` + t(cx + cw - 196, cy + 37, 13, 'Rolls', { c: C.muted });
  s += `<rect x="${cx + cw - 140}" y="${cy + 30}" width="16" height="4" rx="2" fill="${C.green}"/>` + t(cx + cw - 118, cy + 37, 13, '3-day average', { c: C.muted });
  const rolls = [96, 118, 104, 131, 122, 88, 79, 127, 139, 133, 128, 142];
  const avg = rolls.map((_, i) => { const w = rolls.slice(Math.max(0, i - 2), i + 1); return w.reduce((a, b) => a + b, 0) / w.length; });
  const gx = cx + 64;
  const gy = cy + ch - 52;
  const gh = 184;
  const gw = cw - 90;
  const max = 160;
  for (let v = 0; v <= max; v += 40) {
    const y = round(gy - (v / max) * gh);
    s += `<rect x="${gx}" y="${y}" width="${gw}" height="1" fill="${C.ink}" fill-opacity="${v ? 0.07 : 0.2}"/>`;
    s += t(gx - 12, y + 5, 12, String(v), { c: C.muted, a: 'end' });
  }
  const step = gw / rolls.length;
  const linePts = [];
  rolls.forEach((v, i) => {
    const bh = (v / max) * gh;
    const x = gx + i * step + step * 0.2;
    const last = i === rolls.length - 1;
    s += `<rect x="${round(x)}" y="${round(gy - bh)}" width="${round(step * 0.6)}" height="${round(bh)}" rx="5" fill="${C.blue}"${last ? '' : ' fill-opacity=".78"'}/>`;
    s += t(round(x + step * 0.3), gy + 20, 12, String(i + 1), { c: C.muted, a: 'middle' });
    linePts.push([round(x + step * 0.3), round(gy - (avg[i] / max) * gh)]);
  });
  s += t(gx + gw / 2, gy + 38, 12, 'Day of December', { c: C.muted, a: 'middle' });
  s += `<text x="${round(gx + 11 * step + step * 0.5)}" y="${round(gy - (142 / max) * gh - 8)}" font-size="12" font-weight="700" fill="${C.ink}" text-anchor="middle">142</text>`;
  s += `<polyline points="${linePts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${C.green}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`;
  s += linePts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${C.white}" stroke="${C.green}" stroke-width="2.5"/>`).join('');

  // Recent winners
  const wx = cx + cw + 20;
  const ww = W - 32 - wx;
  s += card(wx, cy, ww, ch);
  s += t(wx + 24, cy + 38, 18, 'Recent winners', { w: 700 }) + t(wx + ww - 24, cy + 38, 14, 'View all', { c: C.blue, a: 'end', w: 700 });
  const winners = [
    ['Emma', 'Day 12', 'Coffee set', C.blue],
    ['Lars', 'Day 11', 'Board game', C.green],
    ['Sofia', 'Day 10', 'Cinema tickets', C.red],
    ['Mikkel', 'Day 9', 'Chocolate box', C.yellow],
    ['Ingrid', 'Day 8', 'Scented candle', C.blue],
  ];
  winners.forEach(([n, d, g, col], i) => {
    const y = cy + 64 + i * 46;
    if (i) s += `<rect x="${wx + 24}" y="${y - 6}" width="${ww - 48}" height="1" fill="${C.ink}" fill-opacity=".07"/>`;
    s += `<circle cx="${wx + 42}" cy="${y + 18}" r="16" fill="${col}"/>` + t(wx + 42, y + 24, 15, n[0], { a: 'middle', w: 700, c: col === C.yellow ? C.ink : C.white });
    s += t(wx + 68, y + 15, 15, n, { w: 700 }) + t(wx + 68, y + 33, 13, `rolled a six · ${d}`, { c: C.muted });
    s += t(wx + ww - 24, y + 24, 14, g, { a: 'end', c: C.ink });
  });

  // Gift pool grid
  const py = cy + ch + 20;
  const ph = H - 24 - py;
  s += card(X0, py, CW, ph);
  s += t(X0 + 24, py + 36, 18, 'Gift pool', { w: 700 }) + t(X0 + CW - 24, py + 36, 14, '6 of 20 gifts left', { c: C.muted, a: 'end' });
  const won = new Set([0, 1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19]);
  const wonBy = ['Anna', 'Jonas', 'Freja', 'Nils', 'Maja', 'Ingrid', 'Erik', 'Mikkel', 'Sara', 'Sofia', 'Oskar', 'Lars', 'Henrik', 'Emma'];
  let wi = 0;
  const cols = 10;
  const gap = 12;
  const cellW = (CW - 48 - (cols - 1) * gap) / cols;
  const cellH = (ph - 64 - gap) / 2;
  const boxCols = [C.red, C.blue, C.green, C.yellow];
  for (let i = 0; i < 20; i++) {
    const x = X0 + 24 + (i % cols) * (cellW + gap);
    const y = py + 52 + Math.floor(i / cols) * (cellH + gap);
    const isWon = won.has(i);
    const bc = boxCols[i % 4];
    const rc = bc === C.yellow ? C.red : C.yellow;
    s += `<rect x="${round(x)}" y="${round(y)}" width="${round(cellW)}" height="${round(cellH)}" rx="10" fill="${isWon ? C.surface : C.white}" stroke="${isWon ? C.ink : bc}" stroke-opacity="${isWon ? 0.08 : 0.6}" stroke-width="${isWon ? 1 : 2}"/>`;
    const bx = round(x + cellW / 2 - 14);
    const by = round(y + 12);
    s += `<g${isWon ? ' opacity=".35"' : ''}><rect x="${bx}" y="${by + 8}" width="28" height="20" rx="3" fill="${bc}"/><rect x="${bx - 2}" y="${by + 2}" width="32" height="8" rx="2" fill="${bc}"/><rect x="${bx + 11}" y="${by + 2}" width="6" height="26" fill="${rc}"/></g>`;
    s += t(round(x + cellW / 2), round(y + cellH - 9), 12, isWon ? wonBy[wi++] : `Gift #${i + 1}`, { a: 'middle', c: isWon ? C.muted : C.ink, w: isWon ? 400 : 700 });
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}">${s}</svg>`;
}

// ---------------------------------------------------------------------------
// 6. Open Graph images

const OG_TEXT = {
  en: {
    title: 'The gift exchange that brings teams closer',
    sub: 'Roll the dice, win gifts, play together — for office and remote teams',
  },
  da: {
    title: 'Pakkespillet, der bringer teamet tættere sammen',
    sub: 'Slå med terningen, vind gaver og spil sammen – både på kontoret og hjemmefra',
  },
  sv: {
    title: 'Julklappsspelet som för teamet närmare varandra',
    sub: 'Slå tärningen, vinn presenter och spela tillsammans – på kontoret och på distans',
  },
  no: {
    title: 'Pakkespillet som knytter teamet tettere sammen',
    sub: 'Kast terningen, vinn gaver og ha det gøy sammen – på kontoret og hjemmefra',
  },
};

/** Width in px of a line rendered by Pango with the same fonts rsvg uses. */
async function textWidth(text, size, bold) {
  const font = `DejaVu Sans${bold ? ' Bold' : ''} ${size}`;
  const { width } = await sharp({ text: { text: esc(text), font, dpi: 72 } }).metadata();
  return width;
}
/** Greedy word wrap to maxW. */
async function greedy(words, size, bold, maxW) {
  const lines = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (line && (await textWidth(next, size, bold)) > maxW) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
/**
 * Balanced wrap: the narrowest width that needs no more lines than a greedy
 * wrap at maxW, so there are no lonely last words. A dash is kept at the end
 * of a line, never left as "— word" at a line end.
 */
async function wrap(text, size, bold, maxW) {
  const words = text.split(' ');
  // Prefer breaking right after a dash when both halves fit on one line each.
  const d = words.findIndex((w) => w === '–' || w === '—');
  if (d > 0) {
    const a = words.slice(0, d + 1).join(' ');
    const b = words.slice(d + 1).join(' ');
    if ((await textWidth(a, size, bold)) <= maxW && (await textWidth(b, size, bold)) <= maxW) return [a, b];
  }
  const n = (await greedy(words, size, bold, maxW)).length;
  let best = await greedy(words, size, bold, maxW);
  for (let w = maxW - 10; w > maxW * 0.5; w -= 10) {
    const l = await greedy(words, size, bold, w);
    if (l.length > n) break;
    best = l;
  }
  for (let i = 0; i < best.length - 1; i++) {
    const m = best[i].match(/^(.*) ([–—]) (\S+)$/);
    if (m) {
      best[i] = `${m[1]} ${m[2]}`;
      best[i + 1] = `${m[3]} ${best[i + 1]}`;
    }
  }
  return best;
}

function ogArt() {
  // Right-hand illustration: tilted die, gift boxes and confetti.
  const rnd = prng(7);
  const gift = (x, y, w, h, body, ribbon, rot = 0) => {
    const lid = 24;
    return `<g transform="translate(${x} ${y}) rotate(${rot})">
      <rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="12" fill="${body}"/>
      <rect x="${-w / 2}" y="${-h}" width="${w}" height="12" fill="${C.ink}" fill-opacity=".18"/>
      <rect x="-11" y="${-h}" width="22" height="${h}" fill="${ribbon}"/>
      <rect x="${-w / 2 - 8}" y="${-h - lid + 6}" width="${w + 16}" height="${lid}" rx="8" fill="${body}"/>
      <rect x="-11" y="${-h - lid + 6}" width="22" height="${lid}" fill="${ribbon}"/>
      <ellipse cx="-17" cy="${-h - lid - 6}" rx="17" ry="10" transform="rotate(25 -17 ${-h - lid - 6})" fill="none" stroke="${ribbon}" stroke-width="7"/>
      <ellipse cx="17" cy="${-h - lid - 6}" rx="17" ry="10" transform="rotate(-25 17 ${-h - lid - 6})" fill="none" stroke="${ribbon}" stroke-width="7"/>
      <circle cx="0" cy="${-h - lid + 2}" r="9" fill="${ribbon}"/>
    </g>`;
  };
  const S = 190;
  const po = 52;
  const six = [-po, 0, po].flatMap((y) => [`<circle cx="${-po}" cy="${y}" r="17"/>`, `<circle cx="${po}" cy="${y}" r="17"/>`]).join('');
  const die = `<g transform="translate(905 300) rotate(14)">
      <rect x="${-S / 2 + 10}" y="${-S / 2 + 14}" width="${S}" height="${S}" rx="40" fill="${C.ink}" fill-opacity=".12"/>
      <rect x="${-S / 2}" y="${-S / 2}" width="${S}" height="${S}" rx="40" fill="${C.white}" stroke="${C.ink}" stroke-width="8"/>
      <g fill="${C.ink}">${six}</g>
    </g>`;
  const colors = [C.blue, C.green, C.yellow, C.red];
  let confetti = '';
  const spots = [
    [760, 150], [1060, 130], [1130, 230], [720, 300], [1150, 360], [800, 560],
    [1000, 570], [1110, 150], [700, 420], [990, 110], [850, 120], [1170, 470],
  ];
  spots.forEach(([x, y], i) => {
    const c = colors[i % 4];
    const r = Math.round(rnd() * 180);
    confetti +=
      i % 3 === 2
        ? `<circle cx="${x}" cy="${y}" r="7" fill="${c}"/>`
        : `<rect x="${x - 5}" y="${y - 10}" width="10" height="20" rx="3" fill="${c}" transform="rotate(${r} ${x} ${y})"/>`;
  });
  return `
    <circle cx="930" cy="340" r="250" fill="${C.blue}" fill-opacity=".07"/>
    <ellipse cx="930" cy="552" rx="250" ry="18" fill="${C.ink}" fill-opacity=".07"/>
    ${confetti}
    ${die}
    ${gift(1065, 552, 150, 112, C.red, C.yellow, 0)}
    ${gift(790, 552, 120, 92, C.green, C.yellow, 0)}
    ${gift(925, 552, 84, 62, C.blue, C.red, 0)}
  `;
}

async function ogSvg(lang) {
  const { title, sub } = OG_TEXT[lang];
  const maxW = 600;
  let size = 60;
  let lines = await wrap(title, size, true, maxW);
  while (lines.length > 3 && size > 40) {
    size -= 4;
    lines = await wrap(title, size, true, maxW);
  }
  const subSize = 27;
  const subLines = await wrap(sub, subSize, false, maxW);
  const lh = Math.round(size * 1.16);
  const titleY = 232;
  const subY = titleY + (lines.length - 1) * lh + 64;
  const tspans = (ls, x, y, h) => ls.map((l, i) => `<tspan x="${x}" y="${y + i * h}">${esc(l)}</tspan>`).join('');
  return minSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="${FONT}">
    <rect width="1200" height="630" fill="${C.surface}"/>
    <rect y="614" width="300" height="16" fill="${C.blue}"/><rect x="300" y="614" width="300" height="16" fill="${C.green}"/>
    <rect x="600" y="614" width="300" height="16" fill="${C.yellow}"/><rect x="900" y="614" width="300" height="16" fill="${C.red}"/>
    ${ogArt()}
    <svg x="72" y="60" width="64" height="64" viewBox="0 0 512 512">${iconInner()}</svg>
    <text x="152" y="107" font-size="40" font-weight="700" fill="${C.ink}">Giftroll</text>
    <text font-size="${size}" font-weight="700" fill="${C.ink}">${tspans(lines, 72, titleY, lh)}</text>
    <text font-size="${subSize}" fill="${C.muted}">${tspans(subLines, 72, subY, Math.round(subSize * 1.4))}</text>
  </svg>`);
}

// ---------------------------------------------------------------------------
// main

async function main() {
  // Lottie animations + poster
  const dice = JSON.stringify(diceRoll());
  await out('animations/dice-roll.json', Buffer.from(dice));
  await out('animations/prize.json', Buffer.from(JSON.stringify(prize())));
  await out('animations/dice-poster.svg', Buffer.from(dicePoster()));

  // Dashboard
  const titleW = await textWidth('Campaign: Christmas 2026', 26, true);
  const dash = await sharp(Buffer.from(dashboardSvg({ titleW }))).png().toBuffer();
  for (const w of [640, 960, 1280]) {
    const h = (w / 16) * 10;
    const img = () => sharp(dash).resize(w, h, { kernel: 'lanczos3' });
    await out(`images/dashboard-${w}.avif`, await img().avif({ quality: 55, effort: 6, chromaSubsampling: '4:4:4' }).toBuffer());
    await out(`images/dashboard-${w}.webp`, await img().webp({ quality: 76, effort: 6, smartSubsample: true }).toBuffer());
  }

  // Icons
  await out('favicon.svg', Buffer.from(iconSvg(32)));
  await out('favicon-32.png', await png(iconSvg(32)));
  await out('apple-touch-icon.png', await png(iconSvg(180, { background: true }), { opaque: true }));
  await out('icons/icon-192.png', await png(iconSvg(192)));
  await out('icons/icon-512.png', await png(iconSvg(512)));
  await out('icons/icon-maskable-512.png', await png(iconSvg(512, { maskable: true }), { opaque: true }));
  const manifest = {
    name: 'Giftroll',
    short_name: 'Giftroll',
    start_url: '/',
    display: 'standalone',
    theme_color: C.blue,
    background_color: C.white,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  await out('site.webmanifest', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));

  // Open Graph images
  for (const lang of Object.keys(OG_TEXT)) {
    await out(`og/og-${lang}.png`, await png(await ogSvg(lang)));
  }

  for (const [f, n] of written) console.log(`${f.padEnd(40)} ${(n / 1024).toFixed(1).padStart(7)} KB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
