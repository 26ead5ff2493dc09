/** Talks to the recording stand-in (tests/support/fake-endpoint.mjs) the integration build points at. */
import { expect } from '@playwright/test'
import { ENDPOINT_PORT } from '../../playwright.integrations.config'

export const ENDPOINT = `http://127.0.0.1:${ENDPOINT_PORT}`

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: string
  at: number
}

export async function recorded(prefix = ''): Promise<RecordedRequest[]> {
  const response = await fetch(`${ENDPOINT}/__requests?prefix=${encodeURIComponent(prefix)}`)
  return (await response.json()) as RecordedRequest[]
}

export async function resetEndpoint(): Promise<void> {
  await fetch(`${ENDPOINT}/__reset`, { method: 'POST' })
}

/** Scripts the next answer(s) under a path prefix: a status, a delay, how many times. */
export async function respondNext(rule: { prefix: string; status?: number; delayMs?: number; times?: number; body?: string }): Promise<void> {
  await fetch(`${ENDPOINT}/__respond`, { method: 'POST', body: JSON.stringify(rule) })
}

/** What the Danish early-access form filled with the test's values sends to the webhook (docs/decisions.md §14). */
export const EARLY_ACCESS_DELIVERY = {
  form: 'early-access',
  email: 'anna@firma.dk',
  fullName: 'Anna Holm',
  company: 'Firma ApS',
  marketingConsent: true,
  privacyConsent: true,
  language: 'da',
  page: '/da/early-access/',
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
}
