// `npm run audit`: builds the site, serves the built folder, and for every page in every language measures
// what it downloads before any interaction (bytes by type, gzip and brotli, with the same code as the
// budget test; CSS both inline in the page and linked), then runs Lighthouse 12 (mobile, simulated throttling,
// Debian's Chromium) three times on every indexable page (a run Lighthouse reports as failed is run again, at most
// twice) and reports the medians, with how long each page's navigation commit took on the clock against its CPU
// time (scripts/lib/main-thread.mjs). Prints one table; a full run rewrites docs/audit.md (committed: the latest
// figures), a limited one (--pages, --lighthouse, --no-lighthouse) writes reports/audit.md; reports/audit.json
// either way (git-ignored).
//
//   npm run audit                      build, then everything
//   npm run audit -- --no-build        use the existing build (DIST_DIR, default dist)
//   npm run audit -- --pages=/en/,/da/ only these pages
//   npm run audit -- --no-lighthouse   bytes only
//   npm run audit -- --lighthouse=/en/,/da/contact/   bytes of every page, Lighthouse on these only
//   npm run audit -- --no-next-page    skip the click-to-next-page timing (scripts/lib/next-page.mjs)
//   npm run audit -- --runs=5          Lighthouse runs per page (default 3; medians reported)
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { startStaticServer } from './static-server.mjs'
import { inlineCss } from './after-first-paint.mjs'
import { KB, checkBudgets, measurePage } from './lib/page-weight.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browsers.mjs'
import { HOVER_MS, clickToLargestPaint, median } from './lib/next-page.mjs'
import { mainThreadTime, runsByCommitClock } from './lib/main-thread.mjs'
import { builtHtmlFiles, builtLanguages, commandLine, ensureBuilt } from './lib/built-site.mjs'

const { flag, option } = commandLine()
const distDir = process.env.DIST_DIR ?? 'dist'
const reportsDir = 'reports'
/** Only a run over every page, Lighthouse included, replaces the committed table. */
const fullRun = !option('pages') && !option('lighthouse') && !flag('no-lighthouse')
const markdownPath = fullRun ? join('docs', 'audit.md') : join(reportsDir, 'audit.md')

/** The goal the audit reports against (docs/decisions.md §39): medians at most these, scores at least. */
const GOAL = { score: 100, lcpMs: 1000, tbtMs: 50, cls: 0 }
const LIGHTHOUSE_RUNS = Number(option('runs') ?? 3)
/**
 * Extra runs a page may take when Lighthouse itself reports a run as failed (its trace without a navigation start,
 * NO_NAVSTART, now and then on this Chromium), so that its medians still come from LIGHTHOUSE_RUNS runs.
 */
const LIGHTHOUSE_RETRIES = 2
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const LIGHTHOUSE_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

const root = ensureBuilt(distDir, { build: !flag('no-build'), hint: 'run `npm run build` first, or drop --no-build.' })
const LANGUAGE_ORDER = builtLanguages(root)

/** Every HTML file of the build as its URL path, with whether it asks search engines to index it. */
function builtPages() {
  const out = builtHtmlFiles(root).map(({ url, file }) => {
    const html = readFileSync(file, 'utf8')
    return { url, indexable: !/<meta name="robots" content="[^"]*noindex/i.test(html), inlineCss: inlineCssOf(html) }
  })
  const language = (url) => {
    const index = LANGUAGE_ORDER.indexOf(url.split('/')[1] ?? '')
    return index === -1 ? -1 : index
  }
  return out.sort(
    (a, b) =>
      language(a.url) - language(b.url) ||
      Number(b.url.split('/').length === 3 && b.url.endsWith('/')) - Number(a.url.split('/').length === 3 && a.url.endsWith('/')) ||
      Number(a.url.endsWith('404.html')) - Number(b.url.endsWith('404.html')) ||
      a.url.localeCompare(b.url),
  )
}

/** The page's inline first-screen CSS (docs/decisions.md §25), compressed alone as the audit does each file. */
function inlineCssOf(html) {
  const bytes = Buffer.from(inlineCss(html))
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length }
}

let pages = builtPages()
const only = option('pages')
if (only) {
  const wanted = only
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const unknown = wanted.filter((w) => !pages.some((p) => p.url === w))
  if (unknown.length) {
    console.error(`Not in the build: ${unknown.join(', ')}`)
    process.exit(1)
  }
  pages = pages.filter((p) => wanted.includes(p.url))
}

