// A sign-up form delivered once to the webhook stand-in, and its error-and-retry path
// (tests/integrations/forms.spec.ts in Chromium).
import { test, expect, type Site } from './support/fixtures'
import { QUIET } from './support/site'
import { localeText } from '../e2e/support/site'
import { EARLY_ACCESS_DELIVERY, recorded, resetEndpoint, respondNext, ownAddress } from '../integrations/support'

const FORM = 'form[data-form="early-access"]'

/** This test's own address: the engines' workers share one webhook stand-in (tests/support/fake-endpoint.mjs). */
const email = () => ownAddress(test.info())

test.beforeEach(async ({ site }) => {
  await resetEndpoint('/hook', email())
  await site.goto('/da/')
  await site.evaluate(QUIET)
})

async function fill(site: Site) {
  await site.type(`${FORM} input[name="email"]`, email())
  await site.type(`${FORM} input[data-field="fullName"]`, 'Anna Holm')
  await site.type(`${FORM} input[data-field="company"]`, 'Firma ApS')
  await site.click(`${FORM} input[data-field="marketingConsent"]`)
  await site.click(`${FORM} input[data-field="privacyConsent"]`)
}

// The fields by `data-field`: only the e-mail has a name (the plain form's query takes nothing else).
const values = `(() => { const f = (name) => document.querySelector('${FORM} [data-field="' + name + '"]')
  return [f('email').value, f('fullName').value, f('company').value, f('marketingConsent').checked, f('privacyConsent').checked] })()`
const kept = () => [email(), 'Anna Holm', 'Firma ApS', true, true]

test('the early-access form arrives exactly once with every field', async ({ site }) => {
  await site.goto('/da/early-access/')
  await fill(site)
  expect(await site.evaluate(values)).toEqual(kept())
  await site.click(`${FORM} .gr-form__submit`)
  await site.waitFor(
    `document.querySelector('[data-form-result="success"]')?.textContent.includes(${JSON.stringify(localeText('da', 'forms', 'success.title'))})`,
    'the thank-you shows',
  )
  await new Promise((resolve) => setTimeout(resolve, 500))
  const requests = await recorded('/hook', email())
  expect(requests).toHaveLength(1)
  expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ ...EARLY_ACCESS_DELIVERY, email: email() })
})

test('a 500 answer shows the error, keeps every value, and a retry delivers once', async ({ site }) => {
  await respondNext({ prefix: '/hook', contains: email(), status: 500 })
  await site.goto('/da/early-access/')
  await fill(site)
  await site.click(`${FORM} .gr-form__submit`)
  await site.waitFor(
    `document.querySelector('[data-form-result="failure"]')?.textContent.includes(${JSON.stringify(localeText('da', 'forms', 'failure.title'))})`,
    'the error shows',
  )
  expect(await site.evaluate(`document.querySelector('[data-form-result="failure"]').getAttribute('role')`)).toBe('alert')
  expect(await site.evaluate(values)).toEqual(kept())
  await site.click('[data-form-result="failure"] .gr-form__retry')
  await site.waitFor(`!!document.querySelector('[data-form-result="success"]')`, 'the retry succeeds')
  await new Promise((resolve) => setTimeout(resolve, 500))
  const answers = (await recorded('/hook', email())).map((r) => JSON.parse(r.body) as Record<string, unknown>)
  // The failed attempt reached the stand-in too (it answered 500); exactly one more, successful, delivery.
  expect(answers).toHaveLength(2)
  expect(answers[1]).toMatchObject({ form: 'early-access', email: email(), fullName: 'Anna Holm', company: 'Firma ApS' })
})
