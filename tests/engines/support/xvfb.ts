/**
 * A private X display for WebKit (MiniBrowser is a GTK window and needs one, even when nobody looks at it).
 * Xvfb picks a free display number itself (-displayfd), so parallel runs never fight over one; WEBKIT_DISPLAY
 * (e.g. ":91") pins it when a machine hands out display numbers.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { XVFB } from '../../../scripts/lib/test-tools.mjs'

export interface Display {
  /** The DISPLAY value for programs that should draw on it, e.g. ":91". */
  readonly name: string
  /** Ends Xvfb and resolves once it has exited (so it is reaped, not left a zombie). */
  stop(): Promise<void>
}

export async function startXvfb(pinned = process.env.WEBKIT_DISPLAY): Promise<Display> {
  if (pinned && existsSync(socketOf(pinned))) throw new Error(`X display ${pinned} is already taken`)
  const args = ['-screen', '0', '1280x1024x24', '-nolisten', 'tcp']
  // With -displayfd Xvfb writes the display number it took to that descriptor once it accepts clients.
  const child = pinned
    ? spawn(XVFB, [pinned, ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn(XVFB, ['-displayfd', '3', ...args], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const stop = () => kill(child)
  try {
    const name = pinned ?? `:${await readDisplayNumber(child)}`
    if (pinned) await waitForSocket(child, pinned)
    return { name, stop }
  } catch (error) {
    await stop()
    throw new Error(`Xvfb did not start: ${(error as Error).message}\n${stderr}`)
  }
}

function readDisplayNumber(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const fd = child.stdio[3] as NodeJS.ReadableStream
    fd.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(text.trim())
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)))
    setTimeout(() => reject(new Error('no display number after 10 s')), 10_000).unref()
  })
}

/** A pinned display is ready once its socket exists (Xvfb has no other readiness signal without -displayfd). */
async function waitForSocket(child: ChildProcess, display: string): Promise<void> {
  const socket = socketOf(display)
  const until = Date.now() + 10_000
  while (!existsSync(socket)) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`)
    if (Date.now() > until) throw new Error(`no socket ${socket} after 10 s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function socketOf(display: string): string {
  return `/tmp/.X11-unix/X${display.replace(/^:/, '').split('.')[0]}`
}

/** Ends a child process (TERM, then KILL after three seconds) and resolves once it has exited, so it is reaped. */
export function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000)
  return exited.finally(() => clearTimeout(timer))
}
