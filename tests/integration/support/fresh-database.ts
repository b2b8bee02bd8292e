/**
 * Vitest setup file of the integration project: every test file gets a database and a media folder of its own, so
 * no file sees what another wrote. DATABASE_URI names the run's database (a SQLite file or a
 * PostgreSQL database); this derives a fresh sibling of it before the Payload config is imported.
 */
import { newDatabase } from './databases'

const own = await newDatabase(process.env.DATABASE_URI ?? '', 'it')
process.env.DATABASE_URI = own.databaseUri
process.env.MEDIA_DIR = own.mediaDir
