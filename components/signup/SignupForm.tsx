import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import clsx from 'clsx'
import { track } from '../analytics/track'
import { buildPayload, postToWebhook, valuesFromForm } from './delivery'
import { signupUrlWithEmail } from '../lib/urls'
import { plainName } from '../lib/plain-names'
import {
  EMAIL_PATTERN_SOURCE,
  HONEYPOT_FIELD,
  firstInvalidField,
  isBotSubmission,
  validateSignup,
  type FieldErrors,
  type FieldName,
  type SignupFormName,
} from './validation'
import type { Locale } from '../../locales/locales'

export interface SignupFormStrings {
  email: string
  emailPlaceholder: string
  fullName: string
  company: string
  optional: string
  marketingConsent: string
  privacyConsent: string
  privacyLink: string
  trap: string
  errors: Record<FieldName, { required: string; invalid?: string }>
  submit: string
  submitting: string
  successTitle: string
  successText: string
  failureTitle: string
  failureText: string
  retry: string
  guidedTitle: string
  guidedText: string
  guidedLink: string
  newTab: string
  /** A line under the button (the hero's "free account" note). */
  note?: string
}

export interface SignupFormProps {
  form: SignupFormName
  locale: Locale
  /** Set at build time (SIGNUP_WEBHOOK_URL); null sends the visitor to the guided sign-up instead. */
  webhookUrl: string | null
  /** The external guided sign-up: the form's target without scripts, and without a webhook. */
  signupUrl: string
  privacyHref: string
  strings: SignupFormStrings
  /** The e-mail field and the button side by side from tablet up, under the field's label (the hero's block). */
  compact?: boolean
}

// The `autocomplete` / `inputmode` attributes below are spread in lowercase: React 19 writes camelCase props
// (`autoComplete`) into the HTML as they are, html-validate wants the HTML names, and React passes
// lowercase names through untouched.

type Status = 'idle' | 'sending' | 'success' | 'failure' | 'guided'

/** Where the popup (and anything else that embeds the form) hears about a delivered sign-up. */
export interface SignupFormHooks {
  onDelivered?: () => void
}

function trackSubmit(form: SignupFormName, locale: Locale, delivery: 'webhook' | 'guided_signup'): void {
  const properties = { form, language: locale, delivery }
  if (form === 'early-access') track('contact_form_submit', properties)
  else if (form === 'newsletter') track('newsletter_signup', properties)
  else track('cta_click', { location: 'hero_signup', language: locale, delivery })
}

