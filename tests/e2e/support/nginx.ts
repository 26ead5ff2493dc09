/**
 * Debian's nginx serving the built folder with the generated dist/nginx/site.conf, unprivileged, on a loopback
 * port: a main configuration in a temporary folder (pid, logs and temp paths there, nginx in the foreground as
 * a child process) that loads the brotli module and includes site.conf with only `listen` and `root` changed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { NGINX, NGINX_BROTLI_MODULE } from '../../../scripts/lib/test-tools.mjs'
import { DIST } from './site'

export const SITE_CONF = join(DIST, '..', 'nginx', 'site.conf')
/** Debian's nginx loads its dynamic modules from here; one of them must be brotli_static. */
const MODULES = '/etc/nginx/modules-enabled'

export interface RunningNginx {
  /** What `nginx -t` printed; it exited 0. */
  configTest: string
  stop: () => Promise<void>
}

function replaceOnce(text: string, from: RegExp, to: string): string {
  const found = text.match(new RegExp(from.source, 'gm'))?.length ?? 0
  if (found !== 1) throw new Error(`site.conf should have one line matching ${from}, found ${found}`)
  return text.replace(new RegExp(from.source, 'm'), to)
}

function missingTools(): string[] {
  const missing = [NGINX, NGINX_BROTLI_MODULE].filter((path) => !existsSync(path))
  const enabled = existsSync(MODULES) ? spawnSync('sh', ['-c', `cat ${MODULES}/*.conf`], { encoding: 'utf8' }).stdout : ''
  if (!/ngx_http_brotli_static_module\.so/.test(enabled)) missing.push(`${MODULES}/*.conf loading the brotli static module`)
  return missing
}

function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000
  return new Promise((resolvePromise, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with ${child.exitCode}:\n${log()}`))
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolvePromise()
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port} within 10 s:\n${log()}`))
        else setTimeout(attempt, 100)
      })
    }
    attempt()
  })
}

/** Whether something already answers on the port: a left-over nginx would otherwise be tested instead. */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolvePromise(true)
    })
    socket.once('error', () => {
      socket.destroy()
      resolvePromise(false)
    })
  })
}

export async function startNginx(port: number): Promise<RunningNginx> {
  const missing = missingTools()
  if (missing.length)
    throw new Error(`nginx with the brotli module is needed (missing: ${missing.join(', ')}): run \`node scripts/ensure-test-tools.mjs\`.`)
  if (!existsSync(SITE_CONF)) throw new Error(`No ${SITE_CONF}: run \`npm run build\` first.`)
  if (await portInUse(port)) throw new Error(`Something already listens on 127.0.0.1:${port}; stop it or set NGINX_PORT.`)

  const dir = mkdtempSync(join(tmpdir(), 'giftroll-nginx-'))
  try {
    return await startIn(dir, port)
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

async function startIn(dir: string, port: number): Promise<RunningNginx> {
  let site = readFileSync(SITE_CONF, 'utf8')
  site = replaceOnce(site, /^ {4}listen 80;$/, `    listen 127.0.0.1:${port};`)
  site = replaceOnce(site, /^ {4}root \/var\/www\/site;$/, `    root ${resolve(DIST)};`)
  writeFileSync(join(dir, 'site.conf'), site)
  const errorLog = join(dir, 'error.log')
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${join(dir, name)};`)
  const main = [
    'daemon off;',
    // As root nginx would hand the workers to `nobody`, who may not read the worktree.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${errorLog} warn;`,
    `include ${MODULES}/*.conf;`,
    'events { worker_connections 64; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    access_log off;',
    ...temp,
    `    include ${join(dir, 'site.conf')};`,
    '}',
    '',
  ].join('\n')
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, main)
  // No -p: Debian's modules-enabled files name the modules relative to nginx's own prefix.
  const args = ['-e', errorLog, '-c', conf]
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '')

  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' })
  const configTest = `${check.stdout}${check.stderr}`
  if (check.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${configTest}\n${main}\n${site}`)

  // Its own process group, so stopping it ends the worker too.
  const child = spawn(NGINX, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)))
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
  // Should the test worker die without afterAll, nginx must not outlive it and hold the port.
  const backstop = () => killGroup('SIGKILL')
  process.once('exit', backstop)
  const stop = async () => {
    process.off('exit', backstop)
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      killGroup('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForPort(port, child, () => `${stderr}${log()}`)
  } catch (error) {
    await stop()
    throw error
  }
  return { configTest, stop }
}
