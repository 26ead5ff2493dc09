// `npm run configure:webhook -- URL` (docs/decisions.md §14): checks the sign-up webhook URL and saves it as
// SIGNUP_WEBHOOK_URL in .env.local, which the build reads (components/lib/site-config.ts). The next build sends
// the sign-up forms there.
//   Accepted: what components/lib/webhook-url.mjs accepts (the rule the build applies too).
//   Exit codes: 0 saved, 1 invalid URL, 2 .env.local could not be written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { isValidWebhookUrl } from '../components/lib/webhook-url.mjs'

/** Sets KEY=value in the text of an env file, replacing an existing line or adding one. */
export function upsertEnv(text, key, value) {
  const line = `${key}=${value}`
  const lines = text.split(/\r?\n/)
  while (lines.length && lines[lines.length - 1] === '') lines.pop()
  const index = lines.findIndex((l) => new RegExp(`^\\s*${key}\\s*=`).test(l))
  if (index >= 0) lines[index] = line
  else lines.push(line)
  return `${lines.join('\n')}\n`
}

const args = process.argv.slice(2).filter((a) => a !== '--')
const raw = args[0]

if (args.length !== 1 || !isValidWebhookUrl(raw)) {
  console.error('Invalid URL: Please enter a valid webhook URL')
  console.error('Usage: npm run configure:webhook -- https://script.google.com/macros/s/…/exec')
  process.exit(1)
}

const url = new URL(raw.trim()).href
const file = resolve(process.cwd(), '.env.local')
try {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : ''
  writeFileSync(file, upsertEnv(before, 'SIGNUP_WEBHOOK_URL', url))
} catch (error) {
  console.error(`Could not write ${file}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}
console.log('Configuration Saved: Your Google Sheet webhook has been saved')
console.log(`SIGNUP_WEBHOOK_URL=${url} is in .env.local; rebuild the site (npm run build) to use it.`)