const server = await startStaticServer({ root, port: Number(process.env.AUDIT_PORT ?? 0) })
const origin = `http://127.0.0.1:${server.port}`
console.log(`Serving ${root} at ${origin}/ — ${pages.length} pages, ${pages.filter((p) => p.indexable).length} indexable`)

// 1. Bytes before interaction (mobile screen, fresh context per page, as the budget test does).
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const rows = []
for (const page of pages) {
  const context = await browser.newContext()
  const measurement = await measurePage(await context.newPage(), `${origin}${page.url}`, { viewport: 'mobile' })
  await context.close()
  const bytes = Object.fromEntries(
    Object.entries(measurement.totals).map(([kind, t]) => [kind, { count: t.count, raw: t.raw, gzip: t.gzip, brotli: t.brotli }]),
  )
  const total = Object.values(measurement.totals).reduce(
    (sum, t) => ({ gzip: sum.gzip + t.gzip, brotli: sum.brotli + t.brotli, raw: sum.raw + t.raw }),
    { raw: 0, gzip: 0, brotli: 0 },
  )
  rows.push({
    url: page.url,
    indexable: page.indexable,
    // CSS the page carries: inline in its HTML (counted in HTML too) and linked.
    pageCss: {
      inline: page.inlineCss,
      linked: bytes.css,
      gzip: page.inlineCss.gzip + bytes.css.gzip,
      brotli: page.inlineCss.brotli + bytes.css.brotli,
    },
    bytes: { ...bytes, total },
    requests: measurement.resources.length,
    budgetProblems: checkBudgets(measurement),
    lighthouse: null,
  })
  process.stdout.write('.')
}
await browser.close()
process.stdout.write('\n')

// 2. Lighthouse, one fresh Chrome per page, one page at a time.
if (!flag('no-lighthouse')) {
  const lighthouseOnly = option('lighthouse')
    ?.split(',')
    .map((p) => p.trim())
  const targets = rows.filter((r) => r.indexable && (!lighthouseOnly || lighthouseOnly.includes(r.url)))
  let n = 0
  for (const row of targets) {
    n++
    const started = Date.now()
    const runs = []
    while (runs.filter(succeeded).length < LIGHTHOUSE_RUNS && runs.length < LIGHTHOUSE_RUNS + LIGHTHOUSE_RETRIES) {
      runs.push(await lighthouseRun(row.url))
    }
    row.lighthouse = medianRun(runs)
    const lh = row.lighthouse
    const retried = runs.length - LIGHTHOUSE_RUNS
    console.log(
      `[${n}/${targets.length}] ${row.url} ${lh.error ? `error: ${lh.error}` : `${CATEGORIES.map((c) => lh.scores[c]).join('/')} LCP ${Math.round(lh.lcpMs)} ms TBT ${Math.round(lh.tbtMs)} ms (medians of ${lh.runs}${retried > 0 ? `; ${retried} failed run(s) run again` : ''})`} (${Math.round((Date.now() - started) / 1000)} s)`,
    )
  }
}

/** One Lighthouse run in a fresh Chrome. */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS })
  try {
    const result = await lighthouse(`${origin}${url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('no result')
    const failing = (category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id] && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`)
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      mainThread: mainThreadTime(result.artifacts?.Trace?.traceEvents ?? []),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failing: Object.fromEntries(CATEGORIES.map((c) => [c, failing(c)]).filter(([, list]) => list.length)),
      runtimeError: lhr.runtimeError?.message ?? null,
      warnings: lhr.runWarnings ?? [],
    }
  } catch (error) {
    return { error: String(error?.message ?? error) }
  } finally {
    await chrome.kill()
  }
}

/** A run that produced its metrics: neither the run nor Lighthouse's own trace reading failed. */
function succeeded(run) {
  return !run.error && !run.runtimeError
}

/**
 * The runs of one page as one row: the median of each score and metric (each taken alone), the failing audits
 * and LCP element of the run whose performance score is the median; an error only when every run failed.
 */
function medianRun(runs) {
  const ok = runs.filter(succeeded)
  if (ok.length === 0) return runs[0]
  const of = (pick) => median(ok.map(pick))
  const typical = [...ok].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(ok.length / 2)]
  return {
    ...typical,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((r) => r.scores[c])])),
    lcpMs: of((r) => r.lcpMs),
    fcpMs: of((r) => r.fcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    commit: medianCommit(ok),
    runs: ok.length,
    each: ok.map((r) => ({ performance: r.scores.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, cls: r.cls, mainThread: r.mainThread })),
  }
}

