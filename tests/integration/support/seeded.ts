import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { seedIfEmpty } from '@/cms/seed'

/** The test database migrated and holding the demo content (seeded once, whichever file comes first). */
export async function seededPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  await seedIfEmpty(payload)
  return payload
}
