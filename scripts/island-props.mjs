// Island props out of the HTML: the JSON an island needs to start (its texts, links, every currency's prices)
// is written once to a content-named file under /assets/islands/, and the page keeps only its address
// (`data-props-src`). Nobody without scripts reads props, and a page's first round trip should carry what is
// read, not what an island may need later (docs/decisions.md §52). The header's islands have the same props on
// every page of a language, so the browser fetches them once. Small props stay inline: below the threshold
// the attribute costs less than a request.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder } from './lib/files.mjs'

/** Props shorter than this (characters of JSON) stay in the page. */
export const INLINE_PROPS_MAX = 256
/** Where the files go, below the built client folder; cached as immutable like the other hashed assets. */
export const ISLAND_PROPS_DIR = 'assets/islands'

/** @type {Record<string, string>} */
const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" }

/**
 * The text of an HTML attribute value as React writes it (named and numeric character references).
 * @param {string} value
 */
export function unescapeAttribute(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole
    return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)))
  })
}

/**
 * Moves every island's props above the threshold out of one page's HTML. `write(name, json)` stores a file.
 * @param {string} html
 * @param {(name: string, json: string) => void} write
 * @returns {{ html: string, moved: number }}
 */
export function moveIslandProps(html, write) {
  let moved = 0
  const out = html.replace(/ data-props="([^"]*)"/g, (whole, value) => {
    const json = unescapeAttribute(value)
    if (json.length < INLINE_PROPS_MAX) return whole
    JSON.parse(json) // a page whose props are not JSON fails the build here, not in a visitor's browser
    const name = `${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`
    write(name, json)
    moved++
    return ` data-props-src="/${ISLAND_PROPS_DIR}/${name}"`
  })
  return { html: out, moved }
}

/**
 * Every HTML page of the built client folder.
 * @param {string} client
 */
export function writeIslandProps(client) {
  const dir = join(client, ISLAND_PROPS_DIR)
  mkdirSync(dir, { recursive: true })
  const files = new Set()
  let pages = 0
  for (const path of filesUnder(client, (name) => name.endsWith('.html'))) {
    const { html, moved } = moveIslandProps(readFileSync(path, 'utf8'), (name, json) => {
      files.add(name)
      if (!existsSync(join(dir, name))) writeFileSync(join(dir, name), json)
    })
    if (moved === 0) continue
    writeFileSync(path, html)
    pages++
  }
  return { pages, files: files.size }
}
