// `npm test`: every check, in the order that fails fastest, and the browser suites side by side.
//
// The static checks and the build run one after the other. Then three lanes run at once, each on its own build and
// ports: the Chromium suite (CPU-bound: it keeps both cores busy), the integration build's suites (Chromium
// against the recording stand-in, then Firefox ESR and WebKit on the same build and stand-in, so one after the
// other), and the pseudo-language build followed by the screen reader (both mostly wait: on speech, on timers).
// Every lane runs to its end even when another fails, so one run reports every failure. Each line of output is
// prefixed with its lane; a table of each step's time and result ends the run.
import { spawn } from 'node:child_process'

const SEQUENTIAL = ['lint', 'typecheck', 'test:unit', 'build', 'test:html']
const LANES = {
  chromium: ['test:e2e'],
  integrations: ['test:integrations', 'test:engines'],
  pseudo: ['test:pseudo', 'test:screen-reader'],
}

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
    const prefix = lane === '' ? '' : `[${lane}] `
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
      results.push({ lane: lane || 'checks', script, seconds: (Date.now() - started) / 1000, ok })
      resolve(ok)
    })
  })
}

function table() {
  const rows = results.map((r) => [r.lane, r.script, r.seconds.toFixed(0), r.ok ? 'passed' : 'FAILED'])
  const head = ['lane', 'step', 'seconds', 'result']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells) => cells.map((cell, i) => (i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ')
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

const started = Date.now()
let ok = true
for (const script of SEQUENTIAL) {
  if (!(await run('', script))) {
    ok = false
    break
  }
}
if (ok) {
  const lanes = await Promise.all(
    Object.entries(LANES).map(async ([lane, scripts]) => {
      let passed = true
      for (const script of scripts) passed = (await run(lane, script)) && passed
      return passed
    }),
  )
  ok = lanes.every(Boolean)
}
console.log(`\n${table()}\n\nnpm test ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
process.exit(ok ? 0 : 1)
