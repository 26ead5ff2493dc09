// How long a page's main-thread tasks took against the CPU time the thread actually got, read from a Lighthouse
// run's trace, for `npm run audit`. Lighthouse's simulated throttling multiplies each task's observed (wall) time,
// so a task that waited for a core while other processes ran (the browser's own, its tracing, Lighthouse
// itself) counts as the page's work. The task that commits the navigation creates the page's script context in
// a fresh renderer process and is almost all the browser's doing; its wall time against its CPU time shows how
// much of a run's blocking time the machine added.

/** A trace event as Chromium writes it (times in microseconds). */
/** @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }} TraceEvent */

/** @typedef {{ wallMs: number, cpuMs: number }} TaskTime */

/**
 * The main frame's first navigation to an http(s) page in the trace: its renderer's main thread and start.
 * @param {TraceEvent[]} events
 */
function pageNavigation(events) {
  return events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  )
}

/**
 * The page's main-thread tasks after its navigation started: the commit task (the one that creates the page's
 * script context, `LocalWindowProxy::Initialize`) and all of them together, each as wall and CPU milliseconds.
 * Null when the trace has no such navigation or its tasks carry no CPU time.
 * @param {TraceEvent[]} events
 * @returns {{ commit: TaskTime | null, tasks: TaskTime & { count: number } } | null}
 */
export function mainThreadTime(events) {
  const navigation = pageNavigation(events)
  if (!navigation) return null
  const onMainThread = (/** @type {TraceEvent} */ e) =>
    e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.ts >= navigation.ts
  const tasks = events.filter((e) => onMainThread(e) && e.name === 'RunTask' && typeof e.tdur === 'number')
  if (tasks.length === 0) return null
  const contextCreation = events.find((e) => onMainThread(e) && e.name === 'LocalWindowProxy::Initialize')
  const commitTask = contextCreation
    ? tasks.find((t) => t.ts <= contextCreation.ts && t.ts + (t.dur ?? 0) >= contextCreation.ts + (contextCreation.dur ?? 0))
    : undefined
  const ms = (/** @type {number} */ us) => us / 1000
  return {
    commit: commitTask ? { wallMs: ms(commitTask.dur ?? 0), cpuMs: ms(commitTask.tdur ?? 0) } : null,
    tasks: {
      count: tasks.length,
      wallMs: ms(tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0)),
      cpuMs: ms(tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0)),
    },
  }
}

/**
 * Lighthouse runs split into `parts` groups of (nearly) equal size by their commit task's time on the clock,
 * shortest first: each group's clock range, how many runs, their mean TBT, how many exceeded `tbtGoalMs`, and the
 * commit's mean CPU time. If blocking time follows the clock while the CPU stays put, the machine decides it.
 * Runs without a commit task are left out.
 * @param {{ tbtMs: number | null, mainThread: ReturnType<typeof mainThreadTime> }[]} runs
 * @param {number} tbtGoalMs
 * @param {number} [parts]
 */
export function runsByCommitClock(runs, tbtGoalMs, parts = 3) {
  const timed = runs
    .filter((r) => r.mainThread?.commit && typeof r.tbtMs === 'number')
    .map((r) => ({ tbtMs: /** @type {number} */ (r.tbtMs), commit: /** @type {TaskTime} */ (r.mainThread?.commit) }))
    .sort((a, b) => a.commit.wallMs - b.commit.wallMs)
  const mean = (/** @type {number[]} */ values) => values.reduce((sum, v) => sum + v, 0) / values.length
  const groups = []
  for (let i = 0; i < parts; i++) {
    const group = timed.slice(Math.round((i * timed.length) / parts), Math.round(((i + 1) * timed.length) / parts))
    const first = group[0]
    const last = group[group.length - 1]
    if (!first || !last) continue
    groups.push({
      fromMs: first.commit.wallMs,
      toMs: last.commit.wallMs,
      runs: group.length,
      meanTbtMs: mean(group.map((r) => r.tbtMs)),
      overGoal: group.filter((r) => r.tbtMs > tbtGoalMs).length,
      meanCommitCpuMs: mean(group.map((r) => r.commit.cpuMs)),
    })
  }
  return groups
}
