// A deployer's typo stops the build with a message that names the variable (docs/decisions.md §2).
import { test, expect } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function build(env: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'gr-build-'))
  try {
    return spawnSync('npx', ['vike', 'build'], { env: { ...process.env, DIST_DIR: dist, ...env }, encoding: 'utf8', timeout: 60_000 })
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
}

test('SITE_ORIGIN=not-a-url fails the build, naming SITE_ORIGIN', () => {
  const result = build({ SITE_ORIGIN: 'not-a-url' })
  expect(result.status).not.toBe(0)
  expect(`${result.stdout}${result.stderr}`).toMatch(/SITE_ORIGIN="not-a-url" is not a valid URL/)
})

test('a malformed CONTACT_EMAIL fails the build, naming CONTACT_EMAIL', () => {
  const result = build({ CONTACT_EMAIL: 'hello-at-example.com' })
  expect(result.status).not.toBe(0)
  expect(`${result.stdout}${result.stderr}`).toMatch(/CONTACT_EMAIL/)
})