export default function SignupForm({
  form,
  locale,
  webhookUrl,
  signupUrl,
  privacyHref,
  strings: s,
  compact = false,
  onDelivered,
}: SignupFormProps & SignupFormHooks) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const sending = useRef(false)
  const [status, setStatus] = useState<Status>('idle')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [guidedUrl, setGuidedUrl] = useState('')

  // Scripts are running: our own localized messages replace the browser's validation bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  useEffect(() => {
    if (status === 'success' || status === 'failure' || status === 'guided') resultRef.current?.focus()
  }, [status])

  const fieldId = (name: string) => `${id}${name}`
  const errorId = (name: FieldName) => `${id}${name}-error`

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // One request per submission, however often the button is pressed.
    if (sending.current) return
    const el = event.currentTarget
    const field = (name: string) => el.querySelector<HTMLInputElement>(`[data-field="${name}"]`)
    const values = valuesFromForm(form, field)
    const found = validateSignup(form, values)
    setErrors(found)
    const first = firstInvalidField(form, found)
    if (first) {
      setStatus('idle')
      field(first)?.focus()
      return
    }
    // A bot filled in the trap: pretend all went well and send nothing.
    if (isBotSubmission(values)) {
      setStatus('success')
      return
    }
    if (!webhookUrl) {
      const url = signupUrlWithEmail(signupUrl, values.email.trim(), locale)
      window.open(url, '_blank', 'noopener,noreferrer')
      setGuidedUrl(url)
      setStatus('guided')
      trackSubmit(form, locale, 'guided_signup')
      // The sign-up address only: the e-mail in its query is personal data.
      track('external_link_click', { url: signupUrl, location: `${form}_form` })
      onDelivered?.()
      return
    }
    sending.current = true
    setStatus('sending')
    const result = await postToWebhook(webhookUrl, buildPayload(form, values, locale, window.location.pathname))
    sending.current = false
    if (result === 'sent') {
      setStatus('success')
      trackSubmit(form, locale, 'webhook')
      onDelivered?.()
    } else {
      setStatus('failure')
    }
  }

  if (status === 'success') {
    return (
      <div className="gr-form__result gr-form__result--success" role="status" tabIndex={-1} ref={resultRef} data-form-result="success">
        <p className="gr-form__result-title">{s.successTitle}</p>
        <p>{s.successText}</p>
      </div>
    )
  }

  const errorText = (name: FieldName): string | null => {
    const code = errors[name]
    if (!code) return null
    return (code === 'invalid' ? s.errors[name].invalid : undefined) ?? s.errors[name].required
  }

  const describedBy = (name: FieldName, extra?: string) => clsx(errors[name] && errorId(name), extra) || undefined

  const fieldError = (name: FieldName) => {
    const message = errorText(name)
    return message ? (
      <p className="gr-form__error" id={errorId(name)}>
        {message}
      </p>
    ) : null
  }

  const busy = status === 'sending'
  // Said after a link that opens a new tab, out of sight; part of the privacy link's name too.
  const newTabNote = ` (${s.newTab})`

  // The three typed fields differ only in name, label, type and browser hints. Only the e-mail has a `name`: the
  // plain form, sent without its script, opens the guided sign-up with that and the language alone
  // (docs/decisions.md §15), so nothing else a visitor typed ends up in an address; the script reads `data-field`.
  // `aria-invalid` is false until the form's own check finds a problem: left out, Chromium reports a required field
  // that is still empty (a box not yet ticked) as invalid before anyone has touched it.
  const textField = (
    name: 'email' | 'fullName' | 'company',
    label: string,
    hints: { type: string; autocomplete: string; inputmode?: string; placeholder?: string },
  ) => (
    <div className="gr-form__field">
      <label className="gr-form__label" htmlFor={fieldId(name)}>
        {label}
      </label>
      <input
        className="gr-form__input"
        id={fieldId(name)}
        name={name === 'email' ? name : undefined}
        data-field={name}
        type={hints.type}
        pattern={name === 'email' ? EMAIL_PATTERN_SOURCE : undefined}
        {...{ autocomplete: hints.autocomplete, inputmode: hints.inputmode }}
        placeholder={hints.placeholder}
        required
        aria-invalid={errors[name] ? true : false}
        aria-describedby={describedBy(name)}
      />
      {fieldError(name)}
    </div>
  )

  const submit = (
    <button type="submit" className="gr-button gr-button--primary gr-form__submit" aria-disabled={busy || undefined}>
      {busy ? s.submitting : s.submit}
    </button>
  )

  return (
    <form
      ref={formRef}
      className={`gr-form gr-form--${form}`}
      action={signupUrl}
      method="get"
      target="_blank"
      onSubmit={(event) => void onSubmit(event)}
      data-form={form}
      aria-busy={busy || undefined}
    >
      <input type="hidden" name="lang" value={locale} />
      <div className={clsx('gr-form__row', compact && 'gr-form__row--inline')}>
        {/* The label is always shown: a placeholder goes as soon as one types. */}
        {textField('email', s.email, { type: 'email', autocomplete: 'email', inputmode: 'email', placeholder: s.emailPlaceholder })}
        {form === 'early-access' ? null : submit}
      </div>

      {form === 'early-access' ? (
        <>
          {textField('fullName', s.fullName, { type: 'text', autocomplete: 'name' })}
          {textField('company', s.company, { type: 'text', autocomplete: 'organization' })}
          <div className="gr-form__check">
            <input
              className="gr-form__checkbox"
              id={fieldId('marketingConsent')}
              data-field="marketingConsent"
              type="checkbox"
              value="yes"
            />
            <label htmlFor={fieldId('marketingConsent')}>
              {s.marketingConsent} <span className="gr-form__optional">{s.optional}</span>
            </label>
          </div>
          <div className="gr-form__check">
            <input
              className="gr-form__checkbox"
              id={fieldId('privacyConsent')}
              data-field="privacyConsent"
              type="checkbox"
              value="yes"
              required
              aria-invalid={errors.privacyConsent ? true : false}
              aria-describedby={describedBy('privacyConsent', `${id}privacy-link`)}
            />
            <label htmlFor={fieldId('privacyConsent')}>{s.privacyConsent}</label>
          </div>
          <p className="gr-form__privacy" id={`${id}privacy-link`}>
            <a href={privacyHref} target="_blank" rel="noopener noreferrer" aria-label={plainName(s.privacyLink + newTabNote)}>
              {s.privacyLink}
              <span className="gr-visually-hidden">{newTabNote}</span>
            </a>
          </p>
          {fieldError('privacyConsent')}
        </>
      ) : null}

      {/* The honeypot: off screen and out of the accessibility tree; people never fill it in, bots do. */}
      <div className="gr-form__trap" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{s.trap}</label>
        <input id={fieldId(HONEYPOT_FIELD)} data-field={HONEYPOT_FIELD} type="text" tabIndex={-1} {...{ autocomplete: 'off' }} />
      </div>

      {form === 'early-access' ? submit : null}

      {s.note ? <p className="gr-form__note">{s.note}</p> : null}

      {status === 'failure' ? (
        <div className="gr-form__result gr-form__result--failure" role="alert" tabIndex={-1} ref={resultRef} data-form-result="failure">
          <p className="gr-form__result-title">{s.failureTitle}</p>
          <p>{s.failureText}</p>
          <button type="button" className="gr-button gr-button--secondary gr-form__retry" onClick={() => formRef.current?.requestSubmit()}>
            {s.retry}
          </button>
        </div>
      ) : null}
      {status === 'guided' ? (
        <div className="gr-form__result" role="status" tabIndex={-1} ref={resultRef} data-form-result="guided">
          <p className="gr-form__result-title">{s.guidedTitle}</p>
          <p>
            {s.guidedText}{' '}
            <a href={guidedUrl} target="_blank" rel="noopener noreferrer">
              {s.guidedLink}
              <span className="gr-visually-hidden">{newTabNote}</span>
            </a>
          </p>
        </div>
      ) : null}
    </form>
  )
}
