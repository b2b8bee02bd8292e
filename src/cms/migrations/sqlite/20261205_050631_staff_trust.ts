import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Issue 37: the audit trail names its actor by plain values (a relation to users was emptied when
 * the account was deleted), its target also by id, with details and the sign-in factor; an enquiry
 * past the per-e-mail limit is stored held.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor_email\` text,
  	\`actor_id\` numeric,
  	\`actor_role\` text,
  	\`client_address\` text,
  	\`target\` text,
  	\`target_id\` text,
  	\`changed_fields\` text,
  	\`detail\` text,
  	\`factor\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  // Earlier entries named their target by id (`users:3`): that is their target id now.
  await db.run(sql`INSERT INTO \`__new_audit_log\`("id", "action", "actor_email", "actor_id", "actor_role", "client_address", "target", "target_id", "changed_fields", "updated_at", "created_at") SELECT "id", "action", "actor_email", "actor_id", "actor_role", "client_address", "target", "target", "changed_fields", "updated_at", "created_at" FROM \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`ALTER TABLE \`__new_audit_log\` RENAME TO \`audit_log\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_email_idx\` ON \`audit_log\` (\`actor_email\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_id_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_idx\` ON \`audit_log\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_id_idx\` ON \`audit_log\` (\`target_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`held\` text;`)
  await db.run(sql`CREATE INDEX \`enquiries_held_idx\` ON \`enquiries\` (\`held\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The earlier schema has no place for the new kinds of entry.
  await db.run(sql`DELETE FROM \`audit_log\` WHERE \`action\` IN ('created', 'changed', 'denied', 'scheduleCancelled', 'scheduleFailed');`)
  await db.run(sql`DROP INDEX \`enquiries_held_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`held\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_email\` text,
  	\`actor_role\` text,
  	\`client_address\` text,
  	\`target\` text,
  	\`changed_fields\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_audit_log\`("id", "action", "actor_id", "actor_email", "actor_role", "client_address", "target", "changed_fields", "updated_at", "created_at") SELECT "id", "action", "actor_id", "actor_email", "actor_role", "client_address", "target", "changed_fields", "updated_at", "created_at" FROM \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`ALTER TABLE \`__new_audit_log\` RENAME TO \`audit_log\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_email_idx\` ON \`audit_log\` (\`actor_email\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_idx\` ON \`audit_log\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
}
