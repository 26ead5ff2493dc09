// `npm start` / `npm run serve`: serves the built site on http://127.0.0.1:4173 (PORT to change).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { startStaticServer } from './static-server.mjs'

const root = join(process.env.DIST_DIR ?? 'dist', 'client')
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run the build that writes it first (\`npm run build\`, or build:integrations, build:pseudo).`)
  process.exit(1)
}
const { port } = await startStaticServer({ root, port: Number(process.env.PORT ?? 4173), host: process.env.HOST ?? '127.0.0.1' })
console.log(`Serving ${root} at http://127.0.0.1:${port}/ (Ctrl+C to stop)`)
