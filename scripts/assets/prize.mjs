// Prize animation (Lottie): a gift box pops open, confetti flies out.
import { C } from './palette.mjs'
import { comp, ellipse, fill, group, layer, rect, stroke } from './lottie.mjs'
import { out } from './output.mjs'
import { prng } from './util.mjs'

const PRIZE_OP = 45

function prize() {
  const GY = 204 // ground
  const BW = 112 // box body
  const BH = 80
  const bodyTop = GY - BH
  const LW = 128 // lid
  const LH = 28
  const lidCY = bodyTop - LH / 2 + 6 // lid overlaps the body a little

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
  )

  // Lid with ribbon and bow; parented to the box for the wiggle, then pops off
  // and settles open, tilted above the box.
  const bow = [
    group('knot', [ellipse(16, 14, [0, -LH / 2 - 5]), fill(C.yellow)]),
    group('loop l', [ellipse(30, 18), stroke(C.yellow, 6)], { p: [-15, -LH / 2 - 10], r: 25 }),
    group('loop r', [ellipse(30, 18), stroke(C.yellow, 6)], { p: [15, -LH / 2 - 10], r: -25 }),
  ]
  const lidLayer = layer(
    2,
    'lid',
    [...bow, group('lid ribbon', [rect(22, LH, 0), fill(C.yellow)]), group('lid', [rect(LW, LH, 8), fill(C.red)])],
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
  )

  // Confetti: a few pieces burst out of the box and fade away.
  const rnd = prng(20261224)
  const colors = [C.blue, C.green, C.yellow, C.red]
  const confetti = []
  const N = 12
  for (let i = 0; i < N; i++) {
    const start = 13 + (i % 3)
    const ang = (-160 + (140 * (i + 0.5)) / N + (rnd() - 0.5) * 8) * (Math.PI / 180)
    const dist = 82 + rnd() * 30
    const x0 = 120 + (rnd() - 0.5) * 30
    const y0 = bodyTop - 4
    const peakT = start + 8 + Math.round(rnd() * 3)
    const endT = Math.min(start + 24 + Math.round(rnd() * 4), 40)
    const px = x0 + Math.cos(ang) * dist
    const py = y0 + Math.sin(ang) * dist
    const ex = px + Math.cos(ang) * 18
    const ey = py + 34 + rnd() * 16
    const spin = (rnd() < 0.5 ? -1 : 1) * (220 + rnd() * 240)
    const shape = i % 3 === 2 ? ellipse(10, 10) : rect(8, 15, 2)
    confetti.push(
      layer(10 + i, `confetti ${i + 1}`, [group('piece', [shape, fill(colors[i % 4])])], {
        p: {
          x: {
            keys: [
              [start, x0, 'out'],
              [peakT, px, 'lin'],
              [endT, ex],
            ],
          },
          y: {
            keys: [
              [start, y0, 'up'],
              [peakT, py, 'down'],
              [endT, ey],
            ],
          },
        },
        r: {
          keys: [
            [start, rnd() * 90, 'lin'],
            [endT, spin],
          ],
        },
        s: {
          keys: [
            [start, [40, 40], 'out'],
            [start + 4, [100, 100]],
            [endT, [100, 100]],
          ],
        },
        o: {
          keys: [
            [start, 100, 'hold'],
            [endT - 8, 100, 'lin'],
            [endT, 0],
          ],
        },
        ip: start,
        op: endT + 1,
      }),
    )
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
  })

  // Confetti sits between lid and box: it bursts out from under the lid.
  return comp('Giftroll prize', PRIZE_OP, [lidLayer, ...confetti, bodyLayer, shadow])
}

export default async function prizeAnimation() {
  await out('animations/prize.json', Buffer.from(JSON.stringify(prize())))
}
