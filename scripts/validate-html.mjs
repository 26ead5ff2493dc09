// html-validate over every page the build emitted (the `npm test` step "test:html").
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate'

const root = join(process.env.DIST_DIR ?? 'dist', 'client')
const files = []
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path)
    else if (entry.name.endsWith('.html')) files.push(path)
  }
}
walk(root)
if (files.length === 0) {
  console.error(`No HTML files under ${root}: build first.`)
  process.exit(1)
}

// React 19 numbers `useId` values like `_i2-R_0_`; "relaxed" valid-id allows the leading underscore.
const validator = new HtmlValidate(new FileSystemConfigLoader())
const results = []
for (const file of files) {
  const report = await validator.validateFile(file)
  if (!report.valid) results.push(...report.results)
}
if (results.length) {
  console.error(formatterFactory('stylish')(results))
  console.error(`html-validate: ${results.length} of ${files.length} pages have errors`)
  process.exit(1)
}
console.log(`html-validate: ${files.length} pages, 0 errors`)
