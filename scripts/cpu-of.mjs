// What each test step costs the machine: `node scripts/cpu-of.mjs test:pseudo test:e2e …` runs the named npm scripts
// one after another, alone, and prints each one's wall time and the CPU time the whole machine spent meanwhile
// (user, kernel, idle, from /proc/stat; Linux). On two cores a step whose CPU time is near twice its wall time is
// CPU-bound and shares the cores with any lane beside it in `npm test`; one with much idle time waits (a timer, a
// driver, a single worker) and costs the lanes beside it little. Run it on an otherwise quiet machine, after the
// builds the steps test (README).
import { spawn } from 'node:child_process'
import { machineCpu } from './lib/machine-cpu.mjs'
import { textTable } from './lib/text-table.mjs'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('Name the npm scripts to measure, e.g. `node scripts/cpu-of.mjs test:pseudo test:integrations`.')
  process.exit(2)
}

/** Runs `npm run <script>` with its output hidden; resolves with whether it passed. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'ignore' })
    child.on('close', (code) => resolve(code === 0))
  })
}

const rows = []
for (const script of scripts) {
  const before = machineCpu()
  const started = Date.now()
  const ok = await run(script)
  const after = machineCpu()
  const seconds = (ms) => (ms / 1000).toFixed(0)
  rows.push([
    script,
    seconds(Date.now() - started),
    seconds(after.user - before.user),
    seconds(after.system - before.system),
    seconds(after.idle - before.idle),
    ok ? 'passed' : 'FAILED',
  ])
}

console.log(textTable(['step', 'wall s', 'user s', 'kernel s', 'idle s', 'result'], rows, [1, 2, 3, 4]))
process.exit(rows.every((row) => row[5] === 'passed') ? 0 : 1)
