// What a new browser tab costs against navigating one tab on (tests/e2e/support/walk.ts): the built site served
// as the tests serve it, the same pages loaded in the tests' Chromium both ways, the machine's CPU time read from
// /proc/stat (Linux; run it on an otherwise quiet machine). `node scripts/bench-tabs.mjs [rounds]` after a build.
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from './lib/browsers.mjs'
import { STARTED_ATTRIBUTE } from './after-first-paint.mjs'
import { machineCpu as cpu } from './lib/machine-cpu.mjs'
import { textTable } from './lib/text-table.mjs'

const PORT = 4431
const BASE = `http://127.0.0.1:${PORT}`
const PAGES = ['/en/', '/da/contact/', '/sv/pricing/', '/no/', '/en/privacy-policy/', '/da/use-cases/events-activities/']
const rounds = Number(process.argv[2] ?? 2)

const server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' })
for (let i = 0; i < 50; i++) {
  if (
    await fetch(`${BASE}/en/`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break
  await new Promise((resolve) => setTimeout(resolve, 100))
}
const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS })

/** Loads every page once, each until it has started and rendered every section, in new tabs or in one. */
async function loadAll(newTabEach) {
  let context = await browser.newContext()
  let tab = await context.newPage()
  for (const path of PAGES) {
    if (newTabEach) {
      await context.close()
      context = await browser.newContext()
      tab = await context.newPage()
    }
    await tab.goto(BASE + path)
    await tab.waitForFunction(
      (name) => document.documentElement.hasAttribute(name) && !document.documentElement.hasAttribute('data-defer-sections'),
      STARTED_ATTRIBUTE,
    )
  }
  await context.close()
}

const totals = { 'a new tab per page': { wall: 0, user: 0, system: 0 }, 'one tab, navigated': { wall: 0, user: 0, system: 0 } }
await loadAll(false) // warm-up: the server's and the disk's caches
for (let round = 0; round < rounds; round++) {
  for (const [way, total] of Object.entries(totals)) {
    const before = cpu()
    const started = Date.now()
    await loadAll(way === 'a new tab per page')
    const after = cpu()
    total.wall += Date.now() - started
    total.user += after.user - before.user
    total.system += after.system - before.system
  }
}
await browser.close()
server.kill()

const per = (ms) => String(Math.round(ms / rounds / PAGES.length))
console.log(`ms per page (${PAGES.length} pages, ${rounds} rounds each way)`)
console.log(
  textTable(
    ['way', 'wall', 'user CPU', 'kernel CPU'],
    Object.entries(totals).map(([way, t]) => [way, per(t.wall), per(t.user), per(t.system)]),
    [1, 2, 3],
  ),
)
