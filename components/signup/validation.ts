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

/**
 * What no part of an address holds unquoted, and what a paste can carry unseen: every space, control and format
 * character (`\s` alone misses zero-width spaces and joiners, the soft hyphen and direction marks), the
 * characters RFC 5321 keeps for quoting and routing, and the dot, which only joins parts.
 */
const NOT_IN_A_PART = String.raw`\s\p{Z}\p{Cc}\p{Cf}@"\(\),:;<>\[\\\]\.`
const DOT_STRING = `[^${NOT_IN_A_PART}]+(?:\\.[^${NOT_IN_A_PART}]+)*`

/**
 * A pragmatic address, as one pattern that both this check and the e-mail field's `pattern` attribute use, so a
 * form sent without its script (the browser checks the pattern) refuses what the script refuses: at most 254
 * characters; a local part with no dot at its start or end and no two in a row (RFC 5321's dot-string);
 * `@`; a domain of such parts, not starting with a hyphen, ending in a top-level domain of two or more letters.
 * Written to mean the same under the `u` flag and the `v` flag the browser compiles a `pattern` with.
 */
export const EMAIL_PATTERN_SOURCE = `(?=.{1,254}$)${DOT_STRING}@(?!-)${DOT_STRING}\\.[a-zA-Z]{2,}`
const EMAIL = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'u')

/**
 * Whether `value` is an address a mail server takes. Ordinary spaces around the whole address are trimmed, as a
 * field's value usually carries them by accident (and the e-mail field trims them itself); `String#trim` would
 * also drop a byte-order mark or a no-break space there, which are refused instead.
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, ''))
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