/** The median wall and CPU time of the runs' commit tasks (each taken alone), or null if no run had one. */
function medianCommit(runs) {
  const commits = runs.map((r) => r.mainThread?.commit).filter(Boolean)
  if (commits.length === 0) return null
  return { wallMs: median(commits.map((c) => c.wallMs)), cpuMs: median(commits.map((c) => c.cpuMs)) }
}

// 3. The next page before the click: from each language's home page to its contact page, five runs each with
// and without the speculation rules, alternating, medians reported.
const NEXT_PAGE_RUNS = 5
const nextPage = []
if (!flag('no-next-page')) {
  const nextBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  for (const language of LANGUAGE_ORDER.filter((l) => pages.some((p) => p.url === `/${l}/`))) {
    const fromUrl = `${origin}/${language}/`
    const toPath = `/${language}/contact/`
    const times = { with: [], without: [] }
    for (let run = 0; run < NEXT_PAGE_RUNS; run++) {
      times.with.push(await clickToLargestPaint(nextBrowser, { fromUrl, toPath, withRules: true }))
      times.without.push(await clickToLargestPaint(nextBrowser, { fromUrl, toPath, withRules: false }))
    }
    nextPage.push({
      from: `/${language}/`,
      to: toPath,
      withRulesMs: median(times.with),
      withoutRulesMs: median(times.without),
      runs: times,
    })
    console.log(
      `next page /${language}/ → ${toPath}: ${Math.round(median(times.with))} ms with rules, ${Math.round(median(times.without))} ms without`,
    )
  }
  await nextBrowser.close()
}
await server.close()

// 4. The tables.
const kb = (bytes) => (bytes / KB).toFixed(1)
const both = (sizes) => `${kb(sizes.gzip)} / ${kb(sizes.brotli)}`
const ms = (value) => (value === null || value === undefined ? '–' : `${(value / 1000).toFixed(2)} s`)
const header = [
  'Page',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'LCP',
  'TBT',
  'CLS',
  'HTML',
  'CSS',
  'JS',
  'Images',
  'Fonts',
  'Other',
  'Total',
  'Budgets',
]
const table = [header, header.map((h, i) => (i === 0 ? '---' : '---:'))]
for (const row of rows) {
  const lh = row.lighthouse
  const scores =
    lh && !lh.error
      ? CATEGORIES.map((c) => String(lh.scores[c]))
      : [row.indexable ? (lh?.error ? 'error' : 'not run') : 'noindex', '', '', '']
  table.push([
    `\`${row.url}\``,
    ...scores,
    lh && !lh.error ? ms(lh.lcpMs) : '–',
    lh && !lh.error && lh.tbtMs !== null ? `${Math.round(lh.tbtMs)} ms` : '–',
    // A run whose page failed to load (Lighthouse's own runtime error) has no metrics at all.
    lh && !lh.error && lh.cls !== null ? lh.cls.toFixed(3) : '–',
    both(row.bytes.html),
    `${kb(row.pageCss.inline.gzip)} + ${kb(row.pageCss.linked.gzip)} = ${kb(row.pageCss.gzip)}`,
    both(row.bytes.js),
    both(row.bytes.image),
    both(row.bytes.font),
    both(row.bytes.other),
    both(row.bytes.total),
    row.budgetProblems.length ? `✗ ${row.budgetProblems.length}` : 'ok',
  ])
}
const markdownTable = table.map((cells) => `| ${cells.join(' | ')} |`).join('\n')
const nextPageTable = nextPage.length
  ? [
      '| Click on | Next page | Click → largest paint, with rules | without rules |',
      '| --- | --- | ---: | ---: |',
      ...nextPage.map((n) => `| \`${n.from}\` | \`${n.to}\` | ${ms(n.withRulesMs)} | ${ms(n.withoutRulesMs)} |`),
    ].join('\n')
  : ''

