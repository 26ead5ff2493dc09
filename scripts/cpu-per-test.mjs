// What each test costs the machine, as a Playwright reporter: the CPU time the whole machine spent (user and kernel,
// browsers included, from /proc/stat; Linux) between each test's start and end. With one worker the tests run one
// at a time, so each window holds only that test's own work (its fixtures' set-up and tear-down included):
//   npx playwright test --workers=1 --reporter=./scripts/cpu-per-test.mjs [-c <config>] [files]
// It prints each spec file's sum and the costliest tests as tables; CPU_PER_TEST_TSV=<file> also writes every test
// as a line of tab-separated values. Run it on an otherwise quiet machine, after the builds the suite tests.
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { machineCpu } from './lib/machine-cpu.mjs'
import { textTable } from './lib/text-table.mjs'

/** How many of the costliest tests the second table lists. */
const TOP = 40

/** CPU seconds (user and kernel) the machine has spent so far. */
const busySeconds = () => {
  const { user, system } = machineCpu()
  return (user + system) / 1000
}

/** @typedef {{ file: string, title: string, cpu: number, seconds: number, status: string }} Row */

export default class CpuPerTest {
  /** @type {Row[]} */
  rows = []
  /** @type {Map<string, number>} */
  started = new Map()
  first = 0

  onBegin() {
    this.first = busySeconds()
  }

  /** @param {import('@playwright/test/reporter').TestCase} test */
  onTestBegin(test) {
    this.started.set(test.id, busySeconds())
  }

  /**
   * @param {import('@playwright/test/reporter').TestCase} test
   * @param {import('@playwright/test/reporter').TestResult} result
   */
  onTestEnd(test, result) {
    const now = busySeconds()
    const cpu = now - (this.started.get(test.id) ?? now)
    const file = relative(process.cwd(), test.location.file)
    this.rows.push({ file, title: test.title, cpu, seconds: result.duration / 1000, status: result.status })
  }

  onEnd() {
    const total = busySeconds() - this.first
    /** @type {Map<string, { cpu: number, tests: number }>} */
    const files = new Map()
    for (const row of this.rows) {
      const sum = files.get(row.file) ?? { cpu: 0, tests: 0 }
      files.set(row.file, { cpu: sum.cpu + row.cpu, tests: sum.tests + 1 })
    }
    const byFile = [...files].sort((a, b) => b[1].cpu - a[1].cpu).map(([file, s]) => [file, String(s.tests), s.cpu.toFixed(1)])
    const costliest = [...this.rows]
      .sort((a, b) => b.cpu - a.cpu)
      .slice(0, TOP)
      .map((r) => [r.cpu.toFixed(2), r.seconds.toFixed(1), r.file, r.title.slice(0, 100)])
    console.log(`\n${textTable(['spec', 'tests', 'CPU s'], byFile, [1, 2])}\n`)
    console.log(`${textTable(['CPU s', 'wall s', 'spec', 'test'], costliest, [0, 1])}\n`)
    console.log(
      `Machine CPU over the whole run: ${total.toFixed(1)} s (the tests: ${this.rows.reduce((s, r) => s + r.cpu, 0).toFixed(1)} s)`,
    )
    const tsv = process.env.CPU_PER_TEST_TSV
    if (tsv)
      writeFileSync(
        tsv,
        this.rows.map((r) => [r.cpu.toFixed(3), r.seconds.toFixed(2), r.status, r.file, r.title].join('\t')).join('\n') + '\n',
      )
  }

  printsToStdio() {
    return true
  }
}
