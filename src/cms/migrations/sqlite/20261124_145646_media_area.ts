import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`area\` text DEFAULT 'site' NOT NULL;`)
  // Pictures already shown in an album belong to the staff-only album area.
  await db.run(sql`UPDATE \`media\` SET \`area\` = 'album' WHERE \`id\` IN (
    SELECT \`cover_id\` FROM \`albums\` UNION SELECT \`image_id\` FROM \`albums_photos\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`area\`;`)
}