const shortfalls = []
for (const row of rows) {
  const lh = row.lighthouse
  for (const problem of row.budgetProblems) shortfalls.push(`- budget: ${problem}`)
  if (!lh) continue
  if (lh.error) {
    shortfalls.push(`- \`${row.url}\`: Lighthouse failed: ${lh.error}`)
    continue
  }
  const reasons = []
  for (const c of CATEGORIES)
    if (lh.scores[c] < GOAL.score) reasons.push(`${c} ${lh.scores[c]} (${(lh.failing[c] ?? []).join(', ') || 'no single failing audit'})`)
  if (lh.lcpMs > GOAL.lcpMs)
    reasons.push(
      `LCP ${ms(lh.lcpMs)} > ${ms(GOAL.lcpMs)}${lh.lcpElement ? ` (element: \`${lh.lcpElement.replace(/\s+/g, ' ').slice(0, 120)}\`)` : ''}`,
    )
  if (lh.tbtMs > GOAL.tbtMs)
    reasons.push(
      `TBT ${Math.round(lh.tbtMs)} ms > ${GOAL.tbtMs} ms${lh.commit ? ` (navigation commit: ${Math.round(lh.commit.wallMs)} ms on the clock for ${Math.round(lh.commit.cpuMs)} ms of CPU)` : ''}`,
    )
  if (lh.cls === null) reasons.push('no metrics: Lighthouse could not measure the page (run it again)')
  else if (lh.cls > GOAL.cls) reasons.push(`CLS ${lh.cls.toFixed(3)} > ${GOAL.cls}`)
  if (reasons.length) shortfalls.push(`- \`${row.url}\`: ${reasons.join('; ')}`)
}

// Every run grouped by how long its navigation commit took on the clock: its CPU time is the browser's work and
// varies little, its time on the clock is what Lighthouse counts, and the difference is the machine's.
const commitGroups = runsByCommitClock(
  rows.flatMap((r) => (r.lighthouse && !r.lighthouse.error ? (r.lighthouse.each ?? []) : [])),
  GOAL.tbtMs,
)
const commitNote = commitGroups.length
  ? `## Blocking time and the navigation commit

Every run in three groups by how long its navigation commit took on the clock: the task that creates the page's
script context in a new renderer process, which Lighthouse slows 4× like the page's own tasks. Its CPU time is
the browser's and hardly moves; the rest is time the machine gave to other work.

| Commit on the clock | Runs | Mean TBT | Runs over ${GOAL.tbtMs} ms | Commit's CPU time (mean) |
| --- | ---: | ---: | ---: | ---: |
${commitGroups
  .map(
    (g) =>
      `| ${Math.round(g.fromMs)}–${Math.round(g.toMs)} ms | ${g.runs} | ${Math.round(g.meanTbtMs)} ms | ${g.overGoal} | ${g.meanCommitCpuMs.toFixed(1)} ms |`,
  )
  .join('\n')}
`
  : ''

const generated = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
const markdown = `# Audit ${generated}${commit ? ` (commit ${commit})` : ''}

Written by \`npm run audit\` (a full run rewrites docs/audit.md; how it measures: README, "Performance").
Lighthouse ${flag('no-lighthouse') ? 'skipped' : `12, mobile form factor, simulated throttling, Debian Chromium, medians of ${LIGHTHOUSE_RUNS} runs`}; bytes downloaded before any
interaction on a 412 × 823 screen, in KB (1024 bytes) as **gzip / brotli**, compressed by the audit itself.
CSS is the page's own, gzip: inline in its HTML (its first screen's, also counted in HTML) + linked = total.
Goal: 100 in all four categories, LCP ≤ ${ms(GOAL.lcpMs)}, TBT ≤ ${GOAL.tbtMs} ms, CLS ${GOAL.cls} on every indexable page.

${markdownTable}
${
  nextPageTable
    ? `
## The next page before the click

Medians of ${NEXT_PAGE_RUNS} runs: the pointer rests ${HOVER_MS} ms on the link, then clicks; DevTools throttling with
Lighthouse's mobile numbers (150 ms round trip, 1.6 Mbit/s, 4x CPU). Chromium does not prerender under DevTools,
so "with rules" is the prefetch alone.

${nextPageTable}
`
    : ''
}
## Short of the goal

${shortfalls.length ? shortfalls.join('\n') : 'Nothing: every page meets the goal and every budget.'}
${commitNote ? `\n${commitNote}` : ''}`

mkdirSync(reportsDir, { recursive: true })
writeFileSync(markdownPath, markdown)
writeFileSync(join(reportsDir, 'audit.json'), `${JSON.stringify({ generated, commit, goal: GOAL, pages: rows, nextPage }, null, 2)}\n`)
console.log(`\n${markdownTable}\n`)
if (nextPageTable) console.log(`${nextPageTable}\n`)
console.log(shortfalls.length ? `Short of the goal:\n${shortfalls.join('\n')}` : 'Every page meets the goal and every budget.')
if (commitNote) console.log(`\n${commitNote.trim()}`)
console.log(`\nWritten: ${markdownPath}, ${join(reportsDir, 'audit.json')}`)
