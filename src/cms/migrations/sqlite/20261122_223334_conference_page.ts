import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`conference_page_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`time\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`conference_page_agenda_order_idx\` ON \`conference_page_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`conference_page_agenda_parent_id_idx\` ON \`conference_page_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`conference_page_agenda_locales\` (
  	\`title\` text NOT NULL,
  	\`speaker\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`conference_page_agenda_locales_locale_parent_id_unique\` ON \`conference_page_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`conference_page_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`conference_page_speakers_order_idx\` ON \`conference_page_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`conference_page_speakers_parent_id_idx\` ON \`conference_page_speakers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`conference_page_speakers_photo_idx\` ON \`conference_page_speakers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`conference_page_speakers_locales\` (
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`conference_page_speakers_locales_locale_parent_id_unique\` ON \`conference_page_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`conference_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_image_id\` integer,
  	\`registration_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`conference_page_hero_image_idx\` ON \`conference_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE TABLE \`conference_page_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`dates\` text,
  	\`venue\` text,
  	\`registration_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`conference_page_locales_locale_parent_id_unique\` ON \`conference_page_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`conference_page_agenda\`;`)
  await db.run(sql`DROP TABLE \`conference_page_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`conference_page_speakers\`;`)
  await db.run(sql`DROP TABLE \`conference_page_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`conference_page\`;`)
  await db.run(sql`DROP TABLE \`conference_page_locales\`;`)
}
