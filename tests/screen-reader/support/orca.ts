/**
 * A screen reader at work: Debian's Orca reading Firefox ESR on a private X display, in a private D-Bus session with
 * its own accessibility bus, driven by key presses sent to Firefox's window. What Orca would say is read from its
 * debug log, where it writes each utterance as `SPEECH OUTPUT: '…'`; no speech server or sound card is involved.
 *
 * What it took to make keys reach Firefox (docs/accessibility.md): a window manager (openbox) and the window
 * activated with xdotool; without them Orca speaks the page's title and nothing after. Every process started
 * here stops with the session, since a speech server or X server left over made the next run hang or lose keys.
 * ORCA_KEEP=1 keeps the session's folder (every program's log) for a look afterwards; ORCA_DISPLAY pins the display.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process'
import { mkdtempSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { AT_SPI_BUS_LAUNCHER, DBUS_DAEMON, FIREFOX, OPENBOX, ORCA, XDOTOOL } from '../../../scripts/lib/test-tools.mjs'
import { kill, startXvfb, type Display } from '../../engines/support/xvfb'

const run = promisify(execFile)

/** Firefox's preferences for a clean, quiet profile that exposes its accessibility tree at once. */
const FIREFOX_PREFS = {
  'accessibility.force_disabled': -1,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.aboutwelcome.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'browser.tabs.warnOnClose': false,
  'browser.sessionstore.resume_from_crash': false,
  'browser.newtab.preload': false,
}

/** Orca's own settings, as its preferences dialog would store them: no key echo (each letter pressed would be
 * spoken), no page summary and no reading of the whole page when a page loads (the keys decide what is read). */
const ORCA_CHANGES = { enableKeyEcho: false, enableBraille: false, sayAllOnLoad: false, pageSummaryOnLoad: false }
const ORCA_SETTINGS = {
  general: ORCA_CHANGES,
  profiles: { default: { profile: ['Default', 'default'], ...ORCA_CHANGES } },
  pronunciations: {},
  keybindings: {},
}

export interface ScreenReader {
  /** Presses `key` (xdotool's names: Tab, h, shift+Tab, Return, Escape, Down) and returns what Orca said for it. */
  press(key: string): Promise<string[]>
  /** Everything Orca has said since it started. */
  said(): string[]
  stop(): Promise<void>
}

/**
 * Starts the whole stack on `url` and resolves once Orca has said that the page whose title starts with `titleOf`
 * has loaded. `firefoxPrefs` are added to the profile (a zoom, say).
 */
export async function startScreenReader(
  url: string,
  { titleOf, firefoxPrefs = {} }: { titleOf: string; firefoxPrefs?: Record<string, string | number | boolean> },
): Promise<ScreenReader> {
  const work = mkdtempSync(join(tmpdir(), 'orca-'))
  const children: ChildProcess[] = []
  let display: Display | undefined
  const speechLog = join(work, 'speech.log')
  const stop = async () => {
    for (const child of children.reverse()) await kill(child)
    await display?.stop()
    // Firefox's last child processes may still write to the profile for a moment after it has gone.
    if (!process.env.ORCA_KEEP) rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
  try {
    display = await startXvfb(process.env.ORCA_DISPLAY)
    const runtime = join(work, 'runtime')
    mkdirSync(runtime, { mode: 0o700 })
    // Orca looks for other Orcas of the same user on the whole machine (`pgrep -u <uid> -x orca`) and refuses to start
    // beside one (`--replace` would kill it). A session's own `pgrep`, which finds none, lets two sessions, each with
    // its own display and buses, run side by side.
    const bin = join(work, 'bin')
    mkdirSync(bin)
    writeFileSync(join(bin, 'pgrep'), '#!/bin/sh\nexit 1\n', { mode: 0o755 })
    const base: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      HOME: work,
      DISPLAY: display.name,
      XDG_RUNTIME_DIR: runtime,
      XDG_CONFIG_HOME: join(work, 'config'),
      XDG_DATA_HOME: join(work, 'data'),
      GNOME_ACCESSIBILITY: '1',
    }
    const bus = spawnChild(children, DBUS_DAEMON, ['--session', '--nofork', '--print-address=1'], base, work, 'dbus')
    const address = await firstLine(bus)
    const env = { ...base, DBUS_SESSION_BUS_ADDRESS: address }
    await startWindowManager(children, env, work)
    spawnChild(children, AT_SPI_BUS_LAUNCHER, ['--launch-immediately'], env, work, 'atspi')
    // No speech server: Debian's only output modules need a sound card, which a test machine lacks, so the server
    // aborts at start (or hangs, run in the foreground). Orca logs what it would say either way; it is told not to
    // start one (the client library's autospawn reads this user configuration).
    mkdirSync(join(work, 'config', 'speech-dispatcher'), { recursive: true })
    writeFileSync(join(work, 'config', 'speech-dispatcher', 'speechd.conf'), 'DisableAutoSpawn\n')
    const prefs = join(work, 'orca-prefs')
    mkdirSync(prefs)
    writeFileSync(join(prefs, 'user-settings.conf'), JSON.stringify(ORCA_SETTINGS))
    // Orca writes its log through Python's file buffering, which holds lines back (8 KB at a time) unless the file
    // is a terminal: `script` gives it one (/dev/tty) and copies each line to the log as it comes.
    const orca = [ORCA, '--user-prefs', prefs, '--debug-file=/dev/tty'].join(' ')
    spawnChild(children, 'script', ['--quiet', '--flush', '--command', orca, speechLog], env, work, 'orca')
    const profile = join(work, 'profile')
    mkdirSync(profile)
    writeFileSync(
      join(profile, 'user.js'),
      Object.entries({ ...FIREFOX_PREFS, ...firefoxPrefs })
        .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
        .join('\n'),
    )
    spawnChild(children, FIREFOX, ['--no-remote', '--profile', profile, url], env, work, 'firefox')
    const window = await waitForWindow(env)
    const xdotool = (...args: string[]) => run(XDOTOOL, args, { env })
    await xdotool('windowactivate', '--sync', window)
    await xdotool('windowfocus', '--sync', window)
    await settled(speechLog, 0, (lines) => lines.some((line) => line.startsWith(`Finished loading ${titleOf}`)))

    const press = async (key: string) => {
      const before = speechLines(speechLog).length
      await xdotool('key', '--window', window, key)
      return settled(speechLog, before)
    }
    return {
      press,
      said: () => speechLines(speechLog),
      stop,
    }
  } catch (error) {
    const said = existsSync(speechLog) ? speechLines(speechLog).join('\n') : '(no speech log)'
    const logs = readdirSync(work)
      .filter((name) => name.endsWith('.log') && name !== 'speech.log')
      .map((name) => `--- ${name}\n${readFileSync(join(work, name), 'utf8').slice(-1500)}`)
    await stop()
    throw new Error(`${(error as Error).message}\nOrca said:\n${said}\n${logs.join('\n')}`)
  }
}

