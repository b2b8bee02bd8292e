import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`enquiries_language_idx\` ON \`enquiries\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_form_idx\` ON \`enquiries\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_assignee_idx\` ON \`enquiries\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_note\` text,
  	\`content\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`telephone\` text,
  	\`product_model\` text,
  	\`application_industry\` text,
  	\`language\` text NOT NULL,
  	\`form\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "status", "staff_note", "content", "email", "name", "company", "telephone", "product_model", "application_industry", "language", "form", "updated_at", "created_at") SELECT "id", "status", "staff_note", "content", "email", "name", "company", "telephone", "product_model", "application_industry", "language", "form", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_email_idx\` ON \`enquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
