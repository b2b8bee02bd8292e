import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import config from '../../next.config'

const root = path.resolve(import.meta.dirname, '../..')

/** The libraries of Payload's that issue 36 loads from node_modules, and the bundled packages that import them. */
const payloadLibraries = ['drizzle-kit', 'drizzle-orm', 'undici', 'zod', 'nodemailer', 'ajv', 'prompts']
const importers = ['payload', '@payloadcms/drizzle', '@payloadcms/db-postgres', '@payloadcms/db-sqlite', '@payloadcms/email-nodemailer']

/** The folder a package is installed in, as Node finds it from `from`. */
const installedAt = (name: string, from = root) => path.join(from, 'node_modules', name)

// Turbopack makes a package external only if Node resolves it from the project's folder; otherwise
// it bundles it without a word, once per route group (issue 36: 16 copies of a 3.1 MB chunk). And
// one that an importer has in a version of its own would be loaded in the wrong version.
describe('the packages the server loads from node_modules (serverExternalPackages)', () => {
  it('include the libraries that Payload pulls into every route group', () => {
    expect(config.serverExternalPackages).toEqual(expect.arrayContaining(payloadLibraries))
  })

  it.each(payloadLibraries)('%s is installed at the top of node_modules, where Node finds it from the project', (name) => {
    expect(existsSync(path.join(installedAt(name), 'package.json'))).toBe(true)
  })

  it.each(payloadLibraries)('%s is the copy every importer of it gets (none has one of its own)', (name) => {
    const own = importers.map((importer) => installedAt(name, installedAt(importer))).filter((folder) => existsSync(folder))
    expect(own).toEqual([])
  })
})
