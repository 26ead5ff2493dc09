// The dice roll animation (Lottie) and its still poster, drawn from the same die and start pose.
import { C } from './palette.mjs'
import { comp, ellipse, fill, group, layer, rect, stroke } from './lottie.mjs'
import { out } from './output.mjs'
import { minSvg } from './util.mjs'

const DIE = 96 // die size
const DIE_R = 20 // corner radius
const PIP = 18 // pip diameter
const PO = 26 // pip offset from centre
const FACES = {
  1: [[0, 0]],
  2: [
    [-PO, -PO],
    [PO, PO],
  ],
  3: [
    [-PO, -PO],
    [0, 0],
    [PO, PO],
  ],
  4: [
    [-PO, -PO],
    [PO, -PO],
    [-PO, PO],
    [PO, PO],
  ],
  5: [
    [-PO, -PO],
    [PO, -PO],
    [0, 0],
    [-PO, PO],
    [PO, PO],
  ],
  // six: two columns of three
  6: [
    [-PO, -PO],
    [-PO, 0],
    [-PO, PO],
    [PO, -PO],
    [PO, 0],
    [PO, PO],
  ],
}

const DICE_OP = 48 // frames 0..47 at 30 fps (1.6 s)
const GROUND = 180 // y of the floor the die rests on
const REST_Y = GROUND - DIE / 2
const START = { x: 112, y: REST_Y, r: -12, face: 3 }
// Face shown from each frame on: flips happen while the die is squashed thin.
const FACE_SEQ = [
  [0, 3],
  [10, 5],
  [16, 1],
  [26, 4],
  [32, 6],
]
const FLIPS = [
  // [frame of the thinnest moment, axis]
  [10, 'x'],
  [16, 'y'],
  [26, 'x'],
  [32, 'y'],
]

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
  }
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
  }
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
  }
  // Local flip scale: squashing one axis thin reads as the die turning over.
  const flipKeys = [[0, [100, 100], 'hold']]
  for (const [f, axis] of FLIPS) {
    const thin = axis === 'x' ? [10, 100] : [100, 10]
    flipKeys.push([f - 2, [100, 100]], [f, thin], [f + 2, [100, 100], 'hold'])
  }
  flipKeys.push([47, [100, 100]])

  const faceGroups = Object.entries(FACES).map(([n, pips]) => {
    const keys = FACE_SEQ.map(([t, face]) => [t, face === Number(n) ? 100 : 0, 'hold'])
    keys.push([47, keys[keys.length - 1][1]])
    return group(`face ${n}`, [...pips.map((p) => ellipse(PIP, PIP, p)), fill(C.ink)], { o: { keys } })
  })
  const body = group('body', [rect(DIE, DIE, DIE_R), stroke(C.ink, 5), fill(C.white)])
  const die = group('die', [...faceGroups.reverse(), body], { r: rot, s: { keys: flipKeys } })

  const dieLayer = layer(1, 'die', [die], { p: pos, s: squash, op: DICE_OP })

  // Soft shadow on the floor: smaller and lighter while the die is in the air.
  const shadow = layer(2, 'shadow', [group('shadow', [ellipse(90, 14), fill(C.ink, 16)])], {
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
  })
  return comp('Giftroll dice roll', DICE_OP, [dieLayer, shadow])
}

function dicePoster() {
  const pips = FACES[START.face].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${PIP / 2}"/>`).join('')
  return minSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
    <ellipse cx="${START.x}" cy="${GROUND + 6}" rx="45" ry="7" fill="${C.ink}" fill-opacity=".16"/>
    <g transform="translate(${START.x} ${START.y}) rotate(${START.r})">
      <rect x="${-DIE / 2}" y="${-DIE / 2}" width="${DIE}" height="${DIE}" rx="${DIE_R}" fill="${C.white}" stroke="${C.ink}" stroke-width="5"/>
      <g fill="${C.ink}">${pips}</g>
    </g>
  </svg>`)
}

export default async function dice() {
  await out('animations/dice-roll.json', Buffer.from(JSON.stringify(diceRoll())))
  await out('animations/dice-poster.svg', Buffer.from(dicePoster()))
}
