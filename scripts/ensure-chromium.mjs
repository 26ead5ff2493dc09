// `npm test` needs a real Chromium. Browser downloads do not work here, so use Debian's package:
// when /usr/bin/chromium (or CHROMIUM_PATH) is missing and we are root, install it with apt-get.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(path)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(`Chromium is not at ${path}. Install it with \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH.`)
  process.exit(1)
}
console.log('Installing Debian\'s Chromium for the browser tests…')
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit', shell: '/bin/bash' })
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`)
  process.exit(1)
}
