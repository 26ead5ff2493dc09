// Form validation (docs/decisions.md §16), the webhook payload and request (§14), and `npm run configure:webhook`.
import { afterAll, describe, expect, it, vi } from 'vitest'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EMAIL_PATTERN_SOURCE, firstInvalidField, isBotSubmission, isValidEmail, validateSignup } from './validation'
import { isValidWebhookUrl } from '../lib/webhook-url.mjs'
import { buildPayload, postToWebhook, valuesFromForm } from './delivery'

describe('e-mail addresses', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['anna@firma.dk', 'a.b+tag@sub.example.co.uk', 'ØRJAN@bedrift.no', ' spaced@example.com '])
      expect(isValidEmail(ok), ok).toBe(true)
  })
  it('refuses what is not an address', () => {
    for (const bad of ['', 'nope', 'a@b', 'a@@b.com', 'a b@c.com', 'a@b..com', 'a@.b.com', '@b.com', 'a@b.c', `${'x'.repeat(250)}@b.com`])
      expect(isValidEmail(bad), bad).toBe(false)
  })
  it('keeps accepting plus-addressing, subdomains and a domain in its own letters', () => {
    for (const ok of ['anna+jul@firma.dk', 'a.b.c@mail.sub.example.com', 'ole@blåbær.no', "o'brien@example.ie"])
      expect(isValidEmail(ok), ok).toBe(true)
  })
  it('refuses a local part a mail server refuses: a dot at its start or end, two dots in a row', () => {
    for (const bad of ['.a@example.com', 'a.@example.com', 'a..b@example.com', '..@example.com']) expect(isValidEmail(bad), bad).toBe(false)
  })
  it('refuses an invisible character anywhere, even at the ends where trimming stops', () => {
    for (const ch of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u200e', '\u00a0', '\u3000', '\u0000'])
      for (const bad of [`anna@example.com${ch}`, `${ch}anna@example.com`, `an${ch}na@example.com`, `anna@exa${ch}mple.com`])
        expect(isValidEmail(bad), JSON.stringify(bad)).toBe(false)
  })
  it('trims only ordinary spaces around the address', () => {
    expect(isValidEmail(' \tanna@example.com \n')).toBe(true)
    expect(isValidEmail('anna@exa\tmple.com')).toBe(false)
  })
  it("is the e-mail field's pattern too: the browser, compiling it with the v flag, decides as the script does", () => {
    // The browser wraps a `pattern` as ^(?:…)$ and compiles it with the `v` flag; a pattern that fails to compile is ignored.
    const asBrowser = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'v')
    const samples = ['anna@firma.dk', 'a.b+tag@sub.example.co.uk', 'ole@blåbær.no', "o'brien@example.ie", 'a@b', 'a@b.c', 'a@-b.com']
    for (const bad of ['.a@example.com', 'a.@example.com', 'a..b@example.com', 'anna@example.com\u200b', `${'x'.repeat(250)}@b.com`])
      samples.push(bad)
    for (const address of samples) expect(asBrowser.test(address), address).toBe(isValidEmail(address))
  })
  it('refuses the same addresses when a form is checked', () => {
    expect(validateSignup('hero', { email: 'anna@example.com\u200b' })).toEqual({ email: 'invalid' })
    expect(validateSignup('hero', { email: 'anna@example.com\ufeff' })).toEqual({ email: 'invalid' })
    expect(validateSignup('hero', { email: ' anna@example.com ' })).toEqual({})
    expect(validateSignup('newsletter', { email: 'a..b@example.com' })).toEqual({ email: 'invalid' })
  })
})

describe('validateSignup', () => {
  const valid = { email: 'anna@firma.dk', fullName: 'Anna Holm', company: 'Firma ApS', marketingConsent: false, privacyConsent: true }

  it('passes a complete early-access submission', () => {
    expect(validateSignup('early-access', valid)).toEqual({})
  })

  it('names every missing or malformed field of the early-access form', () => {
    expect(validateSignup('early-access', { email: '', fullName: ' ', company: '', privacyConsent: false })).toEqual({
      email: 'required',
      fullName: 'required',
      company: 'required',
      privacyConsent: 'required',
    })
    expect(validateSignup('early-access', { ...valid, email: 'anna@firma' })).toEqual({ email: 'invalid' })
  })

  it('requires the privacy consent but not the marketing consent', () => {
    expect(validateSignup('early-access', { ...valid, privacyConsent: false })).toEqual({ privacyConsent: 'required' })
    expect(validateSignup('early-access', { ...valid, marketingConsent: false })).toEqual({})
  })

  it('asks only for the e-mail in the hero block and the newsletter', () => {
    expect(validateSignup('hero', { email: 'x@y.se' })).toEqual({})
    expect(validateSignup('newsletter', { email: 'nope' })).toEqual({ email: 'invalid' })
    expect(validateSignup('hero', { email: '  ' })).toEqual({ email: 'required' })
  })

  it('points at the first invalid field in form order', () => {
    expect(firstInvalidField('early-access', { privacyConsent: 'required', company: 'required' })).toBe('company')
    expect(firstInvalidField('early-access', {})).toBeNull()
  })

  it('treats a filled honeypot as a bot', () => {
    expect(isBotSubmission({ email: 'a@b.com', website: 'http://spam' })).toBe(true)
    expect(isBotSubmission({ email: 'a@b.com', website: '' })).toBe(false)
    expect(isBotSubmission({ email: 'a@b.com' })).toBe(false)
  })
})

