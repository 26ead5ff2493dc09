/**
 * Form validation before sending (decisions §16) and the webhook URL check (decisions §14), as pure
 * functions. Messages are keys: the forms look them up in the strings they were given at build time.
 */

export type SignupFormName = 'early-access' | 'hero' | 'newsletter'

/** The field bots fill in and people never see. */
export const HONEYPOT_FIELD = 'website'

export interface SignupValues {
  email: string
  fullName?: string
  company?: string
  marketingConsent?: boolean
  privacyConsent?: boolean
  /** The honeypot. */
  website?: string
}

export type FieldName = 'email' | 'fullName' | 'company' | 'privacyConsent'
export type ErrorCode = 'required' | 'invalid'
export type FieldErrors = Partial<Record<FieldName, ErrorCode>>

/** The fields each form asks for, in the order they appear (the first invalid one gets focus). */
export const FORM_FIELDS: Record<SignupFormName, readonly FieldName[]> = {
  'early-access': ['email', 'fullName', 'company', 'privacyConsent'],
  hero: ['email'],
  newsletter: ['email'],
}

const EMAIL_PATTERN = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[a-z]{2,}$/i

/** A pragmatic address check: something@domain.tld, no spaces, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  const email = value.trim()
  if (email.length > 254) return false
  if (!EMAIL_PATTERN.test(email)) return false
  const domain = email.split('@')[1] ?? ''
  return !domain.startsWith('.') && !domain.includes('..') && !domain.startsWith('-')
}

/** Every problem with a submission, keyed by field, in the form's field order. */
export function validateSignup(form: SignupFormName, values: SignupValues): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of FORM_FIELDS[form]) {
    if (field === 'email') {
      const email = values.email.trim()
      if (!email) errors.email = 'required'
      else if (!isValidEmail(email)) errors.email = 'invalid'
    } else if (field === 'privacyConsent') {
      if (values.privacyConsent !== true) errors.privacyConsent = 'required'
    } else if (!(values[field] ?? '').trim()) {
      errors[field] = 'required'
    }
  }
  return errors
}

export function firstInvalidField(form: SignupFormName, errors: FieldErrors): FieldName | null {
  return FORM_FIELDS[form].find((f) => errors[f]) ?? null
}

/** A filled-in honeypot means a bot: the submission is dropped without a word. */
export function isBotSubmission(values: SignupValues): boolean {
  return !!values.website?.trim()
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * The webhook URL `npm run configure:webhook` accepts: https, or http on this machine only (a local
 * stand-in while developing). Anything else, or text that is not a URL, is refused.
 * scripts/configure-webhook.mjs holds the same rule in plain JavaScript.
 */
export function isValidWebhookUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return url.hostname.includes('.') || LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname)
  return false
}
