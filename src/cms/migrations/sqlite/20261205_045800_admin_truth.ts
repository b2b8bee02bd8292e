import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { type ProductRow, pickerTitles, productRowsQuery } from '../data/pickerTitle'

// HAND-EDITED after generation (issue 38; keep these edits if this migration is ever regenerated):
// DATA STEP (below, called last in up()): every product and product version gets its picker title.

// ---- DATA STEP (issue 38): picker titles from model, titles and address. ----
async function writePickerTitles({ db }: Pick<MigrateUpArgs, 'db'>): Promise<void> {
  for (const [table, column, query] of [
    ['products', 'picker_title', productRowsQuery.products],
    ['_products_v', 'version_picker_title', productRowsQuery.versions],
  ] as const) {
    const rows = await db.all<ProductRow>(sql.raw(query))
    for (const [id, title] of pickerTitles(rows)) {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${title} WHERE id = ${id};`)
    }
  }
}
// ---- end of DATA STEP ----

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text NOT NULL,
  	\`totp_secret\` text,
  	\`totp_pending_secret\` text,
  	\`totp_last_step\` numeric,
  	\`totp_recovery_codes\` text,
  	\`totp_sessions\` text,
  	\`two_factor_enabled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "role", "totp_secret", "totp_pending_secret", "totp_last_step", "totp_recovery_codes", "totp_sessions", "two_factor_enabled", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "role", "totp_secret", "totp_pending_secret", "totp_last_step", "totp_recovery_codes", "totp_sessions", "two_factor_enabled", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`picker_title\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_picker_title\` text;`)
  await writePickerTitles({ db })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'sales' NOT NULL,
  	\`totp_secret\` text,
  	\`totp_pending_secret\` text,
  	\`totp_last_step\` numeric,
  	\`totp_recovery_codes\` text,
  	\`totp_sessions\` text,
  	\`two_factor_enabled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "role", "totp_secret", "totp_pending_secret", "totp_last_step", "totp_recovery_codes", "totp_sessions", "two_factor_enabled", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "role", "totp_secret", "totp_pending_secret", "totp_last_step", "totp_recovery_codes", "totp_sessions", "two_factor_enabled", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`picker_title\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_picker_title\`;`)
}
