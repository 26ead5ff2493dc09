// `npm run check:quick`, the inner loop: lint (ESLint, Prettier, the import layers), the type check and the unit
// tests, without a build or a browser. The three run side by side (each is mostly one core's work) and keep
// caches under node_modules/.cache, so a second run checks only what changed. Each one's output is printed
// when it ends, then a table of how long each took; the exit code is the first failure's.
import { spawn } from 'node:child_process'

const CACHE = 'node_modules/.cache'

/** name → commands run one after another (each stops the rest of its line on failure). */
const LINES = {
  lint: [
    ['eslint', '.', '--cache', '--cache-location', `${CACHE}/eslint/`],
    ['prettier', '--check', '.', '--cache', '--log-level', 'warn'],
    ['depcruise', 'components', 'pages', 'renderer', 'locales', 'scripts', 'tests', 'vite.config.ts'],
  ],
  types: [['tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsc/tsbuildinfo`]],
  unit: [['vitest', 'run']],
}

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', command, ...args], { env: { ...process.env, FORCE_COLOR: '1' } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

async function runLine(name, commands) {
  const started = performance.now()
  for (const command of commands) {
    const { code, output } = await run(command)
    if (code !== 0) {
      process.stdout.write(`\n── ${name}: ${command[0]} failed ──\n${output}`)
      return { name, ok: false, seconds: (performance.now() - started) / 1000 }
    }
  }
  return { name, ok: true, seconds: (performance.now() - started) / 1000 }
}

const started = performance.now()
const results = await Promise.all(Object.entries(LINES).map(([name, commands]) => runLine(name, commands)))
const total = (performance.now() - started) / 1000

console.log('\n| Check | Result | Seconds |\n|---|---|---:|')
for (const r of results) console.log(`| ${r.name} | ${r.ok ? 'ok' : 'FAILED'} | ${r.seconds.toFixed(1)} |`)
console.log(`| all, side by side | ${results.every((r) => r.ok) ? 'ok' : 'FAILED'} | ${total.toFixed(1)} |`)
process.exitCode = results.every((r) => r.ok) ? 0 : 1
