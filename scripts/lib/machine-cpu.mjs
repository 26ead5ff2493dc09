// The CPU time the whole machine has spent so far, from the first line of /proc/stat (Linux). Scripts that time
// a step read it before and after, so what the step cost counts every process it started, browsers included.
import { readFileSync } from 'node:fs'

/** Milliseconds per clock tick in /proc/stat (USER_HZ, 100 on Linux). */
const TICK_MS = 10

/**
 * CPU milliseconds the whole machine has spent so far: in user mode (nice included), in the kernel, and idle
 * (waiting for I/O included).
 * @returns {{ user: number, system: number, idle: number }}
 */
export function machineCpu() {
  const firstLine = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0] = firstLine.split(/\s+/).slice(1, 6).map(Number)
  return { user: (user + nice) * TICK_MS, system: system * TICK_MS, idle: (idle + iowait) * TICK_MS }
}
