/**
 * Global setup of the integration project: migrates and seeds the demo content once per run (~30 s)
 * into a template database and media folder; seededPayload() (seeded.ts) gives each test file that
 * asks for it a copy of both. Torn down after the run.
 */
import fs from 'node:fs'

import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { TestProject } from 'vitest/node'

import { isPostgres } from '@/cms/database'

import { databaseOf, newDatabase, runSql, type Place } from './databases'

export interface SeedTemplate extends Place {
  /** The run's DATABASE_URI: where a PostgreSQL copy is made from (no one may be connected to the template). */
  server: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate
  }
}

export default async function setup(project: TestProject) {
  // The project's env (DATABASE_URI, PAYLOAD_SECRET) reaches the test workers, not this process.
  const env = project.config.env as Record<string, string>
  const server = env.DATABASE_URI!
  const template = await newDatabase(server, 'template')
  const payload = await withEnv({ ...env, DATABASE_URI: template.databaseUri, MEDIA_DIR: template.mediaDir }, seed)
  await payload.destroy()
  // destroy() leaves the connections open; a copy needs them closed.
  if (isPostgres(server)) {
    // Payload keeps the client it connected with checked out, so its pool would never end.
    await runSql(server, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseOf(template.databaseUri)}'`)
  } else {
    // Everything into the main file, which is all a copy takes.
    const { client } = payload.db as unknown as SQLiteAdapter
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    client.close()
  }
  project.provide('seedTemplate', { ...template, server })

  return async () => {
    if (isPostgres(server)) await runSql(server, `DROP DATABASE ${databaseOf(template.databaseUri)}`)
    else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(databaseOf(template.databaseUri) + suffix, { force: true })
    fs.rmSync(template.mediaDir, { recursive: true, force: true })
  }
}

/** The database of DATABASE_URI migrated and seeded. */
async function seed(): Promise<Payload> {
  // Imported only now: the config reads DATABASE_URI and MEDIA_DIR when it loads.
  const { migratedPayload } = await import('./seeded')
  const { seedIfEmpty } = await import('@/cms/seed')
  const payload = await migratedPayload()
  await seedIfEmpty(payload)
  return payload
}

/** Runs `work` with `env` on top of process.env, then puts those variables back as they were. */
async function withEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  try {
    return await work()
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}
