import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * The layers of docs/architecture.md, checked on every import in src: a layer imports only the
 * layers below it. Type-only imports are erased from the build, but they still tie a layer to
 * another one, so they count too, except where `typesFrom` says.
 */
const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')

/** What each layer must not import (the first folder under src). */
const forbidden: Record<string, string[]> = {
  ops: ['app', 'components', 'data', 'cms', 'seo', 'i18n', 'rules'],
  rules: ['app', 'components', 'data', 'cms', 'seo', 'i18n'],
  i18n: ['app', 'components', 'data', 'cms', 'seo'],
  cms: ['app', 'components', 'data', 'i18n'],
  data: ['app', 'components', 'i18n'],
  seo: ['app', 'components'],
  components: ['app'],
}

/** The one file of seo/ that cms may use: the site's address, which imports nothing itself. */
const leavesBelowCms = ['seo/siteUrl']

/** The text catalogue's files are data that import nothing: the API's answers read theirs too. */
const isCatalogueFile = (target: string) => /^i18n\/messages\/[a-z]+\/\w+\.json$/.test(target.split(path.sep).join('/'))

/** A view names the shape of its loader's answer (an inferred type) without calling the loader. */
const typesFrom: Record<string, string[]> = { components: ['app'] }

/**
 * Imports known to break the rule, each with the reason it is still there. The test fails when one
 * is gone, so that the list only shrinks.
 */
const knownExceptions: string[] = []

function sourceFiles(dir: string, { migrations = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' && !migrations ? [] : sourceFiles(full, { migrations })
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : []
  })
}

/** Every import of a file that names a file (relative or `@/`), as an absolute path, and whether it is type-only. */
function fileImportsOf(file: string): { absolute: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8')
  const found: { absolute: string; typeOnly: boolean }[] = []
  for (const match of text.matchAll(/(?:^|\n)\s*(import\s+type\s|import\s|export\s)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) {
    const specifier = match[2] ?? match[3] ?? match[4]!
    const absolute = specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : specifier === '@payload-config'
        ? path.join(src, 'cms/payload.config.ts')
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : null
    if (absolute) found.push({ absolute, typeOnly: /^import\s+type\s/.test(match[1] ?? '') })
  }
  return found
}

/** Every import of `file` that leads inside src, as a path relative to src, and whether it is type-only. */
function importsOf(file: string): { target: string; typeOnly: boolean }[] {
  return fileImportsOf(file)
    .filter(({ absolute }) => absolute.startsWith(src + path.sep))
    .map(({ absolute, typeOnly }) => ({ target: path.relative(src, absolute), typeOnly }))
}

/** The imports of the files under `dir` that lead outside `allowed` (package imports always pass). */
function importsLeaving(dir: string, allowed: string[], options?: { migrations?: boolean }): string[] {
  return sourceFiles(dir, options).flatMap((file) =>
    fileImportsOf(file)
      .filter(({ absolute }) => !allowed.some((folder) => absolute === folder || absolute.startsWith(folder + path.sep)))
      .map(({ absolute }) => `${path.relative(root, file)} -> ${path.relative(root, absolute)}`),
  )
}

function violations(): string[] {
  const out: string[] = []
  for (const file of sourceFiles(src)) {
    const from = path.relative(src, file)
    const layer = from.split(path.sep)[0]
    for (const { target, typeOnly } of importsOf(file)) {
      const targetLayer = target.split(path.sep)[0]
      if (!forbidden[layer]?.includes(targetLayer)) continue
      if (typeOnly && typesFrom[layer]?.includes(targetLayer)) continue
      if (isCatalogueFile(target)) continue
      out.push(`${from} -> ${target}`)
    }
  }
  return out
}

describe('layers: each imports only the layers below it', () => {
  const found = violations()

  it('holds for every file, apart from the known exceptions', () => {
    expect(found.filter((line) => !knownExceptions.includes(line))).toEqual([])
  })

  it('lists only exceptions that still exist', () => {
    expect(knownExceptions.filter((line) => !found.includes(line))).toEqual([])
  })

  it('lets cms use seo only through its leaf files', () => {
    const cmsToSeo = sourceFiles(path.join(src, 'cms')).flatMap((file) =>
      importsOf(file)
        .map(({ target }) => target)
        .filter((target) => target.startsWith(`seo${path.sep}`) && !leavesBelowCms.includes(target)),
    )
    expect(cmsToSeo).toEqual([])
  })

  it('sees the imports it checks (a broken pattern would pass everything)', () => {
    const dashboard = importsOf(path.join(src, 'components/admin/Dashboard.tsx')).map(({ target }) => target)
    expect(dashboard).toContain('data/dashboard')
    expect(dashboard).toContain('cms/components/adminText')
    expect(importsOf(path.join(src, 'data/cache.ts'))).toContainEqual({ target: 'rules/tags', typeOnly: true })
  })
})

describe('the site, its server and the tooling stay apart', () => {
  it('nothing in src imports a file outside src (the server, the test and bench tooling)', () => {
    expect(importsLeaving(src, [src], { migrations: true })).toEqual([])
  })

  it('the production server imports nothing of the test and bench tooling', () => {
    expect(importsLeaving(path.join(root, 'server'), [path.join(root, 'server')])).toEqual([])
  })

  it('a migration, and every helper it uses, imports only files inside src/cms/migrations', () => {
    // Frozen: a later change to the rules, the seed or a collection must not change what an old migration does.
    const migrations = path.join(src, 'cms/migrations')
    expect(importsLeaving(migrations, [migrations], { migrations: true })).toEqual([])
  })

  it('nothing in src, server, packages, scripts or tests reaches into a package\'s internals (next/dist/…, <package>/dist/…)', () => {
    const internal = /(?:from\s+|import\(\s*|require\(\s*)['"]((?:@[^/'"]+\/)?[^./'"][^/'"]*\/dist\/[^'"]*)['"]/g
    const self = path.relative(root, import.meta.filename)
    const found = ['src', 'server', 'packages', 'scripts', 'tests'].flatMap((folder) =>
      sourceFiles(path.join(root, folder), { migrations: true }).filter((file) => path.relative(root, file) !== self).flatMap((file) => {
        const text = readFileSync(file, 'utf8')
        const specifiers = [...text.matchAll(internal)].map((match) => match[1])
        if (text.includes('next/dist')) specifiers.push('next/dist')
        return [...new Set(specifiers)].map((specifier) => `${path.relative(root, file)}: ${specifier}`)
      }),
    )
    expect(found).toEqual([])
    // The pattern itself sees such imports.
    expect([..."import a from 'next/dist/server/x'\nconst b = require('@payloadcms/ui/dist/y')".matchAll(internal)]).toHaveLength(2)
  })

  it('sees imports that leave a folder (a broken pattern would pass everything)', () => {
    expect(importsLeaving(path.join(root, 'scripts/bench'), [path.join(root, 'scripts/bench')]).some((line) => line.includes('scripts/tooling/'))).toBe(true)
    expect(importsLeaving(path.join(src, 'data'), [path.join(src, 'data')]).some((line) => line.includes('src/rules/'))).toBe(true)
  })
})
