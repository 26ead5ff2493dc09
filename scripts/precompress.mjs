// Pre-compressed siblings for every text file of the built folder: `x.html.br` (brotli, quality 11) and
// `x.html.gz` (gzip, level 9), so a host that serves them (nginx gzip_static / brotli_static, the test
// server, S3 with Content-Encoding metadata) never compresses at request time. Run by scripts/postbuild.mjs
// as its last step; `node scripts/precompress.mjs [dir]` runs it alone.
import { readFileSync, writeFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { filesUnder } from './lib/files.mjs'

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt'])

const textFiles = (dir) => filesUnder(dir, (name) => COMPRESSIBLE.has(extname(name)))

export function precompress(dir) {
  let files = 0
  let bytes = 0
  let brBytes = 0
  for (const file of textFiles(dir)) {
    const data = readFileSync(file)
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    })
    writeFileSync(`${file}.br`, br)
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    files++
    bytes += data.length
    brBytes += br.length
  }
  return { files, bytes, brBytes }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const dir = process.argv[2] ?? join(process.env.DIST_DIR ?? 'dist', 'client')
  const { files, bytes, brBytes } = precompress(dir)
  console.log(`precompress: ${files} files, ${(bytes / 1024).toFixed(0)} KB → ${(brBytes / 1024).toFixed(0)} KB brotli`)
}
