// Writes generated files under public/ and remembers them for the closing size report.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const PUB = join(ROOT, 'public')

const written = []

export async function out(rel, data) {
  const file = join(PUB, rel)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, data)
  written.push([relative(ROOT, file), data.length])
}

export function report() {
  for (const [f, n] of written) console.log(`${f.padEnd(40)} ${(n / 1024).toFixed(1).padStart(7)} KB`)
}
