// The audit's reading of a Lighthouse trace (scripts/lib/main-thread.mjs): the page's main-thread tasks after its
// navigation, and the commit task that creates its script context, as wall time against CPU time.
import { describe, expect, it } from 'vitest'
import { mainThreadTime, runsByCommitClock } from '../../scripts/lib/main-thread.mjs'

const PAGE = { pid: 20, tid: 1 }
const OTHER_THREAD = { pid: 20, tid: 7 }
const OLD_RENDERER = { pid: 10, tid: 1 }

const navigation = (url: string, at: number, thread = PAGE) => ({
  name: 'navigationStart',
  ph: 'R',
  ...thread,
  ts: at,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
})
const task = (ts: number, dur: number, tdur: number | undefined, thread = PAGE) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
})
const contextCreation = (ts: number, dur: number, thread = PAGE) => ({
  name: 'LocalWindowProxy::Initialize',
  ph: 'X',
  ...thread,
  ts,
  dur,
  tdur: dur,
})

describe('mainThreadTime', () => {
  const trace = [
    navigation('about:blank', 0, OLD_RENDERER),
    task(500, 90_000, 80_000, OLD_RENDERER),
    contextCreation(600, 1_000, OLD_RENDERER),
    navigation('http://127.0.0.1:4173/en/', 1_000),
    // Before the navigation started: not the page's.
    task(200, 5_000, 5_000),
    // The commit task: 40 ms on the clock, 12 ms on the CPU, with the context created inside it.
    task(2_000, 40_000, 12_000),
    contextCreation(2_500, 10_000),
    // A parse task that got the CPU it needed.
    task(50_000, 10_000, 9_000),
    // Another thread of the page's process, and a task the trace gives no CPU time for.
    task(51_000, 30_000, 30_000, OTHER_THREAD),
    task(70_000, 3_000, undefined),
  ]

  it('reads the commit task and every main-thread task after the navigation, in milliseconds', () => {
    expect(mainThreadTime(trace)).toEqual({
      commit: { wallMs: 40, cpuMs: 12 },
      tasks: { count: 2, wallMs: 50, cpuMs: 21 },
    })
  })

  it('has no commit task when no script context was created on the page’s thread', () => {
    const withoutContext = trace.filter((e) => !(e.name === 'LocalWindowProxy::Initialize' && e.pid === PAGE.pid))
    expect(mainThreadTime(withoutContext)?.commit).toBeNull()
  })

  it('is null without a navigation to an http(s) page, or without CPU times', () => {
    expect(mainThreadTime(trace.filter((e) => e.name !== 'navigationStart' || e.pid !== PAGE.pid))).toBeNull()
    expect(mainThreadTime(trace.map((e) => ({ ...e, tdur: undefined })))).toBeNull()
  })
})

describe('runsByCommitClock', () => {
  const run = (tbtMs: number, wallMs: number, cpuMs: number) => ({
    tbtMs,
    mainThread: { commit: { wallMs, cpuMs }, tasks: { count: 1, wallMs, cpuMs } },
  })

  it('splits the runs into equal groups by the commit’s clock time, shortest first, and sums up each', () => {
    const runs = [run(120, 60, 12), run(10, 15, 10), run(0, 12, 10), run(40, 30, 11), run(80, 45, 12), run(20, 25, 11)]
    expect(runsByCommitClock(runs, 50)).toEqual([
      { fromMs: 12, toMs: 15, runs: 2, meanTbtMs: 5, overGoal: 0, meanCommitCpuMs: 10 },
      { fromMs: 25, toMs: 30, runs: 2, meanTbtMs: 30, overGoal: 0, meanCommitCpuMs: 11 },
      { fromMs: 45, toMs: 60, runs: 2, meanTbtMs: 100, overGoal: 2, meanCommitCpuMs: 12 },
    ])
  })

  it('leaves out runs without a commit task or a TBT, and makes no empty group', () => {
    const runs = [run(10, 15, 10), { tbtMs: 99, mainThread: null }, { ...run(99, 70, 10), tbtMs: null }]
    expect(runsByCommitClock(runs, 50)).toEqual([{ fromMs: 15, toMs: 15, runs: 1, meanTbtMs: 10, overGoal: 0, meanCommitCpuMs: 10 }])
  })
})
