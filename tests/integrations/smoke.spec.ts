// The integration build exists and is served, and its stand-in endpoint records requests.
import { test, expect } from '@playwright/test'
import { recorded, resetEndpoint, ENDPOINT } from './support'

test('the integration build is served and the endpoint records requests', async ({ page, request }) => {
  await resetEndpoint()
  const response = await page.goto('/en/')
  expect(response?.status()).toBe(200)
  await request.post(`${ENDPOINT}/hook`, { data: 'ping' })
  expect((await recorded('/hook')).map((r) => r.body)).toEqual(['ping'])
})
