// `npm test` drives real programs from Debian, since nothing can be downloaded by the test tools here:
// Chromium (and its headless shell), Firefox ESR, WebKitGTK's WebDriver under Xvfb, nginx with the brotli
// module, and Orca with what it needs to read Firefox (scripts/lib/test-tools.mjs lists them). When running as root, this installs whatever is missing with apt-get; otherwise it names the one
// command to run. It needs nothing from node_modules, so CI runs it before `npm ci`.
// CHROMIUM_PATH, when set, names the Chromium to use, and no Chromium is installed.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { FULL_CHROMIUM, HEADLESS_SHELL } from './lib/browsers.mjs'
import { TOOLS } from './lib/test-tools.mjs'

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`)
  process.exit(1)
}

const wanted = [
  ...(process.env.CHROMIUM_PATH
    ? []
    : [
        { path: FULL_CHROMIUM, pkg: 'chromium' },
        { path: HEADLESS_SHELL, pkg: 'chromium-headless-shell', optional: true },
      ]),
  ...TOOLS,
]
const missing = wanted.filter(({ path }) => !existsSync(path))
if (missing.length === 0) process.exit(0)

const packages = [...new Set(missing.map(({ pkg }) => pkg))].join(' ')
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (isRoot) {
  console.log(`Installing Debian's ${packages} for the tests…`)
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
      shell: '/bin/bash',
    })
  } catch (error) {
    console.warn(`apt-get failed (${error.message}).`)
  }
}
// The headless shell only makes the Chromium tests faster; the full browser runs them all.
const stillMissing = missing.filter(({ path, optional }) => !optional && !existsSync(path))
if (stillMissing.length > 0) {
  const names = [...new Set(stillMissing.map(({ pkg }) => pkg))].join(' ')
  console.error(`The tests need Debian's ${names}: install with \`sudo apt-get install -y ${names}\`.`)
  process.exit(1)
}
