import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// HAND-EDITED after generation (issue 29; keep these edits if this migration is ever regenerated):
// 1. Columns added to existing tables keep the foreign-key actions a table created from scratch has
//    (drizzle-kit leaves them out of ALTER TABLE … ADD): an enquiry's partner is set null when the
//    partner is deleted, and the admin's document locks go with what they lock.
// 2. Down: foreign keys stay off through every rebuilt table, until the end (as in search_and_compare).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`documents_systems\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_systems_order_idx\` ON \`documents_systems\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`documents_systems_parent_idx\` ON \`documents_systems\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_previous_versions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`version\` text,
  	\`release_date\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_previous_versions_order_idx\` ON \`documents_previous_versions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`documents_previous_versions_parent_id_idx\` ON \`documents_previous_versions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_previous_versions_release_date_idx\` ON \`documents_previous_versions\` (\`release_date\`);`)
  await db.run(sql`CREATE INDEX \`documents_previous_versions_file_idx\` ON \`documents_previous_versions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_previous_versions_locales\` (
  	\`release_notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents_previous_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_previous_versions_locales_locale_parent_id_unique\` ON \`documents_previous_versions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`language\` text DEFAULT 'zh',
  	\`version\` text,
  	\`release_date\` text,
  	\`file_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_type_idx\` ON \`documents\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`documents_release_date_idx\` ON \`documents\` (\`release_date\`);`)
  await db.run(sql`CREATE INDEX \`documents_file_idx\` ON \`documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text,
  	\`release_notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_rels_order_idx\` ON \`documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_parent_idx\` ON \`documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_path_idx\` ON \`documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_products_id_idx\` ON \`documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_version_systems\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_version_systems_order_idx\` ON \`_documents_v_version_systems\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_systems_parent_idx\` ON \`_documents_v_version_systems\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_version_previous_versions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` text,
  	\`release_date\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_version_previous_versions_order_idx\` ON \`_documents_v_version_previous_versions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_previous_versions_parent_id_idx\` ON \`_documents_v_version_previous_versions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_previous_versions_release_date_idx\` ON \`_documents_v_version_previous_versions\` (\`release_date\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_previous_versions_file_idx\` ON \`_documents_v_version_previous_versions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_version_previous_versions_locales\` (
  	\`release_notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v_version_previous_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_version_previous_versions_locales_locale_parent\` ON \`_documents_v_version_previous_versions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_language\` text DEFAULT 'zh',
  	\`version_version\` text,
  	\`version_release_date\` text,
  	\`version_file_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_type_idx\` ON \`_documents_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_release_date_idx\` ON \`_documents_v\` (\`version_release_date\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_file_idx\` ON \`_documents_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_autosave_idx\` ON \`_documents_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_locales\` (
  	\`version_title\` text,
  	\`version_release_notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_order_idx\` ON \`_documents_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_parent_idx\` ON \`_documents_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_path_idx\` ON \`_documents_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_products_id_idx\` ON \`_documents_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`download_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`document_id\` integer,
  	\`file_id\` integer,
  	\`version\` text,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`last_download_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`download_counts_key_idx\` ON \`download_counts\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`download_counts_document_idx\` ON \`download_counts\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`download_counts_file_idx\` ON \`download_counts\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`download_counts_count_idx\` ON \`download_counts\` (\`count\`);`)
  await db.run(sql`CREATE INDEX \`download_counts_updated_at_idx\` ON \`download_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`download_counts_created_at_idx\` ON \`download_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_figures_order_idx\` ON \`case_studies_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_figures_parent_id_idx\` ON \`case_studies_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_figures_locales_locale_parent_id_unique\` ON \`case_studies_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cover_id\` integer,
  	\`slug\` text,
  	\`industry\` text,
  	\`region\` text,
  	\`date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_cover_idx\` ON \`case_studies\` (\`cover_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_slug_idx\` ON \`case_studies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_industry_idx\` ON \`case_studies\` (\`industry\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_date_idx\` ON \`case_studies\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_updated_at_idx\` ON \`case_studies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_created_at_idx\` ON \`case_studies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies__status_idx\` ON \`case_studies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_locales\` (
  	\`title\` text,
  	\`customer\` text,
  	\`summary\` text,
  	\`challenge\` text,
  	\`solution\` text,
  	\`results\` text,
  	\`quote_text\` text,
  	\`quote_author\` text,
  	\`quote_role\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_meta_meta_image_idx\` ON \`case_studies_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_locales_locale_parent_id_unique\` ON \`case_studies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`solutions_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_rels_order_idx\` ON \`case_studies_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_rels_parent_idx\` ON \`case_studies_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_rels_path_idx\` ON \`case_studies_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_rels_products_id_idx\` ON \`case_studies_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_rels_solutions_id_idx\` ON \`case_studies_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_rels_media_id_idx\` ON \`case_studies_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_figures_order_idx\` ON \`_case_studies_v_version_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_figures_parent_id_idx\` ON \`_case_studies_v_version_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v_version_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_case_studies_v_version_figures_locales_locale_parent_id_uni\` ON \`_case_studies_v_version_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_slug\` text,
  	\`version_industry\` text,
  	\`version_region\` text,
  	\`version_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_parent_idx\` ON \`_case_studies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_cover_idx\` ON \`_case_studies_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_slug_idx\` ON \`_case_studies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_industry_idx\` ON \`_case_studies_v\` (\`version_industry\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_date_idx\` ON \`_case_studies_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_updated_at_idx\` ON \`_case_studies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_created_at_idx\` ON \`_case_studies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version__status_idx\` ON \`_case_studies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_created_at_idx\` ON \`_case_studies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_updated_at_idx\` ON \`_case_studies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_snapshot_idx\` ON \`_case_studies_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_published_locale_idx\` ON \`_case_studies_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_latest_idx\` ON \`_case_studies_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_autosave_idx\` ON \`_case_studies_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_locales\` (
  	\`version_title\` text,
  	\`version_customer\` text,
  	\`version_summary\` text,
  	\`version_challenge\` text,
  	\`version_solution\` text,
  	\`version_results\` text,
  	\`version_quote_text\` text,
  	\`version_quote_author\` text,
  	\`version_quote_role\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_meta_version_meta_image_idx\` ON \`_case_studies_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_case_studies_v_locales_locale_parent_id_unique\` ON \`_case_studies_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`solutions_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_order_idx\` ON \`_case_studies_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_parent_idx\` ON \`_case_studies_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_path_idx\` ON \`_case_studies_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_products_id_idx\` ON \`_case_studies_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_solutions_id_idx\` ON \`_case_studies_v_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_media_id_idx\` ON \`_case_studies_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`region\` text,
  	\`country\` text,
  	\`order\` numeric DEFAULT 0,
  	\`phone\` text,
  	\`email\` text,
  	\`website\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`partners_type_idx\` ON \`partners\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`partners_region_idx\` ON \`partners\` (\`region\`);`)
  await db.run(sql`CREATE INDEX \`partners_country_idx\` ON \`partners\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`partners_order_idx\` ON \`partners\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`partners__status_idx\` ON \`partners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`partners_locales\` (
  	\`name\` text,
  	\`city\` text,
  	\`address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`partners_locales_locale_parent_id_unique\` ON \`partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`partners_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`partners_rels_order_idx\` ON \`partners_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`partners_rels_parent_idx\` ON \`partners_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_rels_path_idx\` ON \`partners_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`partners_rels_product_categories_id_idx\` ON \`partners_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_partners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_region\` text,
  	\`version_country\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_website\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_partners_v_parent_idx\` ON \`_partners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_type_idx\` ON \`_partners_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_region_idx\` ON \`_partners_v\` (\`version_region\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_country_idx\` ON \`_partners_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_order_idx\` ON \`_partners_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_updated_at_idx\` ON \`_partners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_created_at_idx\` ON \`_partners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version__status_idx\` ON \`_partners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_created_at_idx\` ON \`_partners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_updated_at_idx\` ON \`_partners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_snapshot_idx\` ON \`_partners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_published_locale_idx\` ON \`_partners_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_latest_idx\` ON \`_partners_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_autosave_idx\` ON \`_partners_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_partners_v_locales\` (
  	\`version_name\` text,
  	\`version_city\` text,
  	\`version_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_partners_v_locales_locale_parent_id_unique\` ON \`_partners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_partners_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_partners_v_rels_order_idx\` ON \`_partners_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_rels_parent_idx\` ON \`_partners_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_rels_path_idx\` ON \`_partners_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_rels_product_categories_id_idx\` ON \`_partners_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_page__status_idx\` ON \`downloads_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`downloads_page_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`downloads_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_page_meta_meta_image_idx\` ON \`downloads_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_page_locales_locale_parent_id_unique\` ON \`downloads_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_downloads_page_v_version_version__status_idx\` ON \`_downloads_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_page_v_created_at_idx\` ON \`_downloads_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_page_v_updated_at_idx\` ON \`_downloads_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_page_v_snapshot_idx\` ON \`_downloads_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_page_v_published_locale_idx\` ON \`_downloads_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_page_v_latest_idx\` ON \`_downloads_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_page_v_autosave_idx\` ON \`_downloads_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_page_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_downloads_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_downloads_page_v_version_meta_version_meta_image_idx\` ON \`_downloads_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_downloads_page_v_locales_locale_parent_id_unique\` ON \`_downloads_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_page__status_idx\` ON \`case_studies_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_page_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_page_meta_meta_image_idx\` ON \`case_studies_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_page_locales_locale_parent_id_unique\` ON \`case_studies_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_page_v_version_version__status_idx\` ON \`_case_studies_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_page_v_created_at_idx\` ON \`_case_studies_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_page_v_updated_at_idx\` ON \`_case_studies_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_page_v_snapshot_idx\` ON \`_case_studies_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_page_v_published_locale_idx\` ON \`_case_studies_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_page_v_latest_idx\` ON \`_case_studies_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_page_v_autosave_idx\` ON \`_case_studies_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_page_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_page_v_version_meta_version_meta_image_idx\` ON \`_case_studies_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_case_studies_page_v_locales_locale_parent_id_unique\` ON \`_case_studies_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`where_to_buy_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`where_to_buy_page__status_idx\` ON \`where_to_buy_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`where_to_buy_page_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`where_to_buy_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`where_to_buy_page_meta_meta_image_idx\` ON \`where_to_buy_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`where_to_buy_page_locales_locale_parent_id_unique\` ON \`where_to_buy_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_where_to_buy_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_where_to_buy_page_v_version_version__status_idx\` ON \`_where_to_buy_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_where_to_buy_page_v_created_at_idx\` ON \`_where_to_buy_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_where_to_buy_page_v_updated_at_idx\` ON \`_where_to_buy_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_where_to_buy_page_v_snapshot_idx\` ON \`_where_to_buy_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_where_to_buy_page_v_published_locale_idx\` ON \`_where_to_buy_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_where_to_buy_page_v_latest_idx\` ON \`_where_to_buy_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_where_to_buy_page_v_autosave_idx\` ON \`_where_to_buy_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_where_to_buy_page_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_where_to_buy_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_where_to_buy_page_v_version_meta_version_meta_image_idx\` ON \`_where_to_buy_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_where_to_buy_page_v_locales_locale_parent_id_unique\` ON \`_where_to_buy_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`partner_id\` integer REFERENCES partners(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`estimate\` text;`)
  await db.run(sql`CREATE INDEX \`enquiries_partner_idx\` ON \`enquiries\` (\`partner_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sha256\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`download_counts_id\` integer REFERENCES download_counts(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`case_studies_id\` integer REFERENCES case_studies(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`partners_id\` integer REFERENCES partners(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_download_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`download_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_tiers\` ADD \`included_users\` numeric;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_tiers\` ADD \`included_devices\` numeric;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_tiers\` ADD \`included_storage\` numeric;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_tiers\` ADD \`included_vouchers\` numeric;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` ADD \`extras_user_per_year\` numeric DEFAULT 200;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` ADD \`extras_devices_price\` numeric DEFAULT 100;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` ADD \`extras_devices_block\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` ADD \`extras_contact_manager_above\` numeric DEFAULT 1000;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` ADD \`extras_storage_price\` numeric DEFAULT 300;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` ADD \`extras_storage_block_m\` numeric DEFAULT 100;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` ADD \`extras_voucher_each\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v_version_tiers\` ADD \`included_users\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v_version_tiers\` ADD \`included_devices\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v_version_tiers\` ADD \`included_storage\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v_version_tiers\` ADD \`included_vouchers\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` ADD \`version_extras_user_per_year\` numeric DEFAULT 200;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` ADD \`version_extras_devices_price\` numeric DEFAULT 100;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` ADD \`version_extras_devices_block\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` ADD \`version_extras_contact_manager_above\` numeric DEFAULT 1000;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` ADD \`version_extras_storage_price\` numeric DEFAULT 300;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` ADD \`version_extras_storage_block_m\` numeric DEFAULT 100;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` ADD \`version_extras_voucher_each\` numeric DEFAULT 10;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`documents_systems\`;`)
  await db.run(sql`DROP TABLE \`documents_previous_versions\`;`)
  await db.run(sql`DROP TABLE \`documents_previous_versions_locales\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_rels\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_version_systems\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_version_previous_versions\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_version_previous_versions_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_rels\`;`)
  await db.run(sql`DROP TABLE \`download_counts\`;`)
  await db.run(sql`DROP TABLE \`case_studies_figures\`;`)
  await db.run(sql`DROP TABLE \`case_studies_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`case_studies\`;`)
  await db.run(sql`DROP TABLE \`case_studies_locales\`;`)
  await db.run(sql`DROP TABLE \`case_studies_rels\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_figures\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_rels\`;`)
  await db.run(sql`DROP TABLE \`partners\`;`)
  await db.run(sql`DROP TABLE \`partners_locales\`;`)
  await db.run(sql`DROP TABLE \`partners_rels\`;`)
  await db.run(sql`DROP TABLE \`_partners_v\`;`)
  await db.run(sql`DROP TABLE \`_partners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_partners_v_rels\`;`)
  await db.run(sql`DROP TABLE \`downloads_page\`;`)
  await db.run(sql`DROP TABLE \`downloads_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_downloads_page_v\`;`)
  await db.run(sql`DROP TABLE \`_downloads_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`case_studies_page\`;`)
  await db.run(sql`DROP TABLE \`case_studies_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_page_v\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`where_to_buy_page\`;`)
  await db.run(sql`DROP TABLE \`where_to_buy_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_where_to_buy_page_v\`;`)
  await db.run(sql`DROP TABLE \`_where_to_buy_page_v_locales\`;`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`telephone\` text,
  	\`product_model\` text,
  	\`application_industry\` text,
  	\`language\` text NOT NULL,
  	\`form\` text NOT NULL,
  	\`page\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "content", "email", "name", "company", "telephone", "product_model", "application_industry", "language", "form", "page", "status", "assignee_id", "staff_note", "updated_at", "created_at") SELECT "id", "content", "email", "name", "company", "telephone", "product_model", "application_industry", "language", "form", "page", "status", "assignee_id", "staff_note", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`CREATE INDEX \`enquiries_email_idx\` ON \`enquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_language_idx\` ON \`enquiries\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_form_idx\` ON \`enquiries\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_assignee_idx\` ON \`enquiries\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	\`products_id\` integer,
  	\`spec_items_id\` integer,
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
  	\`redirects_id\` integer,
  	\`search_index_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spec_items_id\`) REFERENCES \`spec_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "product_categories_id", "products_id", "spec_items_id", "solutions_id", "news_categories_id", "news_id", "job_locations_id", "jobs_id", "enquiries_id", "events_id", "registrations_id", "invitations_id", "album_categories_id", "albums_id", "media_id", "users_id", "rate_limits_id", "redirects_id", "search_index_id") SELECT "id", "order", "parent_id", "path", "product_categories_id", "products_id", "spec_items_id", "solutions_id", "news_categories_id", "news_id", "job_locations_id", "jobs_id", "enquiries_id", "events_id", "registrations_id", "invitations_id", "album_categories_id", "albums_id", "media_id", "users_id", "rate_limits_id", "redirects_id", "search_index_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spec_items_id_idx\` ON \`payload_locked_documents_rels\` (\`spec_items_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sha256\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_tiers\` DROP COLUMN \`included_users\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_tiers\` DROP COLUMN \`included_devices\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_tiers\` DROP COLUMN \`included_storage\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing_tiers\` DROP COLUMN \`included_vouchers\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` DROP COLUMN \`extras_user_per_year\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` DROP COLUMN \`extras_devices_price\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` DROP COLUMN \`extras_devices_block\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` DROP COLUMN \`extras_contact_manager_above\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` DROP COLUMN \`extras_storage_price\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` DROP COLUMN \`extras_storage_block_m\`;`)
  await db.run(sql`ALTER TABLE \`mdm_pricing\` DROP COLUMN \`extras_voucher_each\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v_version_tiers\` DROP COLUMN \`included_users\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v_version_tiers\` DROP COLUMN \`included_devices\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v_version_tiers\` DROP COLUMN \`included_storage\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v_version_tiers\` DROP COLUMN \`included_vouchers\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` DROP COLUMN \`version_extras_user_per_year\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` DROP COLUMN \`version_extras_devices_price\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` DROP COLUMN \`version_extras_devices_block\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` DROP COLUMN \`version_extras_contact_manager_above\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` DROP COLUMN \`version_extras_storage_price\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` DROP COLUMN \`version_extras_storage_block_m\`;`)
  await db.run(sql`ALTER TABLE \`_mdm_pricing_v\` DROP COLUMN \`version_extras_voucher_each\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
