// `npm test` needs a real Chromium. Browser downloads do not work here, so use Debian's packages: when
// running as root, install what is missing with apt-get — `chromium` (the full browser, for Lighthouse and
// screenshots) and `chromium-headless-shell` (what the browser tests drive; see lib/browsers.mjs).
// CHROMIUM_PATH, when set, names the one browser to use and nothing is installed.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { FULL_CHROMIUM, HEADLESS_SHELL } from './lib/browsers.mjs'

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0)
  console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`)
  process.exit(1)
}

const missing = [
  [FULL_CHROMIUM, 'chromium'],
  [HEADLESS_SHELL, 'chromium-headless-shell'],
].filter(([path]) => !existsSync(path))
if (missing.length === 0) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const packages = missing.map(([, name]) => name).join(' ')
if (!isRoot) {
  if (existsSync(FULL_CHROMIUM)) {
    console.warn(`The tests run faster with Debian's chromium-headless-shell (\`sudo apt-get install -y ${packages}\`); using ${FULL_CHROMIUM}.`)
    process.exit(0)
  }
  console.error(`Chromium is missing. Install it with \`sudo apt-get install -y ${packages}\` or set CHROMIUM_PATH.`)
  process.exit(1)
}
console.log(`Installing Debian's ${packages} for the browser tests…`)
try {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit', shell: '/bin/bash' })
} catch (error) {
  // Either browser alone runs every test (the full one slower); the check below fails when neither is there.
  console.warn(`apt-get failed (${error.message}); continuing with what is installed.`)
}
if (!existsSync(FULL_CHROMIUM) && !existsSync(HEADLESS_SHELL)) {
  console.error('apt-get finished but no Chromium is installed.')
  process.exit(1)
}
