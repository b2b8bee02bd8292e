import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`mobile_guide_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mobile_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mobile_guide_steps_order_idx\` ON \`mobile_guide_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mobile_guide_steps_parent_id_idx\` ON \`mobile_guide_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mobile_guide_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mobile_guide_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mobile_guide_steps_locales_locale_parent_id_unique\` ON \`mobile_guide_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mobile_guide\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`mobile_guide_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mobile_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mobile_guide_locales_locale_parent_id_unique\` ON \`mobile_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`mobile_guide_steps\`;`)
  await db.run(sql`DROP TABLE \`mobile_guide_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`mobile_guide\`;`)
  await db.run(sql`DROP TABLE \`mobile_guide_locales\`;`)
}
