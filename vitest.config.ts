import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Six projects, run one at a time by scripts/test.mjs (`npm test`) or by hand:
//   npx vitest run --project unit          pure rules, no database
//   npx vitest run --project integration   the data layer against DATABASE_URI (SQLite or PostgreSQL)
//   npx vitest run --project http          HTTP calls against a running server at BASE_URL
//   npx vitest run --project resilience    PostgreSQL stopped, kill -9 under load (serves the existing build)
//   npx vitest run --project languages     a copy of the site built with a further language (SITE_LANGUAGES=zh,en,ru,de)
//   npx vitest run --project cluster       two instances behind nginx on PostgreSQL, Redis and S3 (builds its own)
const root = path.dirname(fileURLToPath(import.meta.url))
process.env.NEXT_TELEMETRY_DISABLED = '1'

// Run by hand without DATABASE_URI, the integration tests get a fresh SQLite file of their own,
// never the site's ./data/site.db.
const integrationDatabase =
  process.env.DATABASE_URI ?? `file:${path.join(os.tmpdir(), `rugged-integration-${process.pid}-${Date.now()}.db`)}`

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@payload-config$/, replacement: path.join(root, 'src/cms/payload.config.ts') },
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
    ],
  },
  test: {
    environment: 'node',
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/integration/support/fresh-database.ts'],
          // The demo content, seeded once per run; seededPayload() copies it for each file.
          globalSetup: ['tests/integration/support/seed-template.ts'],
          env: {
            DATABASE_URI: integrationDatabase,
            PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'test-secret-integration',
          },
          testTimeout: 60_000,
          hookTimeout: 300_000, // migrating and seeding a fresh database: ~1 min idle, over 2 on a busy machine
          // One database, one test file at a time.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          env: { BASE_URL: process.env.BASE_URL ?? 'http://127.0.0.1:3000' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One shared server whose per-client counters (rate limits) the files would otherwise race on.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          // One cluster (PostgreSQL, Redis, S3, two instances, nginx) for the whole file; it builds once.
          testTimeout: 180_000,
          hookTimeout: 30 * 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'languages',
          include: ['tests/languages/**/*.test.ts'],
          // A copy of the site built and seeded with a language only configured (issue 40): minutes, once for the file.
          testTimeout: 60_000,
          hookTimeout: 20 * 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          // Each file prepares a database (migrate, seed) and starts servers of its own.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // Two files loading the machine at once would blur the timings they report.
          fileParallelism: false,
        },
      },
    ],
  },
})
