import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // ── Hand-edited (i13-jobs), to carry into the combined migration ───────────────────────────
  // The generated copies of products, news and events into their rebuilt tables selected a
  // "_status" column the old tables do not have; they now copy 'published' instead: content
  // saved before drafts existed was public and stays so. (PostgreSQL: an UPDATE at the end of up.)
  // ─────────────────────────────────────────────────────────────────────────────────────────────
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
  await db.run(sql`INSERT INTO \`__new_products\`("id", "model", "customize_url", "category_id", "series", "order", "cover_id", "datasheet_id", "updated_at", "created_at", "_status") SELECT "id", "model", "customize_url", "category_id", "series", "order", "cover_id", "datasheet_id", "updated_at", "created_at", 'published' FROM \`products\`;`)
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
  await db.run(sql`INSERT INTO \`__new_news\`("id", "date", "category_id", "top", "banner", "cover_id", "updated_at", "created_at", "_status") SELECT "id", "date", "category_id", "top", "banner", "cover_id", "updated_at", "created_at", 'published' FROM \`news\`;`)
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
  await db.run(sql`INSERT INTO \`__new_events\`("id", "starts_at", "ends_at", "hero_image_id", "theme", "venue_map_id", "venue_map_url", "registration_opens_at", "registration_closes_at", "registration_capacity", "invitation_image_id", "token", "hash", "invitation_page", "anniversary_sign_in", "updated_at", "created_at", "_status") SELECT "id", "starts_at", "ends_at", "hero_image_id", "theme", "venue_map_id", "venue_map_url", "registration_opens_at", "registration_closes_at", "registration_capacity", "invitation_image_id", "token", "hash", "invitation_page", "anniversary_sign_in", "updated_at", "created_at", 'published' FROM \`events\`;`)
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
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
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
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
