// A copy of this checkout somewhere else, as a deployment would hold it: the files git knows of
// (committed or not, but not ignored), node_modules as hard links, and a build if the source has
// one. The cluster's instances run from copies, and so does the further-language build (issue 40):
// a build with other settings in a folder of its own leaves this checkout's build and tsconfig alone.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The site's own files: those git knows of (committed or not, but not ignored). */
export function siteFiles() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  return listed.stdout.split('\0').filter((file) => file && existsSync(path.join(ROOT, file)))
}

/**
 * A copy of a site folder at `to`: its files, its build (not its runtime cache), and node_modules
 * as hard links. Keep `to` outside this checkout: nested in it, a copy would see two lockfiles and
 * its build another root.
 */
export function copySite(files, from, to) {
  rmSync(to, { recursive: true, force: true })
  for (const file of files) cpSync(path.join(from, file), path.join(to, file))
  if (spawnSync('cp', ['-al', path.join(from, 'node_modules'), path.join(to, 'node_modules')]).status !== 0) {
    throw new Error(`could not link ${from}/node_modules`)
  }
  const build = path.join(from, '.next')
  if (from !== ROOT && existsSync(build)) {
    cpSync(build, path.join(to, '.next'), { recursive: true, filter: (file) => !file.startsWith(path.join(build, 'cache')) })
  }
}
