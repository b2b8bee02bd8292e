import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '308' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`solutions_id\` integer,
  	\`news_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_products_id_idx\` ON \`redirects_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_solutions_id_idx\` ON \`redirects_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_meta_meta_image_idx\` ON \`home_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`products_meta_meta_image_idx\` ON \`products_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`solutions_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`solutions_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`solutions_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`solutions_meta_meta_image_idx\` ON \`solutions_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`mdm_page_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`mdm_page_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`mdm_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`mdm_page_meta_meta_image_idx\` ON \`mdm_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_meta_meta_image_idx\` ON \`mdm_pricing_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`company_profile_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`company_profile_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`company_profile_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`company_profile_meta_meta_image_idx\` ON \`company_profile_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`legal_notice_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`legal_notice_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`legal_notice_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`legal_notice_meta_meta_image_idx\` ON \`legal_notice_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`conference_page_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`conference_page_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`conference_page_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`conference_page_meta_meta_image_idx\` ON \`conference_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`mobile_guide_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`mobile_guide_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`mobile_guide_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`mobile_guide_meta_meta_image_idx\` ON \`mobile_guide_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products_locales\` (
  	\`first_title\` text NOT NULL,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_locales\`("first_title", "summary", "id", "_locale", "_parent_id") SELECT "first_title", "summary", "id", "_locale", "_parent_id" FROM \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_locales\` RENAME TO \`products_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_locales\` (
  	\`name\` text NOT NULL,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_locales\`("name", "summary", "body", "id", "_locale", "_parent_id") SELECT "name", "summary", "body", "id", "_locale", "_parent_id" FROM \`solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_locales\` RENAME TO \`solutions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_locales_locale_parent_id_unique\` ON \`solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_locales\`("title", "summary", "body", "id", "_locale", "_parent_id") SELECT "title", "summary", "body", "id", "_locale", "_parent_id" FROM \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_locales\` RENAME TO \`news_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	\`products_id\` integer,
  	\`solutions_id\` integer,
  	\`news_categories_id\` integer,
  	\`news_id\` integer,
  	\`job_locations_id\` integer,
  	\`jobs_id\` integer,
  	\`enquiries_id\` integer,
  	\`events_id\` integer,
  	\`registrations_id\` integer,
  	\`invitations_id\` integer,
  	\`album_categories_id\` integer,
  	\`albums_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`rate_limits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_locations_id\`) REFERENCES \`job_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`registrations_id\`) REFERENCES \`registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invitations_id\`) REFERENCES \`invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`album_categories_id\`) REFERENCES \`album_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "product_categories_id", "products_id", "solutions_id", "news_categories_id", "news_id", "job_locations_id", "jobs_id", "enquiries_id", "events_id", "registrations_id", "invitations_id", "album_categories_id", "albums_id", "media_id", "users_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "product_categories_id", "products_id", "solutions_id", "news_categories_id", "news_id", "job_locations_id", "jobs_id", "enquiries_id", "events_id", "registrations_id", "invitations_id", "album_categories_id", "albums_id", "media_id", "users_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`job_locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_album_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`album_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_page_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_page_locales\`("title", "subtitle", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "id", "_locale", "_parent_id" FROM \`mdm_page_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_page_locales\` RENAME TO \`mdm_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_page_locales_locale_parent_id_unique\` ON \`mdm_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_locales\`("title", "subtitle", "note", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "note", "id", "_locale", "_parent_id" FROM \`mdm_pricing_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_locales\` RENAME TO \`mdm_pricing_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_pricing_locales_locale_parent_id_unique\` ON \`mdm_pricing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_locales\`("title", "subtitle", "body", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "body", "id", "_locale", "_parent_id" FROM \`company_profile_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_locales\` RENAME TO \`company_profile_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_locales_locale_parent_id_unique\` ON \`company_profile_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_legal_notice_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_legal_notice_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`legal_notice_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_notice_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_legal_notice_locales\` RENAME TO \`legal_notice_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_notice_locales_locale_parent_id_unique\` ON \`legal_notice_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_conference_page_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_conference_page_locales\`("title", "subtitle", "dates", "venue", "registration_label", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "dates", "venue", "registration_label", "id", "_locale", "_parent_id" FROM \`conference_page_locales\`;`)
  await db.run(sql`DROP TABLE \`conference_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_conference_page_locales\` RENAME TO \`conference_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`conference_page_locales_locale_parent_id_unique\` ON \`conference_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mobile_guide_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mobile_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mobile_guide_locales\`("title", "intro", "notes", "id", "_locale", "_parent_id") SELECT "title", "intro", "notes", "id", "_locale", "_parent_id" FROM \`mobile_guide_locales\`;`)
  await db.run(sql`DROP TABLE \`mobile_guide_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mobile_guide_locales\` RENAME TO \`mobile_guide_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mobile_guide_locales_locale_parent_id_unique\` ON \`mobile_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
