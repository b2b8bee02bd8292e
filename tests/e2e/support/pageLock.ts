import { mkdirSync, rmdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/*
 * An invitation page belongs to one event at a time. A test that gives the seeded invitation page to
 * an event of its own holds this lock for as long as it does, and tests that read the seeded
 * event's pages take it too: Playwright's workers run in parallel, and such a page read meanwhile
 * shows the test's event (the seeded guest's address answered 404).
 * The lock is a directory (mkdir is atomic), named after the server under test.
 */
export async function withInvitationPage<T>(invitationPage: string, baseURL: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `rugged-e2e-${new URL(baseURL).port}-${invitationPage}.lock`)
  const started = Date.now()
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // A lock left by a killed run is older than any test.
      if (Date.now() - started > 120_000) throw new Error(`${lock} held for over 120 s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    return await fn()
  } finally {
    rmdirSync(lock)
  }
}
