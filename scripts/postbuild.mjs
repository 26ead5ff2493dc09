// After `vike build`: gives every 404 page its host-friendly name (`/da/404/index.html` → `/da/404.html`).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const client = join(process.env.DIST_DIR ?? 'dist', 'client')
if (!existsSync(client)) throw new Error(`No build output at ${client}`)

function moveNotFound(dir) {
  const from = join(dir, '404', 'index.html')
  if (!existsSync(from)) return false
  renameSync(from, join(dir, '404.html'))
  if (readdirSync(join(dir, '404')).length === 0) rmSync(join(dir, '404'), { recursive: true })
  return true
}

let moved = moveNotFound(client) ? 1 : 0
for (const entry of readdirSync(client, { withFileTypes: true })) {
  if (entry.isDirectory() && moveNotFound(join(client, entry.name))) moved++
}
console.log(`postbuild: ${moved} 404 pages in place`)
