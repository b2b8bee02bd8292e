import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue 40: Russian joins the languages a record may be stored in. PostgreSQL keeps each language
 * column as an enum (Payload's `_locales`, every `enum_*_published_locale`, the enquiries',
 * registrations' and invitations' `language`): each gains 'ru'. A document's file language
 * (zh, en or multi) is another choice and stays as it is. The site serves Russian only when
 * SITE_LANGUAGES names it; the stored values allow it either way.
 */
const added = 'ru'
const before = ['zh', 'en']

type Db = MigrateUpArgs['db']

/** The enum types whose values are the site's languages: exactly `before`, with or without `added`. */
async function languageEnums(db: Db): Promise<string[]> {
  const { rows } = await db.execute(sql`
    SELECT t.typname AS name FROM pg_type t
    JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = 'public'
    JOIN pg_enum e ON e.enumtypid = t.oid
    GROUP BY t.typname
    HAVING array_agg(e.enumlabel::text ORDER BY e.enumsortorder) IN (${sql.raw(`ARRAY['${before.join("','")}'], ARRAY['${[...before, added].join("','")}']`)})`)
  return rows.map((row) => String(row.name))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const name of await languageEnums(db)) {
    await db.execute(sql.raw(`ALTER TYPE "public"."${name}" ADD VALUE IF NOT EXISTS '${added}'`))
  }
}

/** Back to two languages: Russian texts go, a record's Russian becomes English, a version's published language is forgotten. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const name of await languageEnums(db)) {
    const { rows } = await db.execute(sql`
      SELECT table_name AS "table", column_name AS "column", is_nullable = 'YES' AS nullable, column_default AS "default"
      FROM information_schema.columns WHERE table_schema = 'public' AND udt_name = ${name}`)
    const columns = rows.map((row) => ({ table: String(row.table), column: String(row.column), nullable: row.nullable === true, byDefault: row.default ? String(row.default) : null }))
    for (const { table, column, nullable } of columns) {
      const gone = column === '_locale' ? `DELETE FROM "${table}"` : `UPDATE "${table}" SET "${column}" = ${nullable ? 'NULL' : "'en'"}`
      await db.execute(sql.raw(`${gone} WHERE "${column}" = '${added}'`))
      await db.execute(sql.raw(`ALTER TABLE "${table}" ALTER COLUMN "${column}" DROP DEFAULT, ALTER COLUMN "${column}" SET DATA TYPE text`))
    }
    await db.execute(sql.raw(`DROP TYPE "public"."${name}"; CREATE TYPE "public"."${name}" AS ENUM('${before.join("', '")}')`))
    for (const { table, column, byDefault } of columns) {
      const restored = byDefault ? `, ALTER COLUMN "${column}" SET DEFAULT ${byDefault}` : ''
      await db.execute(sql.raw(`ALTER TABLE "${table}" ALTER COLUMN "${column}" SET DATA TYPE "public"."${name}" USING "${column}"::"public"."${name}"${restored}`))
    }
  }
}
