// The one rule for the sign-up webhook URL, used by the build (components/lib/site-config.ts checks
// SIGNUP_WEBHOOK_URL) and by `npm run configure:webhook`. Plain JavaScript, so that command runs on Node alone.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * https to a real host name (a Google Apps Script web app, any HTTPS endpoint), or http on this machine
 * only (a local stand-in while developing); no credentials in the URL. Anything else is refused.
 * @param {unknown} value
 */
export function isValidWebhookUrl(value) {
  let url
  try {
    url = new URL(String(value ?? '').trim())
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return url.hostname.includes('.') || LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname)
  return false
}
