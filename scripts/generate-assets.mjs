#!/usr/bin/env node
// Generates every drawn visual asset of the Giftroll marketing site (docs/decisions.md §12), one module per
// asset in scripts/assets/. Everything is drawn in code and deterministic: the only "randomness" is a
// seeded PRNG, so a re-run writes the same bytes.
//
//   npm run assets   (node scripts/generate-assets.mjs)
//
// One asset failing does not stop the others: its error is printed, the rest are still written, and the
// exit code is non-zero at the end.
import dashboard from './assets/dashboard.mjs'
import dice from './assets/dice.mjs'
import icons from './assets/icons.mjs'
import openGraph from './assets/og.mjs'
import { report } from './assets/output.mjs'
import prize from './assets/prize.mjs'

const ASSETS = [
  ['dice roll + poster (public/animations/)', dice],
  ['prize animation (public/animations/)', prize],
  ['dashboard picture (public/images/)', dashboard],
  ['favicons and the touch icon (public/)', icons],
  ['Open Graph images (public/og/)', openGraph],
]

const failed = []
for (const [name, make] of ASSETS) {
  try {
    await make()
  } catch (err) {
    failed.push(name)
    console.error(`Failed: ${name}\n`, err)
  }
}
report()
if (failed.length) {
  console.error(`\n${failed.length} asset(s) failed: ${failed.join('; ')}`)
  process.exitCode = 1
}
