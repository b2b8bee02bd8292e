/**
 * Seeds a fresh site and makes sure it has an administrator:
 *
 *   npx payload migrate
 *   npx payload run src/cms/seed/run.ts
 *
 * Environment: DATABASE_URI, MEDIA_DIR, ADMIN_EMAIL, ADMIN_PASSWORD, SERVER_URL or PORT (for the
 * printed admin address). A generated password is printed once and never stored in clear text.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { ensureAdministrator, seedIfEmpty } from './index'

function adminUrl(): string {
  const base = process.env.SERVER_URL?.replace(/\/+$/, '') || `http://localhost:${process.env.PORT || 3000}`
  return `${base}/admin`
}

async function main(): Promise<void> {
  const payload = await getPayload({ config })
  const admin = await ensureAdministrator(payload)
  const result = await seedIfEmpty(payload)

  if (result.seeded) {
    const counts = Object.entries(result.counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')
    console.log(`Seeded demo content in ${(result.ms / 1000).toFixed(1)} s: ${counts}`)
  } else {
    console.log('Content already present (a product category exists): nothing seeded.')
  }

  const login = [`Admin: ${adminUrl()}`, `email ${admin.email}`]
  if (admin.created && admin.password) {
    login.push(`password ${admin.password}`)
    console.log(login.join('  '))
    console.log(
      admin.passwordSource === 'generated'
        ? 'This generated password is shown only once: sign in and change it.'
        : 'Administrator created with ADMIN_PASSWORD.',
    )
  } else {
    console.log(`${login.join('  ')}  (existing account; password unchanged)`)
  }
}

// Top-level await: `payload run` exits as soon as this module finishes evaluating.
try {
  await main()
  process.exit(0)
} catch (error) {
  console.error('Seeding failed:', error)
  process.exit(1)
}
