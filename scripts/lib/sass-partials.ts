/**
 * A Sass importer for `@use 'partials:<folder>'`: it stands for every partial (`_name.scss`) under that
 * folder, in path order. main.scss lists the layers once, and a page folder that holds a `_page.scss`
 * is styled without a line anywhere else (adding a page is one table entry and one folder).
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Importer } from 'sass'

function partialsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return partialsUnder(path)
      return entry.name.startsWith('_') && entry.name.endsWith('.scss') ? [path] : []
    })
    .sort()
}

/** `root` is the project folder; `partials:pages` lists the partials under `<root>/pages`. */
export function partialsImporter(root: string): Importer<'sync'> {
  return {
    canonicalize: (url) => (url.startsWith('partials:') ? new URL(url) : null),
    load: (canonicalUrl) => {
      const files = partialsUnder(join(root, canonicalUrl.pathname))
      // Each partial gets its own namespace, since two folders may hold partials of the same name.
      const contents = files.map((file, i) => `@use '${pathToFileURL(file).href}' as partial-${i};`).join('\n')
      return { contents, syntax: 'scss' }
    },
  }
}