function spawnChild(children: ChildProcess[], command: string, args: string[], env: NodeJS.ProcessEnv, work: string, name: string) {
  // Each program's own output goes to a file in the session's folder, shown when the session fails to start.
  const log = openSync(join(work, `${name}.log`), 'a')
  const child = spawn(command, args, { env, cwd: work, stdio: ['ignore', name === 'dbus' ? 'pipe' : log, log] })
  child.on('error', (error) => writeFileSync(join(work, `${name}.log`), `\n${error.message}`, { flag: 'a' }))
  children.push(child)
  return child
}

/**
 * Starts openbox and resolves once it manages the display (it then answers xdotool's desktop query). Once, with two
 * sessions starting at the same moment, openbox could not open its display and exited, and Firefox's window could
 * not be activated: an openbox that exits at start is started again.
 */
async function startWindowManager(children: ChildProcess[], env: NodeJS.ProcessEnv, work: string): Promise<void> {
  const manages = () =>
    run(XDOTOOL, ['get_num_desktops'], { env }).then(
      () => true,
      () => false,
    )
  for (let attempt = 1; attempt <= 3; attempt++) {
    const openbox = spawnChild(children, OPENBOX, [], env, work, 'openbox')
    const exited = () => openbox.exitCode !== null || openbox.signalCode !== null
    await waitFor(async () => exited() || (await manages()), 10_000, 'openbox to manage the display')
    if (!exited()) return
  }
  throw new Error('openbox exited at start three times')
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(text.split('\n')[0]!.trim())
    })
    child.once('exit', (code) => reject(new Error(`dbus-daemon exited with ${code}`)))
  })
}

/** The id of Firefox's visible window, once it has one. */
async function waitForWindow(env: NodeJS.ProcessEnv): Promise<string> {
  let found = ''
  await waitFor(
    async () => {
      const result = await run(XDOTOOL, ['search', '--onlyvisible', '--class', 'firefox'], { env }).catch(() => ({ stdout: '' }))
      found = result.stdout.trim().split('\n')[0] ?? ''
      return found !== ''
    },
    30_000,
    "Firefox's window",
  )
  return found
}

/** Each utterance in Orca's debug log, in order. */
function speechLines(file: string): string[] {
  if (!existsSync(file)) return []
  // Lines end in CR LF: the log is what `script` copied from a terminal.
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.includes('SPEECH OUTPUT:'))
    .map((line) => line.replace(/^.*SPEECH OUTPUT: '/, '').replace(/'\s*(\{.*)?$/, ''))
}

/**
 * What Orca said after the first `from` utterances, once it has said something (and `until` holds, if given) and
 * then nothing more for a moment: the state after a key, not a guess at how long speech takes.
 */
async function settled(file: string, from: number, until: (lines: string[]) => boolean = () => true): Promise<string[]> {
  let count = -1
  let stillSince = Date.now()
  const started = Date.now()
  for (;;) {
    const lines = speechLines(file).slice(from)
    if (lines.length !== count) {
      count = lines.length
      stillSince = Date.now()
    } else if (count > 0 && until(lines) && Date.now() - stillSince >= 600) return lines
    if (Date.now() - started > 15_000) return lines
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
