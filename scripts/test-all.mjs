// `npm test`: every check, in stages of lanes that run side by side, each lane's steps one after another.
//
// Stage one: the static checks (lint, unit tests, the type check; each mostly one core's work) beside the three
// builds (the site, the integration variant, the pseudo language) and the site's HTML validation, one after
// another, so that the two lanes take about as long. Two Vike builds at once race on the temporary file each
// writes next to a `+config.ts` (named by its content's hash, so the same in both, and removed by whichever
// finishes first), which once failed a build. Stage two, once all of that has passed: the Chromium suite, the integration build's suites
// (Chromium against the recording stand-in, then Firefox ESR and WebKit on the same build and stand-in, so one after
// the other) and the pseudo language. The browser suites are CPU-bound on two cores, so side by side they mostly
// share the cores; what they gain is each other's waits (timers, drivers) and tails. Stage three: the screen reader
// alone. Each lane runs to its end even when another fails, so one run reports every failure of its stage. Each line
// of output is prefixed with its lane; a table of each step's time and result ends the run.
import { spawn } from 'node:child_process'
import { textTable } from './lib/text-table.mjs'

const STAGES = [
  {
    checks: ['lint', 'test:unit', 'typecheck'],
    build: ['build', 'build:integrations', 'build:pseudo', 'test:html'],
  },
  {
    chromium: ['test:e2e'],
    integrations: ['test:integrations', 'test:engines'],
    pseudo: ['test:pseudo'],
  },
  // On a quiet machine: with the other lanes running, Orca lagged behind Firefox and an utterance was lost.
  { 'screen-reader': ['test:screen-reader'] },
]

/** @type {{ lane: string, script: string, seconds: number, ok: boolean }[]} */
const results = []

/** Runs `npm run <script>`, each output line prefixed with `lane`; resolves with whether it passed. */
function run(lane, script) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    })
    const prefix = `[${lane}] `
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) out.write(`${prefix}${line}\n`)
      })
      stream.on('end', () => rest && out.write(`${prefix}${rest}\n`))
    }
    child.on('close', (code) => {
      const ok = code === 0
      results.push({ lane, script, seconds: (Date.now() - started) / 1000, ok })
      resolve(ok)
    })
  })
}

function table() {
  const rows = results.map((r) => [r.lane, r.script, r.seconds.toFixed(0), r.ok ? 'passed' : 'FAILED'])
  return textTable(['lane', 'step', 'seconds', 'result'], rows, [2])
}

const started = Date.now()
let ok = true
for (const lanes of STAGES) {
  const passed = await Promise.all(
    Object.entries(lanes).map(async ([lane, scripts]) => {
      for (const script of scripts) if (!(await run(lane, script))) return false
      return true
    }),
  )
  ok = passed.every(Boolean)
  if (!ok) break
}
console.log(`\n${table()}\n\nnpm test ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
process.exit(ok ? 0 : 1)
