import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_products_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_features_order_idx\` ON \`_products_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_features_parent_id_idx\` ON \`_products_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_features_locales_locale_parent_id_unique\` ON \`_products_v_version_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_specs_order_idx\` ON \`_products_v_version_specs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specs_parent_id_idx\` ON \`_products_v_version_specs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specs_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_specs_locales_locale_parent_id_unique\` ON \`_products_v_version_specs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_model\` text,
  	\`version_customize_url\` text,
  	\`version_category_id\` integer,
  	\`version_series\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_cover_id\` integer,
  	\`version_datasheet_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_datasheet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_model_idx\` ON \`_products_v\` (\`version_model\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_customize_url_idx\` ON \`_products_v\` (\`version_customize_url\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_series_idx\` ON \`_products_v\` (\`version_series\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_order_idx\` ON \`_products_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_cover_idx\` ON \`_products_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_datasheet_idx\` ON \`_products_v\` (\`version_datasheet_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_first_title\` text,
  	\`version_summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_category_id\` integer,
  	\`version_top\` integer DEFAULT false,
  	\`version_banner\` integer DEFAULT false,
  	\`version_cover_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_date_idx\` ON \`_news_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_top_idx\` ON \`_news_v\` (\`version_top\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_media_id_idx\` ON \`_news_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_banners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_banners_order_idx\` ON \`_home_page_v_version_banners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_banners_parent_id_idx\` ON \`_home_page_v_version_banners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_banners_image_idx\` ON \`_home_page_v_version_banners\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_banners_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_banners_locales_locale_parent_id_unique\` ON \`_home_page_v_version_banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_sections_order_idx\` ON \`_home_page_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_sections_parent_id_idx\` ON \`_home_page_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_sections_image_idx\` ON \`_home_page_v_version_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_sections_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_sections_locales_locale_parent_id_uniqu\` ON \`_home_page_v_version_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tags_order_idx\` ON \`_home_page_v_version_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tags_parent_id_idx\` ON \`_home_page_v_version_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tags_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_tags_locales_locale_parent_id_unique\` ON \`_home_page_v_version_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
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
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_snapshot_idx\` ON \`_home_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_published_locale_idx\` ON \`_home_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_features_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`products_features_locales\`;`)
  await db.run(sql`DROP TABLE \`products_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_features_locales\` RENAME TO \`products_features_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_features_locales_locale_parent_id_unique\` ON \`products_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_specs_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_specs_locales\`("label", "value", "id", "_locale", "_parent_id") SELECT "label", "value", "id", "_locale", "_parent_id" FROM \`products_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`products_specs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_specs_locales\` RENAME TO \`products_specs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_specs_locales_locale_parent_id_unique\` ON \`products_specs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model\` text,
  	\`customize_url\` text,
  	\`category_id\` integer,
  	\`series\` text,
  	\`order\` numeric DEFAULT 0,
  	\`cover_id\` integer,
  	\`datasheet_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`datasheet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "model", "customize_url", "category_id", "series", "order", "cover_id", "datasheet_id", "updated_at", "created_at", "_status") SELECT "id", "model", "customize_url", "category_id", "series", "order", "cover_id", "datasheet_id", "updated_at", "created_at", 'published' FROM \`products\`;`) // HAND-EDITED: the old table has no _status; existing documents are published
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE INDEX \`products_model_idx\` ON \`products\` (\`model\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_customize_url_idx\` ON \`products\` (\`customize_url\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_series_idx\` ON \`products\` (\`series\`);`)
  await db.run(sql`CREATE INDEX \`products_order_idx\` ON \`products\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_cover_idx\` ON \`products\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`products_datasheet_idx\` ON \`products\` (\`datasheet_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_locales\` (
  	\`first_title\` text,
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
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`category_id\` integer,
  	\`top\` integer DEFAULT false,
  	\`banner\` integer DEFAULT false,
  	\`cover_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "date", "category_id", "top", "banner", "cover_id", "updated_at", "created_at", "_status") SELECT "id", "date", "category_id", "top", "banner", "cover_id", "updated_at", "created_at", 'published' FROM \`news\`;`) // HAND-EDITED: the old table has no _status; existing documents are published
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_date_idx\` ON \`news\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_top_idx\` ON \`news\` (\`top\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_locales\` (
  	\`title\` text,
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
  await db.run(sql`CREATE TABLE \`__new_home_page_banners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_banners\`("_order", "_parent_id", "id", "image_id", "link") SELECT "_order", "_parent_id", "id", "image_id", "link" FROM \`home_page_banners\`;`)
  await db.run(sql`DROP TABLE \`home_page_banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_banners\` RENAME TO \`home_page_banners\`;`)
  await db.run(sql`CREATE INDEX \`home_page_banners_order_idx\` ON \`home_page_banners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_banners_parent_id_idx\` ON \`home_page_banners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_banners_image_idx\` ON \`home_page_banners\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_banners_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_banners_locales\`("title", "subtitle", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "id", "_locale", "_parent_id" FROM \`home_page_banners_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_banners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_banners_locales\` RENAME TO \`home_page_banners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_banners_locales_locale_parent_id_unique\` ON \`home_page_banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_sections\`("_order", "_parent_id", "id", "key", "image_id", "link") SELECT "_order", "_parent_id", "id", "key", "image_id", "link" FROM \`home_page_sections\`;`)
  await db.run(sql`DROP TABLE \`home_page_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_sections\` RENAME TO \`home_page_sections\`;`)
  await db.run(sql`CREATE INDEX \`home_page_sections_order_idx\` ON \`home_page_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_sections_parent_id_idx\` ON \`home_page_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_sections_image_idx\` ON \`home_page_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_sections_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_sections_locales\`("title", "subtitle", "body", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "body", "id", "_locale", "_parent_id" FROM \`home_page_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_sections_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_sections_locales\` RENAME TO \`home_page_sections_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_sections_locales_locale_parent_id_unique\` ON \`home_page_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tags_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tags_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tags_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tags_locales\` RENAME TO \`home_page_tags_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tags_locales_locale_parent_id_unique\` ON \`home_page_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`_status\` text DEFAULT 'draft';`)
  // HAND-WRITTEN DATA SQL (carry over): the home page saved before drafts is the published one.
  await db.run(sql`UPDATE \`home_page\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_products_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specs\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_banners\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_banners_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model\` text NOT NULL,
  	\`customize_url\` text,
  	\`category_id\` integer NOT NULL,
  	\`series\` text,
  	\`order\` numeric DEFAULT 0,
  	\`cover_id\` integer,
  	\`datasheet_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`datasheet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "model", "customize_url", "category_id", "series", "order", "cover_id", "datasheet_id", "updated_at", "created_at") SELECT "id", "model", "customize_url", "category_id", "series", "order", "cover_id", "datasheet_id", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`products_model_idx\` ON \`products\` (\`model\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_customize_url_idx\` ON \`products\` (\`customize_url\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_series_idx\` ON \`products\` (\`series\`);`)
  await db.run(sql`CREATE INDEX \`products_order_idx\` ON \`products\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_cover_idx\` ON \`products\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`products_datasheet_idx\` ON \`products\` (\`datasheet_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`top\` integer DEFAULT false,
  	\`banner\` integer DEFAULT false,
  	\`cover_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "date", "category_id", "top", "banner", "cover_id", "updated_at", "created_at") SELECT "id", "date", "category_id", "top", "banner", "cover_id", "updated_at", "created_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_date_idx\` ON \`news\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_top_idx\` ON \`news\` (\`top\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`home_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_products_features_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_features_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`products_features_locales\`;`)
  await db.run(sql`DROP TABLE \`products_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_features_locales\` RENAME TO \`products_features_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_features_locales_locale_parent_id_unique\` ON \`products_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_specs_locales\` (
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_specs_locales\`("label", "value", "id", "_locale", "_parent_id") SELECT "label", "value", "id", "_locale", "_parent_id" FROM \`products_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`products_specs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_specs_locales\` RENAME TO \`products_specs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_specs_locales_locale_parent_id_unique\` ON \`products_specs_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_home_page_banners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_banners\`("_order", "_parent_id", "id", "image_id", "link") SELECT "_order", "_parent_id", "id", "image_id", "link" FROM \`home_page_banners\`;`)
  await db.run(sql`DROP TABLE \`home_page_banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_banners\` RENAME TO \`home_page_banners\`;`)
  await db.run(sql`CREATE INDEX \`home_page_banners_order_idx\` ON \`home_page_banners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_banners_parent_id_idx\` ON \`home_page_banners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_banners_image_idx\` ON \`home_page_banners\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_banners_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_banners_locales\`("title", "subtitle", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "id", "_locale", "_parent_id" FROM \`home_page_banners_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_banners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_banners_locales\` RENAME TO \`home_page_banners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_banners_locales_locale_parent_id_unique\` ON \`home_page_banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_sections\`("_order", "_parent_id", "id", "key", "image_id", "link") SELECT "_order", "_parent_id", "id", "key", "image_id", "link" FROM \`home_page_sections\`;`)
  await db.run(sql`DROP TABLE \`home_page_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_sections\` RENAME TO \`home_page_sections\`;`)
  await db.run(sql`CREATE INDEX \`home_page_sections_order_idx\` ON \`home_page_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_sections_parent_id_idx\` ON \`home_page_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_sections_image_idx\` ON \`home_page_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_sections_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_sections_locales\`("title", "subtitle", "body", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "body", "id", "_locale", "_parent_id" FROM \`home_page_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_sections_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_sections_locales\` RENAME TO \`home_page_sections_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_sections_locales_locale_parent_id_unique\` ON \`home_page_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tags_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tags_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tags_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tags_locales\` RENAME TO \`home_page_tags_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tags_locales_locale_parent_id_unique\` ON \`home_page_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
