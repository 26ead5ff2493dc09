// What the audit and the screenshot scripts share: their command-line flags, building the site when asked
// and listing the pages a build holds.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { spawnSync } from 'node:child_process'
import { filesUnder } from './files.mjs'

/** `--name` flags and `--name=value` options from the command line. */
export function commandLine(argv = process.argv.slice(2)) {
  return {
    flag: (/** @type {string} */ name) => argv.includes(`--${name}`),
    option: (/** @type {string} */ name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3),
  }
}

/**
 * Builds into `distDir` when `build` is true; exits with `hint` when there is no built site to read.
 * @param {string} distDir
 * @param {{ build: boolean, hint: string }} options
 */
export function ensureBuilt(distDir, { build, hint }) {
  if (build) {
    console.log(`Building into ${distDir}/ …`)
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  const root = join(distDir, 'client')
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No built site in ${root}: ${hint}`)
    process.exit(1)
  }
  return root
}

/**
 * Every HTML file below `root` as its URL path (`/en/index.html` → `/en/`) and its file.
 * @param {string} root
 * @returns {{ url: string, file: string }[]}
 */
export function builtHtmlFiles(root) {
  return filesUnder(root, (name) => name.endsWith('.html')).map((file) => {
    const rel = relative(root, file).split(sep).join('/')
    return { url: `/${rel.replace(/(^|\/)index\.html$/, '$1')}`, file }
  })
}

/**
 * The site's languages in the order of its language table, read from the build itself (the root page's
 * chooser links every language, `<a href="/da/" lang="da">`), so these Node scripts keep no list of their own.
 * @param {string} root
 * @returns {string[]}
 */
export function builtLanguages(root) {
  const chooser = readFileSync(join(root, 'index.html'), 'utf8')
  return [...chooser.matchAll(/<a [^>]*href="\/([^/"]+)\/" lang="\1"/g)].map((match) => match[1] ?? '')
}
