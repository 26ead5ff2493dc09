/**
 * Cloudflare Pages as a host, on this machine: `wrangler pages dev` serves the built folder in Cloudflare's own
 * runtime (workerd, inside the wrangler package), applying `_headers`, its redirects and its 404 rules as
 * Cloudflare Pages does, offline. Its compatibility date is fixed (a date newer than the runtime stops it from
 * starting). It prints an error while it tries to fetch `Request.cf` from Cloudflare and carries on with a
 * placeholder; nothing else leaves the machine.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { DIST } from './site'

const require = createRequire(import.meta.url)
/** The wrangler command of the installed package (a devDependency). */
const WRANGLER = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js')
/** Cloudflare's runtime behaviour is chosen by date; this one is older than the runtime the package ships. */
export const COMPATIBILITY_DATE = '2026-05-01'

export interface RunningWrangler {
  stop: () => Promise<void>
}

/** Serves DIST on `port` and resolves once the runtime says it is ready. */
export function startWrangler(port: number): Promise<RunningWrangler> {
  const child = spawn(
    process.execPath,
    // Its local state (a cache) in a temporary folder, not the repository.
    [
      ...[WRANGLER, 'pages', 'dev', DIST, '--port', String(port), '--ip', '127.0.0.1'],
      ...['--compatibility-date', COMPATIBILITY_DATE, '--persist-to', mkdtempSync(join(tmpdir(), 'wrangler-'))],
    ],
    // No telemetry and no update check: the machine is offline, and a test run asks nothing of Cloudflare.
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'warn', NO_UPDATE_NOTIFIER: '1', CI: '1' } },
  )
  let log = ''
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`wrangler pages dev did not get ready on ${port} within 60 s:\n${log}`))
    }, 60_000)
    const ready = async () => {
      // Ready when it answers, whatever it prints while starting.
      try {
        await fetch(`http://127.0.0.1:${port}/robots.txt`)
        clearTimeout(timer)
        resolve({ stop })
      } catch {
        if (child.exitCode === null) setTimeout(() => void ready(), 250)
      }
    }
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`wrangler pages dev exited with ${code}:\n${log}`))
    })
    void ready()
  })
}
