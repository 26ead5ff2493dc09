/**
 * Form validation before sending, as pure functions. Messages are keys: the forms look them up in the strings they were given at build time.
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

/**
 * Characters no address holds but a paste can carry unseen: every space, control and format character; `\s`
 * alone misses the format ones (zero-width space and joiners, soft hyphen, direction marks).
 */
const INVISIBLE = /[\s\p{Z}\p{Cc}\p{Cf}]/u

/**
 * A pragmatic address check: something@domain.tld, at most 254 characters, and nothing a mail server refuses in
 * an unquoted local part (RFC 5321's dot-string): no dot at its start or end, no two dots in a row, nothing unseen.
 * Ordinary spaces around the whole address are trimmed, as a field's value usually carries them by accident;
 * `String#trim` would also drop a byte-order mark or a no-break space there, which are refused instead.
 */
export function isValidEmail(value: string): boolean {
  const email = value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '')
  if (email.length > 254) return false
  if (INVISIBLE.test(email) || !EMAIL_PATTERN.test(email)) return false
  const [local = '', domain = ''] = email.split('@')
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  return !domain.startsWith('.') && !domain.includes('..') && !domain.startsWith('-')
}

/** Every problem with a submission, keyed by field, in the form's field order. */
export function validateSignup(form: SignupFormName, values: SignupValues): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of FORM_FIELDS[form]) {
    if (field === 'email') {
      if (!values.email.trim()) errors.email = 'required'
      else if (!isValidEmail(values.email)) errors.email = 'invalid'
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
