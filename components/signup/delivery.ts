/**
 * Delivering a sign-up (docs/decisions.md §14-16): with a webhook configured at build time, one POST of a JSON body
 * sent as `text/plain` (a "simple" request, so no CORS preflight: Google Apps Script and any HTTPS endpoint
 * take it); without one, the visitor continues on the external guided sign-up with the e-mail filled in.
 */
import { HONEYPOT_FIELD, type SignupFormName, type SignupValues } from './validation'

export const WEBHOOK_TIMEOUT_MS = 10_000

export interface SignupPayload {
  form: SignupFormName
  email: string
  fullName?: string
  company?: string
  marketingConsent?: boolean
  privacyConsent?: boolean
  language: string
  page: string
  timestamp: string
}

/** The body the webhook receives: the fields (no honeypot), the form's name, the language, the page and the time. */
export function buildPayload(
  form: SignupFormName,
  values: SignupValues,
  language: string,
  page: string,
  now: Date = new Date(),
): SignupPayload {
  const payload: SignupPayload = { form, email: values.email.trim(), language, page, timestamp: now.toISOString() }
  if (values.fullName !== undefined) payload.fullName = values.fullName.trim()
  if (values.company !== undefined) payload.company = values.company.trim()
  if (values.marketingConsent !== undefined) payload.marketingConsent = values.marketingConsent
  if (values.privacyConsent !== undefined) payload.privacyConsent = values.privacyConsent
  return payload
}

export type SendResult = 'sent' | 'failed' | 'timeout'

/**
 * One POST; `sent` only on a 2xx answer. A network failure, a non-2xx answer or no answer within
 * `timeoutMs` is reported, never thrown.
 */
export async function postToWebhook(
  url: string,
  payload: SignupPayload,
  { timeoutMs = WEBHOOK_TIMEOUT_MS, fetchImpl = globalThis.fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SendResult> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=utf-8' },
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'strict-origin-when-cross-origin',
    })
    return response.ok ? 'sent' : 'failed'
  } catch {
    return timedOut ? 'timeout' : 'failed'
  } finally {
    clearTimeout(timer)
  }
}

/** A form's control for a field (an input's value and checked state), or null when the form has none. */
export type FieldReader = (field: string) => { value: string; checked: boolean } | null

/**
 * Reads a form's fields into values (uncontrolled inputs: whatever the visitor typed, even before hydration). The
 * fields are found by `data-field`, not by `name`: only what the guided sign-up takes has a name (SignupForm.tsx).
 */
export function valuesFromForm(form: SignupFormName, read: FieldReader): SignupValues {
  const text = (name: string): string => read(name)?.value ?? ''
  const values: SignupValues = { email: text('email'), website: text(HONEYPOT_FIELD) }
  if (form === 'early-access') {
    values.fullName = text('fullName')
    values.company = text('company')
    values.marketingConsent = read('marketingConsent')?.checked === true
    values.privacyConsent = read('privacyConsent')?.checked === true
  }
  return values
}
