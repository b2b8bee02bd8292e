import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // HAND-EDITED after generation (issue 13; keep these edits if this migration is ever regenerated):
  // 1. drizzle-kit turns foreign keys back on after the first rebuilt table. With them on, dropping
  //    a rebuilt parent table (products, events) deletes its children's rows by cascade (titles,
  //    features, relations) or fails on registrations.event_id, and SQLite migrations run outside a
  //    transaction: they stay off for every rebuild and come back on at the end of up and down.
  // 2. The generated copies into rebuilt tables selected columns the old tables lack (the SEO
  //    fields, "_status"): a new column starts empty, "_status" as 'draft', and the block at the end
  //    of up publishes every existing row: content was public before drafts existed, and stays so.
  await db.run(sql`CREATE TABLE \`_product_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_selected_image_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_selected_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_parent_idx\` ON \`_product_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_slug_idx\` ON \`_product_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_image_idx\` ON \`_product_categories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_selected_image_idx\` ON \`_product_categories_v\` (\`version_selected_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_order_idx\` ON \`_product_categories_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_updated_at_idx\` ON \`_product_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_created_at_idx\` ON \`_product_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version__status_idx\` ON \`_product_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_created_at_idx\` ON \`_product_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_updated_at_idx\` ON \`_product_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_snapshot_idx\` ON \`_product_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_published_locale_idx\` ON \`_product_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_latest_idx\` ON \`_product_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_autosave_idx\` ON \`_product_categories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_locales_locale_parent_id_unique\` ON \`_product_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`version_cover_id\` integer,
  	\`version_datasheet_id\` integer,
  	\`version_customize_url\` text,
  	\`version_category_id\` integer,
  	\`version_series\` text,
  	\`version_order\` numeric DEFAULT 0,
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
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_datasheet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_model_idx\` ON \`_products_v\` (\`version_model\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_cover_idx\` ON \`_products_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_datasheet_idx\` ON \`_products_v\` (\`version_datasheet_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_customize_url_idx\` ON \`_products_v\` (\`version_customize_url\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_series_idx\` ON \`_products_v\` (\`version_series\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_order_idx\` ON \`_products_v\` (\`version_order\`);`)
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
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_meta_version_meta_image_idx\` ON \`_products_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
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
  await db.run(sql`CREATE TABLE \`_solutions_v_version_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_highlights_order_idx\` ON \`_solutions_v_version_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_highlights_parent_id_idx\` ON \`_solutions_v_version_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_version_highlights_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_v_version_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_v_version_highlights_locales_locale_parent_id_uni\` ON \`_solutions_v_version_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_parent_idx\` ON \`_solutions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_cover_idx\` ON \`_solutions_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_order_idx\` ON \`_solutions_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_updated_at_idx\` ON \`_solutions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_created_at_idx\` ON \`_solutions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version__status_idx\` ON \`_solutions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_created_at_idx\` ON \`_solutions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_updated_at_idx\` ON \`_solutions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_snapshot_idx\` ON \`_solutions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_published_locale_idx\` ON \`_solutions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_latest_idx\` ON \`_solutions_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_autosave_idx\` ON \`_solutions_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_locales\` (
  	\`version_name\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_meta_version_meta_image_idx\` ON \`_solutions_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_v_locales_locale_parent_id_unique\` ON \`_solutions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_order_idx\` ON \`_solutions_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_parent_idx\` ON \`_solutions_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_path_idx\` ON \`_solutions_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_products_id_idx\` ON \`_solutions_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_date\` text,
  	\`version_category_id\` integer,
  	\`version_top\` integer DEFAULT false,
  	\`version_banner\` integer DEFAULT false,
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
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_date_idx\` ON \`_news_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_top_idx\` ON \`_news_v\` (\`version_top\`);`)
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
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
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
  await db.run(sql`CREATE TABLE \`_events_v_version_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_highlights_order_idx\` ON \`_events_v_version_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_highlights_parent_id_idx\` ON \`_events_v_version_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_highlights_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_highlights_locales_locale_parent_id_unique\` ON \`_events_v_version_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`time\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_agenda_order_idx\` ON \`_events_v_version_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_agenda_parent_id_idx\` ON \`_events_v_version_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_agenda_locales\` (
  	\`title\` text,
  	\`speaker\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_agenda_locales_locale_parent_id_unique\` ON \`_events_v_version_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_speakers_order_idx\` ON \`_events_v_version_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_speakers_parent_id_idx\` ON \`_events_v_version_speakers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_speakers_photo_idx\` ON \`_events_v_version_speakers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_speakers_locales\` (
  	\`name\` text,
  	\`role\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_speakers_locales_locale_parent_id_unique\` ON \`_events_v_version_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tier\` text DEFAULT 'partner',
  	\`logo_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_partners_order_idx\` ON \`_events_v_version_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_partners_parent_id_idx\` ON \`_events_v_version_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_partners_logo_idx\` ON \`_events_v_version_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_partners_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_partners_locales_locale_parent_id_unique\` ON \`_events_v_version_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_registration_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_registration_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_registration_questions_options_order_idx\` ON \`_events_v_version_registration_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_registration_questions_options_parent_id_idx\` ON \`_events_v_version_registration_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_registration_questions_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_registration_questions_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_registration_questions_options_locales_loc\` ON \`_events_v_version_registration_questions_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_registration_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_registration_questions_order_idx\` ON \`_events_v_version_registration_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_registration_questions_parent_id_idx\` ON \`_events_v_version_registration_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_registration_questions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_registration_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_registration_questions_locales_locale_pare\` ON \`_events_v_version_registration_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_hero_image_id\` integer,
  	\`version_theme\` text DEFAULT 'conference',
  	\`version_venue_map_id\` integer,
  	\`version_venue_map_url\` text,
  	\`version_registration_opens_at\` text,
  	\`version_registration_closes_at\` text,
  	\`version_registration_capacity\` numeric,
  	\`version_invitation_image_id\` integer,
  	\`version_token\` text,
  	\`version_hash\` text,
  	\`version_invitation_page\` text,
  	\`version_anniversary_sign_in\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_venue_map_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_invitation_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_hero_image_idx\` ON \`_events_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_venue_version_venue_map_idx\` ON \`_events_v\` (\`version_venue_map_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_invitation_version_invitation_image_idx\` ON \`_events_v\` (\`version_invitation_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_token_idx\` ON \`_events_v\` (\`version_token\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_hash_idx\` ON \`_events_v\` (\`version_hash\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_invitation_page_idx\` ON \`_events_v\` (\`version_invitation_page\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_anniversary_sign_in_idx\` ON \`_events_v\` (\`version_anniversary_sign_in\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_autosave_idx\` ON \`_events_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_intro\` text,
  	\`version_venue_name\` text,
  	\`version_venue_address\` text,
  	\`version_venue_directions\` text,
  	\`version_invitation_letter\` text,
  	\`version_invitation_signature\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`workflow_slug\` text,
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
  await db.run(sql`CREATE INDEX \`payload_jobs_workflow_slug_idx\` ON \`payload_jobs\` (\`workflow_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_contact_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_contact_lines_order_idx\` ON \`_site_settings_v_version_contact_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_contact_lines_parent_id_idx\` ON \`_site_settings_v_version_contact_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_contact_lines_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_contact_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_contact_lines_locales_locale_parent\` ON \`_site_settings_v_version_contact_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`icon_id\` integer,
  	\`url\` text,
  	\`qr_code_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`qr_code_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_socials_order_idx\` ON \`_site_settings_v_version_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_socials_parent_id_idx\` ON \`_site_settings_v_version_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_socials_icon_idx\` ON \`_site_settings_v_version_socials\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_socials_qr_code_idx\` ON \`_site_settings_v_version_socials\` (\`qr_code_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_external_sites_english_url\` text,
  	\`version_external_sites_russian_url\` text,
  	\`version_conference_banner_enabled\` integer DEFAULT true,
  	\`version_conference_banner_image_id\` integer,
  	\`version_conference_banner_href\` text DEFAULT '/cpdc-2024',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_conference_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_logo_idx\` ON \`_site_settings_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_conference_banner_version_confe_idx\` ON \`_site_settings_v\` (\`version_conference_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_snapshot_idx\` ON \`_site_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_published_locale_idx\` ON \`_site_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_company_name\` text,
  	\`version_tagline\` text,
  	\`version_description\` text,
  	\`version_conference_banner_text\` text,
  	\`version_icp\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menu_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_solution_image_id\` integer,
  	\`version_solution_url\` text,
  	\`version_news_image_id\` integer,
  	\`version_news_url\` text,
  	\`version_about_us_image_id\` integer,
  	\`version_about_us_url\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_solution_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_news_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_about_us_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_version_version_solution_image_idx\` ON \`_menu_settings_v\` (\`version_solution_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_version_version_news_image_idx\` ON \`_menu_settings_v\` (\`version_news_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_version_version_about_us_image_idx\` ON \`_menu_settings_v\` (\`version_about_us_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_version_version__status_idx\` ON \`_menu_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_created_at_idx\` ON \`_menu_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_updated_at_idx\` ON \`_menu_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_snapshot_idx\` ON \`_menu_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_published_locale_idx\` ON \`_menu_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_latest_idx\` ON \`_menu_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_menu_settings_v_autosave_idx\` ON \`_menu_settings_v\` (\`autosave\`);`)
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
  await db.run(sql`CREATE TABLE \`_home_page_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_meta_version_meta_image_idx\` ON \`_home_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_page_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_version_features_order_idx\` ON \`_mdm_page_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_version_features_parent_id_idx\` ON \`_mdm_page_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_version_features_icon_idx\` ON \`_mdm_page_v_version_features\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_page_v_version_features_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_page_v_version_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mdm_page_v_version_features_locales_locale_parent_id_unique\` ON \`_mdm_page_v_version_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_page_v_version_scenarios\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_version_scenarios_order_idx\` ON \`_mdm_page_v_version_scenarios\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_version_scenarios_parent_id_idx\` ON \`_mdm_page_v_version_scenarios\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_version_scenarios_image_idx\` ON \`_mdm_page_v_version_scenarios\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_page_v_version_scenarios_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_page_v_version_scenarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mdm_page_v_version_scenarios_locales_locale_parent_id_uniqu\` ON \`_mdm_page_v_version_scenarios_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_version_version_hero_image_idx\` ON \`_mdm_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_version_version__status_idx\` ON \`_mdm_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_created_at_idx\` ON \`_mdm_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_updated_at_idx\` ON \`_mdm_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_snapshot_idx\` ON \`_mdm_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_published_locale_idx\` ON \`_mdm_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_latest_idx\` ON \`_mdm_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_autosave_idx\` ON \`_mdm_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_page_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mdm_page_v_version_meta_version_meta_image_idx\` ON \`_mdm_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_mdm_page_v_locales_locale_parent_id_unique\` ON \`_mdm_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_pricing_v_version_tiers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`price\` numeric,
  	\`recommended\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_version_tiers_order_idx\` ON \`_mdm_pricing_v_version_tiers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_version_tiers_parent_id_idx\` ON \`_mdm_pricing_v_version_tiers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_pricing_v_version_tiers_locales\` (
  	\`name\` text,
  	\`period\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_pricing_v_version_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mdm_pricing_v_version_tiers_locales_locale_parent_id_unique\` ON \`_mdm_pricing_v_version_tiers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_pricing_v_version_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_version_rows_order_idx\` ON \`_mdm_pricing_v_version_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_version_rows_parent_id_idx\` ON \`_mdm_pricing_v_version_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_pricing_v_version_rows_locales\` (
  	\`feature\` text,
  	\`basic\` text,
  	\`standard\` text,
  	\`enterprise\` text,
  	\`extra\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_pricing_v_version_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mdm_pricing_v_version_rows_locales_locale_parent_id_unique\` ON \`_mdm_pricing_v_version_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_pricing_v_version_add_ons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prices\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_version_add_ons_order_idx\` ON \`_mdm_pricing_v_version_add_ons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_version_add_ons_parent_id_idx\` ON \`_mdm_pricing_v_version_add_ons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_pricing_v_version_add_ons_locales\` (
  	\`name\` text,
  	\`unit\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_pricing_v_version_add_ons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mdm_pricing_v_version_add_ons_locales_locale_parent_id_uniq\` ON \`_mdm_pricing_v_version_add_ons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_pricing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_custom_firmware_per_hour\` numeric DEFAULT 2000,
  	\`version_trial_days\` numeric DEFAULT 30,
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
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_version_version__status_idx\` ON \`_mdm_pricing_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_created_at_idx\` ON \`_mdm_pricing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_updated_at_idx\` ON \`_mdm_pricing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_snapshot_idx\` ON \`_mdm_pricing_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_published_locale_idx\` ON \`_mdm_pricing_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_latest_idx\` ON \`_mdm_pricing_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_autosave_idx\` ON \`_mdm_pricing_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_mdm_pricing_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_note\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mdm_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mdm_pricing_v_version_meta_version_meta_image_idx\` ON \`_mdm_pricing_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_mdm_pricing_v_locales_locale_parent_id_unique\` ON \`_mdm_pricing_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_stats_order_idx\` ON \`_company_profile_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_stats_parent_id_idx\` ON \`_company_profile_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_stats_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v_version_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_version_stats_locales_locale_parent_id_un\` ON \`_company_profile_v_version_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_milestones_order_idx\` ON \`_company_profile_v_version_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_milestones_parent_id_idx\` ON \`_company_profile_v_version_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_milestones_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v_version_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_version_milestones_locales_locale_parent_\` ON \`_company_profile_v_version_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_version_hero_image_idx\` ON \`_company_profile_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_version__status_idx\` ON \`_company_profile_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_created_at_idx\` ON \`_company_profile_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_updated_at_idx\` ON \`_company_profile_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_snapshot_idx\` ON \`_company_profile_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_published_locale_idx\` ON \`_company_profile_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_latest_idx\` ON \`_company_profile_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_autosave_idx\` ON \`_company_profile_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_meta_version_meta_image_idx\` ON \`_company_profile_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_locales_locale_parent_id_unique\` ON \`_company_profile_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_notice_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_effective_date\` text,
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
  await db.run(sql`CREATE INDEX \`_legal_notice_v_version_version__status_idx\` ON \`_legal_notice_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_created_at_idx\` ON \`_legal_notice_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_updated_at_idx\` ON \`_legal_notice_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_snapshot_idx\` ON \`_legal_notice_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_published_locale_idx\` ON \`_legal_notice_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_latest_idx\` ON \`_legal_notice_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_autosave_idx\` ON \`_legal_notice_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_legal_notice_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_notice_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_version_meta_version_meta_image_idx\` ON \`_legal_notice_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_notice_v_locales_locale_parent_id_unique\` ON \`_legal_notice_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_conference_page_v_version_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`time\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_conference_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_conference_page_v_version_agenda_order_idx\` ON \`_conference_page_v_version_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_version_agenda_parent_id_idx\` ON \`_conference_page_v_version_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_conference_page_v_version_agenda_locales\` (
  	\`title\` text,
  	\`speaker\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_conference_page_v_version_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_conference_page_v_version_agenda_locales_locale_parent_id_u\` ON \`_conference_page_v_version_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_conference_page_v_version_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_conference_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_conference_page_v_version_speakers_order_idx\` ON \`_conference_page_v_version_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_version_speakers_parent_id_idx\` ON \`_conference_page_v_version_speakers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_version_speakers_photo_idx\` ON \`_conference_page_v_version_speakers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_conference_page_v_version_speakers_locales\` (
  	\`name\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_conference_page_v_version_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_conference_page_v_version_speakers_locales_locale_parent_id\` ON \`_conference_page_v_version_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_conference_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_image_id\` integer,
  	\`version_event_id\` integer,
  	\`version_registration_url\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_conference_page_v_version_version_hero_image_idx\` ON \`_conference_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_version_version_event_idx\` ON \`_conference_page_v\` (\`version_event_id\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_version_version__status_idx\` ON \`_conference_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_created_at_idx\` ON \`_conference_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_updated_at_idx\` ON \`_conference_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_snapshot_idx\` ON \`_conference_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_published_locale_idx\` ON \`_conference_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_latest_idx\` ON \`_conference_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_conference_page_v_autosave_idx\` ON \`_conference_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_conference_page_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_dates\` text,
  	\`version_venue\` text,
  	\`version_registration_label\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_conference_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_conference_page_v_version_meta_version_meta_image_idx\` ON \`_conference_page_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_conference_page_v_locales_locale_parent_id_unique\` ON \`_conference_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mobile_guide_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mobile_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_version_steps_order_idx\` ON \`_mobile_guide_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_version_steps_parent_id_idx\` ON \`_mobile_guide_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mobile_guide_v_version_steps_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mobile_guide_v_version_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mobile_guide_v_version_steps_locales_locale_parent_id_uniqu\` ON \`_mobile_guide_v_version_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mobile_guide_v\` (
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
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_version_version__status_idx\` ON \`_mobile_guide_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_created_at_idx\` ON \`_mobile_guide_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_updated_at_idx\` ON \`_mobile_guide_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_snapshot_idx\` ON \`_mobile_guide_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_published_locale_idx\` ON \`_mobile_guide_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_latest_idx\` ON \`_mobile_guide_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_autosave_idx\` ON \`_mobile_guide_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_mobile_guide_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_notes\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mobile_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mobile_guide_v_version_meta_version_meta_image_idx\` ON \`_mobile_guide_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_mobile_guide_v_locales_locale_parent_id_unique\` ON \`_mobile_guide_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_product_categories_locales\` (
  	\`name\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_product_categories_locales\`("name", "summary", "id", "_locale", "_parent_id") SELECT "name", "summary", "id", "_locale", "_parent_id" FROM \`product_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`product_categories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_product_categories_locales\` RENAME TO \`product_categories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_locales_locale_parent_id_unique\` ON \`product_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`cover_id\` integer,
  	\`datasheet_id\` integer,
  	\`customize_url\` text,
  	\`category_id\` integer,
  	\`series\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`datasheet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "model", "cover_id", "datasheet_id", "customize_url", "category_id", "series", "order", "updated_at", "created_at", "_status") SELECT "id", "model", "cover_id", "datasheet_id", "customize_url", "category_id", "series", "order", "updated_at", "created_at", 'draft' FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE INDEX \`products_model_idx\` ON \`products\` (\`model\`);`)
  await db.run(sql`CREATE INDEX \`products_cover_idx\` ON \`products\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`products_datasheet_idx\` ON \`products\` (\`datasheet_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_customize_url_idx\` ON \`products\` (\`customize_url\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_series_idx\` ON \`products\` (\`series\`);`)
  await db.run(sql`CREATE INDEX \`products_order_idx\` ON \`products\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_locales\` (
  	\`first_title\` text,
  	\`summary\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_locales\`("first_title", "summary", "meta_title", "meta_description", "meta_image_id", "id", "_locale", "_parent_id") SELECT "first_title", "summary", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_locales\` RENAME TO \`products_locales\`;`)
  await db.run(sql`CREATE INDEX \`products_meta_meta_image_idx\` ON \`products_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_highlights_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_highlights_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`solutions_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_highlights_locales\` RENAME TO \`solutions_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_highlights_locales_locale_parent_id_unique\` ON \`solutions_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_locales\` (
  	\`name\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_locales\`("name", "summary", "body", "meta_title", "meta_description", "meta_image_id", "id", "_locale", "_parent_id") SELECT "name", "summary", "body", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_locales\` RENAME TO \`solutions_locales\`;`)
  await db.run(sql`CREATE INDEX \`solutions_meta_meta_image_idx\` ON \`solutions_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_locales_locale_parent_id_unique\` ON \`solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cover_id\` integer,
  	\`date\` text,
  	\`category_id\` integer,
  	\`top\` integer DEFAULT false,
  	\`banner\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "cover_id", "date", "category_id", "top", "banner", "updated_at", "created_at", "_status") SELECT "id", "cover_id", "date", "category_id", "top", "banner", "updated_at", "created_at", 'draft' FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_date_idx\` ON \`news\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_top_idx\` ON \`news\` (\`top\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_locales\`("title", "summary", "body", "meta_title", "meta_description", "meta_image_id", "id", "_locale", "_parent_id") SELECT "title", "summary", "body", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_locales\` RENAME TO \`news_locales\`;`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_highlights_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_highlights_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`events_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`events_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_highlights_locales\` RENAME TO \`events_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_highlights_locales_locale_parent_id_unique\` ON \`events_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`time\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_agenda\`("_order", "_parent_id", "id", "time") SELECT "_order", "_parent_id", "id", "time" FROM \`events_agenda\`;`)
  await db.run(sql`DROP TABLE \`events_agenda\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_agenda\` RENAME TO \`events_agenda\`;`)
  await db.run(sql`CREATE INDEX \`events_agenda_order_idx\` ON \`events_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_agenda_parent_id_idx\` ON \`events_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_agenda_locales\` (
  	\`title\` text,
  	\`speaker\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_agenda_locales\`("title", "speaker", "description", "id", "_locale", "_parent_id") SELECT "title", "speaker", "description", "id", "_locale", "_parent_id" FROM \`events_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`events_agenda_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_agenda_locales\` RENAME TO \`events_agenda_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_agenda_locales_locale_parent_id_unique\` ON \`events_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_speakers_locales\` (
  	\`name\` text,
  	\`role\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_speakers_locales\`("name", "role", "bio", "id", "_locale", "_parent_id") SELECT "name", "role", "bio", "id", "_locale", "_parent_id" FROM \`events_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`events_speakers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_speakers_locales\` RENAME TO \`events_speakers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_speakers_locales_locale_parent_id_unique\` ON \`events_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tier\` text DEFAULT 'partner',
  	\`logo_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_partners\`("_order", "_parent_id", "id", "tier", "logo_id", "url") SELECT "_order", "_parent_id", "id", "tier", "logo_id", "url" FROM \`events_partners\`;`)
  await db.run(sql`DROP TABLE \`events_partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_partners\` RENAME TO \`events_partners\`;`)
  await db.run(sql`CREATE INDEX \`events_partners_order_idx\` ON \`events_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_partners_parent_id_idx\` ON \`events_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_partners_logo_idx\` ON \`events_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_partners_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_partners_locales\`("name", "id", "_locale", "_parent_id") SELECT "name", "id", "_locale", "_parent_id" FROM \`events_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`events_partners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_partners_locales\` RENAME TO \`events_partners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_partners_locales_locale_parent_id_unique\` ON \`events_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_registration_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_registration_questions\`("_order", "_parent_id", "id", "key", "type", "required") SELECT "_order", "_parent_id", "id", "key", "type", "required" FROM \`events_registration_questions\`;`)
  await db.run(sql`DROP TABLE \`events_registration_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_registration_questions\` RENAME TO \`events_registration_questions\`;`)
  await db.run(sql`CREATE INDEX \`events_registration_questions_order_idx\` ON \`events_registration_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_registration_questions_parent_id_idx\` ON \`events_registration_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_registration_questions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_registration_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_registration_questions_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`events_registration_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`events_registration_questions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_registration_questions_locales\` RENAME TO \`events_registration_questions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_registration_questions_locales_locale_parent_id_uniqu\` ON \`events_registration_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`hero_image_id\` integer,
  	\`theme\` text DEFAULT 'conference',
  	\`venue_map_id\` integer,
  	\`venue_map_url\` text,
  	\`registration_opens_at\` text,
  	\`registration_closes_at\` text,
  	\`registration_capacity\` numeric,
  	\`invitation_image_id\` integer,
  	\`token\` text,
  	\`hash\` text,
  	\`invitation_page\` text,
  	\`anniversary_sign_in\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`venue_map_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invitation_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "starts_at", "ends_at", "hero_image_id", "theme", "venue_map_id", "venue_map_url", "registration_opens_at", "registration_closes_at", "registration_capacity", "invitation_image_id", "token", "hash", "invitation_page", "anniversary_sign_in", "updated_at", "created_at", "_status") SELECT "id", "starts_at", "ends_at", "hero_image_id", "theme", "venue_map_id", "venue_map_url", "registration_opens_at", "registration_closes_at", "registration_capacity", "invitation_image_id", "token", "hash", "invitation_page", "anniversary_sign_in", "updated_at", "created_at", 'draft' FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE INDEX \`events_hero_image_idx\` ON \`events\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_venue_venue_map_idx\` ON \`events\` (\`venue_map_id\`);`)
  await db.run(sql`CREATE INDEX \`events_invitation_invitation_image_idx\` ON \`events\` (\`invitation_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_token_idx\` ON \`events\` (\`token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_hash_idx\` ON \`events\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`events_invitation_page_idx\` ON \`events\` (\`invitation_page\`);`)
  await db.run(sql`CREATE INDEX \`events_anniversary_sign_in_idx\` ON \`events\` (\`anniversary_sign_in\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`intro\` text,
  	\`venue_name\` text,
  	\`venue_address\` text,
  	\`venue_directions\` text,
  	\`invitation_letter\` text,
  	\`invitation_signature\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_locales\`("title", "subtitle", "intro", "venue_name", "venue_address", "venue_directions", "invitation_letter", "invitation_signature", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", "venue_name", "venue_address", "venue_directions", "invitation_letter", "invitation_signature", "id", "_locale", "_parent_id" FROM \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_locales\` RENAME TO \`events_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_contact_lines_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_contact_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_contact_lines_locales\`("label", "value", "id", "_locale", "_parent_id") SELECT "label", "value", "id", "_locale", "_parent_id" FROM \`site_settings_contact_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_contact_lines_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_contact_lines_locales\` RENAME TO \`site_settings_contact_lines_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_contact_lines_locales_locale_parent_id_unique\` ON \`site_settings_contact_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`icon_id\` integer,
  	\`url\` text,
  	\`qr_code_id\` integer,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`qr_code_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_socials\`("_order", "_parent_id", "id", "name", "icon_id", "url", "qr_code_id") SELECT "_order", "_parent_id", "id", "name", "icon_id", "url", "qr_code_id" FROM \`site_settings_socials\`;`)
  await db.run(sql`DROP TABLE \`site_settings_socials\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_socials\` RENAME TO \`site_settings_socials\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_order_idx\` ON \`site_settings_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_parent_id_idx\` ON \`site_settings_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_icon_idx\` ON \`site_settings_socials\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_qr_code_idx\` ON \`site_settings_socials\` (\`qr_code_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`company_name\` text,
  	\`tagline\` text,
  	\`description\` text,
  	\`conference_banner_text\` text,
  	\`icp\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("company_name", "tagline", "description", "conference_banner_text", "icp", "id", "_locale", "_parent_id") SELECT "company_name", "tagline", "description", "conference_banner_text", "icp", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_mdm_page_features_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_page_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_page_features_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`mdm_page_features_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_page_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_page_features_locales\` RENAME TO \`mdm_page_features_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_page_features_locales_locale_parent_id_unique\` ON \`mdm_page_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_page_scenarios_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_page_scenarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_page_scenarios_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`mdm_page_scenarios_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_page_scenarios_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_page_scenarios_locales\` RENAME TO \`mdm_page_scenarios_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_page_scenarios_locales_locale_parent_id_unique\` ON \`mdm_page_scenarios_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_page_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_page_locales\`("title", "subtitle", "meta_title", "meta_description", "meta_image_id", "id", "_locale", "_parent_id") SELECT "title", "subtitle", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`mdm_page_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_page_locales\` RENAME TO \`mdm_page_locales\`;`)
  await db.run(sql`CREATE INDEX \`mdm_page_meta_meta_image_idx\` ON \`mdm_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_page_locales_locale_parent_id_unique\` ON \`mdm_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_tiers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`price\` numeric,
  	\`recommended\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_tiers\`("_order", "_parent_id", "id", "code", "price", "recommended") SELECT "_order", "_parent_id", "id", "code", "price", "recommended" FROM \`mdm_pricing_tiers\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_tiers\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_tiers\` RENAME TO \`mdm_pricing_tiers\`;`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_tiers_order_idx\` ON \`mdm_pricing_tiers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_tiers_parent_id_idx\` ON \`mdm_pricing_tiers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_tiers_locales\` (
  	\`name\` text,
  	\`period\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_tiers_locales\`("name", "period", "id", "_locale", "_parent_id") SELECT "name", "period", "id", "_locale", "_parent_id" FROM \`mdm_pricing_tiers_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_tiers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_tiers_locales\` RENAME TO \`mdm_pricing_tiers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_pricing_tiers_locales_locale_parent_id_unique\` ON \`mdm_pricing_tiers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_rows_locales\` (
  	\`feature\` text,
  	\`basic\` text,
  	\`standard\` text,
  	\`enterprise\` text,
  	\`extra\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_rows_locales\`("feature", "basic", "standard", "enterprise", "extra", "id", "_locale", "_parent_id") SELECT "feature", "basic", "standard", "enterprise", "extra", "id", "_locale", "_parent_id" FROM \`mdm_pricing_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_rows_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_rows_locales\` RENAME TO \`mdm_pricing_rows_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_pricing_rows_locales_locale_parent_id_unique\` ON \`mdm_pricing_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_add_ons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`prices\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_add_ons\`("_order", "_parent_id", "id", "prices") SELECT "_order", "_parent_id", "id", "prices" FROM \`mdm_pricing_add_ons\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_add_ons\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_add_ons\` RENAME TO \`mdm_pricing_add_ons\`;`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_add_ons_order_idx\` ON \`mdm_pricing_add_ons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_add_ons_parent_id_idx\` ON \`mdm_pricing_add_ons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_add_ons_locales\` (
  	\`name\` text,
  	\`unit\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing_add_ons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_add_ons_locales\`("name", "unit", "id", "_locale", "_parent_id") SELECT "name", "unit", "id", "_locale", "_parent_id" FROM \`mdm_pricing_add_ons_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_add_ons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_add_ons_locales\` RENAME TO \`mdm_pricing_add_ons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_pricing_add_ons_locales_locale_parent_id_unique\` ON \`mdm_pricing_add_ons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`custom_firmware_per_hour\` numeric DEFAULT 2000,
  	\`trial_days\` numeric DEFAULT 30,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing\`("id", "custom_firmware_per_hour", "trial_days", "_status", "updated_at", "created_at") SELECT "id", "custom_firmware_per_hour", "trial_days", 'draft', "updated_at", "created_at" FROM \`mdm_pricing\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing\` RENAME TO \`mdm_pricing\`;`)
  await db.run(sql`CREATE INDEX \`mdm_pricing__status_idx\` ON \`mdm_pricing\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`note\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_locales\`("title", "subtitle", "note", "meta_title", "meta_description", "meta_image_id", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "note", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`mdm_pricing_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_locales\` RENAME TO \`mdm_pricing_locales\`;`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_meta_meta_image_idx\` ON \`mdm_pricing_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_pricing_locales_locale_parent_id_unique\` ON \`mdm_pricing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_stats\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`company_profile_stats\`;`)
  await db.run(sql`DROP TABLE \`company_profile_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_stats\` RENAME TO \`company_profile_stats\`;`)
  await db.run(sql`CREATE INDEX \`company_profile_stats_order_idx\` ON \`company_profile_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_stats_parent_id_idx\` ON \`company_profile_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_stats_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_stats_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`company_profile_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_stats_locales\` RENAME TO \`company_profile_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_stats_locales_locale_parent_id_unique\` ON \`company_profile_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_milestones\`("_order", "_parent_id", "id", "year") SELECT "_order", "_parent_id", "id", "year" FROM \`company_profile_milestones\`;`)
  await db.run(sql`DROP TABLE \`company_profile_milestones\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_milestones\` RENAME TO \`company_profile_milestones\`;`)
  await db.run(sql`CREATE INDEX \`company_profile_milestones_order_idx\` ON \`company_profile_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_milestones_parent_id_idx\` ON \`company_profile_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_milestones_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_milestones_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`company_profile_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_milestones_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_milestones_locales\` RENAME TO \`company_profile_milestones_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_milestones_locales_locale_parent_id_unique\` ON \`company_profile_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_locales\`("title", "subtitle", "body", "meta_title", "meta_description", "meta_image_id", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "body", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`company_profile_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_locales\` RENAME TO \`company_profile_locales\`;`)
  await db.run(sql`CREATE INDEX \`company_profile_meta_meta_image_idx\` ON \`company_profile_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_locales_locale_parent_id_unique\` ON \`company_profile_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_legal_notice_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_legal_notice_locales\`("title", "body", "meta_title", "meta_description", "meta_image_id", "id", "_locale", "_parent_id") SELECT "title", "body", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`legal_notice_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_notice_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_legal_notice_locales\` RENAME TO \`legal_notice_locales\`;`)
  await db.run(sql`CREATE INDEX \`legal_notice_meta_meta_image_idx\` ON \`legal_notice_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_notice_locales_locale_parent_id_unique\` ON \`legal_notice_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_conference_page_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`time\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_conference_page_agenda\`("_order", "_parent_id", "id", "time") SELECT "_order", "_parent_id", "id", "time" FROM \`conference_page_agenda\`;`)
  await db.run(sql`DROP TABLE \`conference_page_agenda\`;`)
  await db.run(sql`ALTER TABLE \`__new_conference_page_agenda\` RENAME TO \`conference_page_agenda\`;`)
  await db.run(sql`CREATE INDEX \`conference_page_agenda_order_idx\` ON \`conference_page_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`conference_page_agenda_parent_id_idx\` ON \`conference_page_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_conference_page_agenda_locales\` (
  	\`title\` text,
  	\`speaker\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_conference_page_agenda_locales\`("title", "speaker", "id", "_locale", "_parent_id") SELECT "title", "speaker", "id", "_locale", "_parent_id" FROM \`conference_page_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`conference_page_agenda_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_conference_page_agenda_locales\` RENAME TO \`conference_page_agenda_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`conference_page_agenda_locales_locale_parent_id_unique\` ON \`conference_page_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_conference_page_speakers_locales\` (
  	\`name\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_conference_page_speakers_locales\`("name", "role", "id", "_locale", "_parent_id") SELECT "name", "role", "id", "_locale", "_parent_id" FROM \`conference_page_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`conference_page_speakers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_conference_page_speakers_locales\` RENAME TO \`conference_page_speakers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`conference_page_speakers_locales_locale_parent_id_unique\` ON \`conference_page_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_conference_page_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`dates\` text,
  	\`venue\` text,
  	\`registration_label\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_conference_page_locales\`("title", "subtitle", "dates", "venue", "registration_label", "meta_title", "meta_description", "meta_image_id", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "dates", "venue", "registration_label", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`conference_page_locales\`;`)
  await db.run(sql`DROP TABLE \`conference_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_conference_page_locales\` RENAME TO \`conference_page_locales\`;`)
  await db.run(sql`CREATE INDEX \`conference_page_meta_meta_image_idx\` ON \`conference_page_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`conference_page_locales_locale_parent_id_unique\` ON \`conference_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mobile_guide_steps_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mobile_guide_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mobile_guide_steps_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`mobile_guide_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`mobile_guide_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mobile_guide_steps_locales\` RENAME TO \`mobile_guide_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mobile_guide_steps_locales_locale_parent_id_unique\` ON \`mobile_guide_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mobile_guide_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`notes\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mobile_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mobile_guide_locales\`("title", "intro", "notes", "meta_title", "meta_description", "meta_image_id", "id", "_locale", "_parent_id") SELECT "title", "intro", "notes", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`mobile_guide_locales\`;`)
  await db.run(sql`DROP TABLE \`mobile_guide_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mobile_guide_locales\` RENAME TO \`mobile_guide_locales\`;`)
  await db.run(sql`CREATE INDEX \`mobile_guide_meta_meta_image_idx\` ON \`mobile_guide_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`mobile_guide_locales_locale_parent_id_unique\` ON \`mobile_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`product_categories__status_idx\` ON \`product_categories\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`solutions\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`solutions__status_idx\` ON \`solutions\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`page\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`enquiries_language_idx\` ON \`enquiries\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_form_idx\` ON \`enquiries\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_assignee_idx\` ON \`enquiries\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`menu_settings\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`menu_settings__status_idx\` ON \`menu_settings\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`mdm_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`mdm_page__status_idx\` ON \`mdm_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`company_profile\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`company_profile__status_idx\` ON \`company_profile\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`legal_notice\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`legal_notice__status_idx\` ON \`legal_notice\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`conference_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`conference_page__status_idx\` ON \`conference_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`mobile_guide\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`mobile_guide__status_idx\` ON \`mobile_guide\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  // ---- BEGIN hand-written data: existing content stays published ----
  await db.run(sql`UPDATE "product_categories" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "products" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "solutions" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "news" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "events" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "site_settings" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "menu_settings" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "home_page" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "mdm_page" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "mdm_pricing" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "company_profile" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "legal_notice" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "conference_page" SET "_status" = 'published';`)
  await db.run(sql`UPDATE "mobile_guide" SET "_status" = 'published';`)
  // ---- END hand-written data ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_product_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specs\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_version_highlights\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_version_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_highlights\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_agenda\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_speakers\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_partners\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_registration_questions_options\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_registration_questions_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_registration_questions\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_registration_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_contact_lines\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_contact_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_socials\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_menu_settings_v\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_banners\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_banners_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_mdm_page_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_mdm_page_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_mdm_page_v_version_scenarios\`;`)
  await db.run(sql`DROP TABLE \`_mdm_page_v_version_scenarios_locales\`;`)
  await db.run(sql`DROP TABLE \`_mdm_page_v\`;`)
  await db.run(sql`DROP TABLE \`_mdm_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_mdm_pricing_v_version_tiers\`;`)
  await db.run(sql`DROP TABLE \`_mdm_pricing_v_version_tiers_locales\`;`)
  await db.run(sql`DROP TABLE \`_mdm_pricing_v_version_rows\`;`)
  await db.run(sql`DROP TABLE \`_mdm_pricing_v_version_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_mdm_pricing_v_version_add_ons\`;`)
  await db.run(sql`DROP TABLE \`_mdm_pricing_v_version_add_ons_locales\`;`)
  await db.run(sql`DROP TABLE \`_mdm_pricing_v\`;`)
  await db.run(sql`DROP TABLE \`_mdm_pricing_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_milestones\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_notice_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_notice_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_conference_page_v_version_agenda\`;`)
  await db.run(sql`DROP TABLE \`_conference_page_v_version_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`_conference_page_v_version_speakers\`;`)
  await db.run(sql`DROP TABLE \`_conference_page_v_version_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`_conference_page_v\`;`)
  await db.run(sql`DROP TABLE \`_conference_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_mobile_guide_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_mobile_guide_v_version_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_mobile_guide_v\`;`)
  await db.run(sql`DROP TABLE \`_mobile_guide_v_locales\`;`)
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
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_email_idx\` ON \`enquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
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
  await db.run(sql`DROP INDEX \`product_categories__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`_status\`;`)
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
  await db.run(sql`CREATE INDEX \`products_model_idx\` ON \`products\` (\`model\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_customize_url_idx\` ON \`products\` (\`customize_url\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_series_idx\` ON \`products\` (\`series\`);`)
  await db.run(sql`CREATE INDEX \`products_order_idx\` ON \`products\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_cover_idx\` ON \`products\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`products_datasheet_idx\` ON \`products\` (\`datasheet_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`solutions__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`solutions\` DROP COLUMN \`_status\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`hero_image_id\` integer,
  	\`theme\` text DEFAULT 'conference' NOT NULL,
  	\`venue_map_id\` integer,
  	\`venue_map_url\` text,
  	\`registration_opens_at\` text,
  	\`registration_closes_at\` text,
  	\`registration_capacity\` numeric,
  	\`invitation_image_id\` integer,
  	\`token\` text NOT NULL,
  	\`hash\` text,
  	\`invitation_page\` text,
  	\`anniversary_sign_in\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`venue_map_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invitation_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "starts_at", "ends_at", "hero_image_id", "theme", "venue_map_id", "venue_map_url", "registration_opens_at", "registration_closes_at", "registration_capacity", "invitation_image_id", "token", "hash", "invitation_page", "anniversary_sign_in", "updated_at", "created_at") SELECT "id", "starts_at", "ends_at", "hero_image_id", "theme", "venue_map_id", "venue_map_url", "registration_opens_at", "registration_closes_at", "registration_capacity", "invitation_image_id", "token", "hash", "invitation_page", "anniversary_sign_in", "updated_at", "created_at" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE INDEX \`events_hero_image_idx\` ON \`events\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_venue_venue_map_idx\` ON \`events\` (\`venue_map_id\`);`)
  await db.run(sql`CREATE INDEX \`events_invitation_invitation_image_idx\` ON \`events\` (\`invitation_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_token_idx\` ON \`events\` (\`token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_hash_idx\` ON \`events\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`events_invitation_page_idx\` ON \`events\` (\`invitation_page\`);`)
  await db.run(sql`CREATE INDEX \`events_anniversary_sign_in_idx\` ON \`events\` (\`anniversary_sign_in\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`site_settings__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`menu_settings__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`menu_settings\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`home_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`mdm_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`mdm_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`custom_firmware_per_hour\` numeric DEFAULT 2000 NOT NULL,
  	\`trial_days\` numeric DEFAULT 30 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing\`("id", "custom_firmware_per_hour", "trial_days", "updated_at", "created_at") SELECT "id", "custom_firmware_per_hour", "trial_days", "updated_at", "created_at" FROM \`mdm_pricing\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing\` RENAME TO \`mdm_pricing\`;`)
  await db.run(sql`DROP INDEX \`company_profile__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`company_profile\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`legal_notice__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`legal_notice\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`conference_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`conference_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`mobile_guide__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`mobile_guide\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_product_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_product_categories_locales\`("name", "summary", "id", "_locale", "_parent_id") SELECT "name", "summary", "id", "_locale", "_parent_id" FROM \`product_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`product_categories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_product_categories_locales\` RENAME TO \`product_categories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_locales_locale_parent_id_unique\` ON \`product_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_solutions_highlights_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_highlights_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`solutions_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_highlights_locales\` RENAME TO \`solutions_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_highlights_locales_locale_parent_id_unique\` ON \`solutions_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_highlights_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_highlights_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`events_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`events_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_highlights_locales\` RENAME TO \`events_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_highlights_locales_locale_parent_id_unique\` ON \`events_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`time\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_agenda\`("_order", "_parent_id", "id", "time") SELECT "_order", "_parent_id", "id", "time" FROM \`events_agenda\`;`)
  await db.run(sql`DROP TABLE \`events_agenda\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_agenda\` RENAME TO \`events_agenda\`;`)
  await db.run(sql`CREATE INDEX \`events_agenda_order_idx\` ON \`events_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_agenda_parent_id_idx\` ON \`events_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_agenda_locales\` (
  	\`title\` text NOT NULL,
  	\`speaker\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_agenda_locales\`("title", "speaker", "description", "id", "_locale", "_parent_id") SELECT "title", "speaker", "description", "id", "_locale", "_parent_id" FROM \`events_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`events_agenda_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_agenda_locales\` RENAME TO \`events_agenda_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_agenda_locales_locale_parent_id_unique\` ON \`events_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_speakers_locales\` (
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_speakers_locales\`("name", "role", "bio", "id", "_locale", "_parent_id") SELECT "name", "role", "bio", "id", "_locale", "_parent_id" FROM \`events_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`events_speakers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_speakers_locales\` RENAME TO \`events_speakers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_speakers_locales_locale_parent_id_unique\` ON \`events_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tier\` text DEFAULT 'partner' NOT NULL,
  	\`logo_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_partners\`("_order", "_parent_id", "id", "tier", "logo_id", "url") SELECT "_order", "_parent_id", "id", "tier", "logo_id", "url" FROM \`events_partners\`;`)
  await db.run(sql`DROP TABLE \`events_partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_partners\` RENAME TO \`events_partners\`;`)
  await db.run(sql`CREATE INDEX \`events_partners_order_idx\` ON \`events_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_partners_parent_id_idx\` ON \`events_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_partners_logo_idx\` ON \`events_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_partners_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_partners_locales\`("name", "id", "_locale", "_parent_id") SELECT "name", "id", "_locale", "_parent_id" FROM \`events_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`events_partners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_partners_locales\` RENAME TO \`events_partners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_partners_locales_locale_parent_id_unique\` ON \`events_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_registration_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	\`required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_registration_questions\`("_order", "_parent_id", "id", "key", "type", "required") SELECT "_order", "_parent_id", "id", "key", "type", "required" FROM \`events_registration_questions\`;`)
  await db.run(sql`DROP TABLE \`events_registration_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_registration_questions\` RENAME TO \`events_registration_questions\`;`)
  await db.run(sql`CREATE INDEX \`events_registration_questions_order_idx\` ON \`events_registration_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_registration_questions_parent_id_idx\` ON \`events_registration_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_registration_questions_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_registration_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_registration_questions_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`events_registration_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`events_registration_questions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_registration_questions_locales\` RENAME TO \`events_registration_questions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_registration_questions_locales_locale_parent_id_uniqu\` ON \`events_registration_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`intro\` text,
  	\`venue_name\` text NOT NULL,
  	\`venue_address\` text,
  	\`venue_directions\` text,
  	\`invitation_letter\` text,
  	\`invitation_signature\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_locales\`("title", "subtitle", "intro", "venue_name", "venue_address", "venue_directions", "invitation_letter", "invitation_signature", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", "venue_name", "venue_address", "venue_directions", "invitation_letter", "invitation_signature", "id", "_locale", "_parent_id" FROM \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_locales\` RENAME TO \`events_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_contact_lines_locales\` (
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_contact_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_contact_lines_locales\`("label", "value", "id", "_locale", "_parent_id") SELECT "label", "value", "id", "_locale", "_parent_id" FROM \`site_settings_contact_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_contact_lines_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_contact_lines_locales\` RENAME TO \`site_settings_contact_lines_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_contact_lines_locales_locale_parent_id_unique\` ON \`site_settings_contact_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`icon_id\` integer NOT NULL,
  	\`url\` text,
  	\`qr_code_id\` integer,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`qr_code_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_socials\`("_order", "_parent_id", "id", "name", "icon_id", "url", "qr_code_id") SELECT "_order", "_parent_id", "id", "name", "icon_id", "url", "qr_code_id" FROM \`site_settings_socials\`;`)
  await db.run(sql`DROP TABLE \`site_settings_socials\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_socials\` RENAME TO \`site_settings_socials\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_order_idx\` ON \`site_settings_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_parent_id_idx\` ON \`site_settings_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_icon_idx\` ON \`site_settings_socials\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_qr_code_idx\` ON \`site_settings_socials\` (\`qr_code_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`company_name\` text NOT NULL,
  	\`tagline\` text,
  	\`description\` text,
  	\`conference_banner_text\` text,
  	\`icp\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("company_name", "tagline", "description", "conference_banner_text", "icp", "id", "_locale", "_parent_id") SELECT "company_name", "tagline", "description", "conference_banner_text", "icp", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_mdm_page_features_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_page_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_page_features_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`mdm_page_features_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_page_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_page_features_locales\` RENAME TO \`mdm_page_features_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_page_features_locales_locale_parent_id_unique\` ON \`mdm_page_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_page_scenarios_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_page_scenarios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_page_scenarios_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`mdm_page_scenarios_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_page_scenarios_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_page_scenarios_locales\` RENAME TO \`mdm_page_scenarios_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_page_scenarios_locales_locale_parent_id_unique\` ON \`mdm_page_scenarios_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_tiers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`recommended\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_tiers\`("_order", "_parent_id", "id", "code", "price", "recommended") SELECT "_order", "_parent_id", "id", "code", "price", "recommended" FROM \`mdm_pricing_tiers\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_tiers\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_tiers\` RENAME TO \`mdm_pricing_tiers\`;`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_tiers_order_idx\` ON \`mdm_pricing_tiers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_tiers_parent_id_idx\` ON \`mdm_pricing_tiers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_tiers_locales\` (
  	\`name\` text NOT NULL,
  	\`period\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_tiers_locales\`("name", "period", "id", "_locale", "_parent_id") SELECT "name", "period", "id", "_locale", "_parent_id" FROM \`mdm_pricing_tiers_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_tiers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_tiers_locales\` RENAME TO \`mdm_pricing_tiers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_pricing_tiers_locales_locale_parent_id_unique\` ON \`mdm_pricing_tiers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_rows_locales\` (
  	\`feature\` text NOT NULL,
  	\`basic\` text,
  	\`standard\` text,
  	\`enterprise\` text,
  	\`extra\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_rows_locales\`("feature", "basic", "standard", "enterprise", "extra", "id", "_locale", "_parent_id") SELECT "feature", "basic", "standard", "enterprise", "extra", "id", "_locale", "_parent_id" FROM \`mdm_pricing_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_rows_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_rows_locales\` RENAME TO \`mdm_pricing_rows_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_pricing_rows_locales_locale_parent_id_unique\` ON \`mdm_pricing_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_add_ons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`prices\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_add_ons\`("_order", "_parent_id", "id", "prices") SELECT "_order", "_parent_id", "id", "prices" FROM \`mdm_pricing_add_ons\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_add_ons\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_add_ons\` RENAME TO \`mdm_pricing_add_ons\`;`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_add_ons_order_idx\` ON \`mdm_pricing_add_ons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mdm_pricing_add_ons_parent_id_idx\` ON \`mdm_pricing_add_ons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mdm_pricing_add_ons_locales\` (
  	\`name\` text NOT NULL,
  	\`unit\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mdm_pricing_add_ons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mdm_pricing_add_ons_locales\`("name", "unit", "id", "_locale", "_parent_id") SELECT "name", "unit", "id", "_locale", "_parent_id" FROM \`mdm_pricing_add_ons_locales\`;`)
  await db.run(sql`DROP TABLE \`mdm_pricing_add_ons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mdm_pricing_add_ons_locales\` RENAME TO \`mdm_pricing_add_ons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mdm_pricing_add_ons_locales_locale_parent_id_unique\` ON \`mdm_pricing_add_ons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_stats\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`company_profile_stats\`;`)
  await db.run(sql`DROP TABLE \`company_profile_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_stats\` RENAME TO \`company_profile_stats\`;`)
  await db.run(sql`CREATE INDEX \`company_profile_stats_order_idx\` ON \`company_profile_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_stats_parent_id_idx\` ON \`company_profile_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_stats_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_stats_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`company_profile_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_stats_locales\` RENAME TO \`company_profile_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_stats_locales_locale_parent_id_unique\` ON \`company_profile_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_milestones\`("_order", "_parent_id", "id", "year") SELECT "_order", "_parent_id", "id", "year" FROM \`company_profile_milestones\`;`)
  await db.run(sql`DROP TABLE \`company_profile_milestones\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_milestones\` RENAME TO \`company_profile_milestones\`;`)
  await db.run(sql`CREATE INDEX \`company_profile_milestones_order_idx\` ON \`company_profile_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_milestones_parent_id_idx\` ON \`company_profile_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_profile_milestones_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_profile_milestones_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`company_profile_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_milestones_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_profile_milestones_locales\` RENAME TO \`company_profile_milestones_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_milestones_locales_locale_parent_id_unique\` ON \`company_profile_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_conference_page_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`time\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_conference_page_agenda\`("_order", "_parent_id", "id", "time") SELECT "_order", "_parent_id", "id", "time" FROM \`conference_page_agenda\`;`)
  await db.run(sql`DROP TABLE \`conference_page_agenda\`;`)
  await db.run(sql`ALTER TABLE \`__new_conference_page_agenda\` RENAME TO \`conference_page_agenda\`;`)
  await db.run(sql`CREATE INDEX \`conference_page_agenda_order_idx\` ON \`conference_page_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`conference_page_agenda_parent_id_idx\` ON \`conference_page_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_conference_page_agenda_locales\` (
  	\`title\` text NOT NULL,
  	\`speaker\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_conference_page_agenda_locales\`("title", "speaker", "id", "_locale", "_parent_id") SELECT "title", "speaker", "id", "_locale", "_parent_id" FROM \`conference_page_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`conference_page_agenda_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_conference_page_agenda_locales\` RENAME TO \`conference_page_agenda_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`conference_page_agenda_locales_locale_parent_id_unique\` ON \`conference_page_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_conference_page_speakers_locales\` (
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conference_page_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_conference_page_speakers_locales\`("name", "role", "id", "_locale", "_parent_id") SELECT "name", "role", "id", "_locale", "_parent_id" FROM \`conference_page_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`conference_page_speakers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_conference_page_speakers_locales\` RENAME TO \`conference_page_speakers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`conference_page_speakers_locales_locale_parent_id_unique\` ON \`conference_page_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mobile_guide_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mobile_guide_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mobile_guide_steps_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`mobile_guide_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`mobile_guide_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mobile_guide_steps_locales\` RENAME TO \`mobile_guide_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mobile_guide_steps_locales_locale_parent_id_unique\` ON \`mobile_guide_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
