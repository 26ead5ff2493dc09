// The one walk over a folder's files, for the build scripts and the tests alike: Node's own recursive
// readdir, files only, each as its full path.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every file below `root` (at any depth) whose name passes `keep`, as full paths, in no set order.
 * @param {string} root
 * @param {(name: string) => boolean} [keep]
 * @returns {string[]}
 */
export function filesUnder(root, keep = () => true) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}