describe('reading and sending a submission', () => {
  it('reads text fields as typed and checkboxes as booleans', () => {
    const fields: Record<string, { value: string; checked: boolean }> = {
      email: { value: 'anna@firma.dk', checked: false },
      fullName: { value: 'Anna', checked: false },
      company: { value: 'Firma', checked: false },
      marketingConsent: { value: 'yes', checked: false },
      privacyConsent: { value: 'yes', checked: true },
      website: { value: '', checked: false },
    }
    const read = (name: string) => fields[name] ?? null
    expect(valuesFromForm('early-access', read)).toEqual({
      email: 'anna@firma.dk',
      fullName: 'Anna',
      company: 'Firma',
      marketingConsent: false,
      privacyConsent: true,
      website: '',
    })
    expect(valuesFromForm('hero', read)).toEqual({ email: 'anna@firma.dk', website: '' })
    expect(valuesFromForm('hero', () => null)).toEqual({ email: '', website: '' })
  })

  it('builds the payload: fields, form, language, page and timestamp, without the honeypot', () => {
    const payload = buildPayload(
      'early-access',
      { email: ' anna@firma.dk ', fullName: 'Anna Holm', company: 'Firma', marketingConsent: true, privacyConsent: true, website: '' },
      'da',
      '/da/early-access/',
      new Date('2026-01-02T03:04:05Z'),
    )
    expect(payload).toEqual({
      form: 'early-access',
      email: 'anna@firma.dk',
      fullName: 'Anna Holm',
      company: 'Firma',
      marketingConsent: true,
      privacyConsent: true,
      language: 'da',
      page: '/da/early-access/',
      timestamp: '2026-01-02T03:04:05.000Z',
    })
  })

  it('posts JSON as text/plain and reports the outcome', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }))
    const payload = buildPayload('hero', { email: 'a@b.com' }, 'en', '/en/')
    expect(await postToWebhook('https://hook.example.com/x', payload, { fetchImpl })).toBe('sent')
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://hook.example.com/x')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain;charset=utf-8' })
    expect(JSON.parse(String(init.body))).toEqual(payload)
    expect(await postToWebhook('https://hook.example.com/x', payload, { fetchImpl: async () => new Response('', { status: 500 }) })).toBe(
      'failed',
    )
    expect(
      await postToWebhook('https://hook.example.com/x', payload, { fetchImpl: async () => Promise.reject(new TypeError('offline')) }),
    ).toBe('failed')
  })

  it('gives up after the timeout', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    const payload = buildPayload('hero', { email: 'a@b.com' }, 'en', '/en/')
    expect(await postToWebhook('https://hook.example.com/x', payload, { fetchImpl: hang, timeoutMs: 30 })).toBe('timeout')
  })
})

describe('webhook URLs', () => {
  it('accepts https anywhere and http on this machine only', () => {
    expect(isValidWebhookUrl('https://script.google.com/macros/s/AKfy/exec')).toBe(true)
    expect(isValidWebhookUrl('http://127.0.0.1:4390/hook')).toBe(true)
    expect(isValidWebhookUrl('http://localhost:8080/')).toBe(true)
    for (const bad of [
      'nope',
      '',
      'http://example.com/hook',
      'ftp://example.com/x',
      'javascript:alert(1)',
      'https://user:pw@example.com/',
      'https://intranet/',
    ]) {
      expect(isValidWebhookUrl(bad), bad).toBe(false)
    }
  })
})

// Each case starts Node itself: give it time on a busy machine.
describe('npm run configure:webhook', { timeout: 30_000 }, () => {
  const script = join(__dirname, '..', '..', 'scripts', 'configure-webhook.mjs')
  const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' })
  const folders: string[] = []
  const tempFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'webhook-'))
    folders.push(folder)
    return folder
  }
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

  it('refuses an invalid URL with the documented message (docs/decisions.md §14) and a non-zero exit', () => {
    const cwd = tempFolder()
    const result = run(cwd, 'nope')
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('Invalid URL: Please enter a valid webhook URL')
    expect(run(cwd).status).not.toBe(0)
    expect(run(cwd, 'http://example.com/hook').status).not.toBe(0)
  })

  it('saves a valid URL to .env.local, replacing an older one and keeping the other lines', () => {
    const cwd = tempFolder()
    writeFileSync(join(cwd, '.env.local'), 'BRAND_NAME=Acme\nSIGNUP_WEBHOOK_URL=https://old.example.com/x\n')
    const result = run(cwd, 'https://script.google.com/macros/s/AKfy/exec')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('Configuration Saved: Your Google Sheet webhook has been saved')
    expect(readFileSync(join(cwd, '.env.local'), 'utf8')).toBe(
      'BRAND_NAME=Acme\nSIGNUP_WEBHOOK_URL=https://script.google.com/macros/s/AKfy/exec\n',
    )
  })
})
