import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_highlights_order_idx\` ON \`events_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_highlights_parent_id_idx\` ON \`events_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_highlights_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_highlights_locales_locale_parent_id_unique\` ON \`events_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`time\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_agenda_order_idx\` ON \`events_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_agenda_parent_id_idx\` ON \`events_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_agenda_locales\` (
  	\`title\` text NOT NULL,
  	\`speaker\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_agenda_locales_locale_parent_id_unique\` ON \`events_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_speakers_order_idx\` ON \`events_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_speakers_parent_id_idx\` ON \`events_speakers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_speakers_photo_idx\` ON \`events_speakers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`events_speakers_locales\` (
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_speakers_locales_locale_parent_id_unique\` ON \`events_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_partners\` (
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
  await db.run(sql`CREATE INDEX \`events_partners_order_idx\` ON \`events_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_partners_parent_id_idx\` ON \`events_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_partners_logo_idx\` ON \`events_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`events_partners_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_partners_locales_locale_parent_id_unique\` ON \`events_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_registration_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_registration_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_registration_questions_options_order_idx\` ON \`events_registration_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_registration_questions_options_parent_id_idx\` ON \`events_registration_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_registration_questions_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_registration_questions_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_registration_questions_options_locales_locale_parent_\` ON \`events_registration_questions_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_registration_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	\`required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_registration_questions_order_idx\` ON \`events_registration_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_registration_questions_parent_id_idx\` ON \`events_registration_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_registration_questions_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_registration_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_registration_questions_locales_locale_parent_id_uniqu\` ON \`events_registration_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
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
  await db.run(sql`CREATE INDEX \`events_hero_image_idx\` ON \`events\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_venue_venue_map_idx\` ON \`events\` (\`venue_map_id\`);`)
  await db.run(sql`CREATE INDEX \`events_invitation_invitation_image_idx\` ON \`events\` (\`invitation_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_token_idx\` ON \`events\` (\`token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_hash_idx\` ON \`events\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`events_invitation_page_idx\` ON \`events\` (\`invitation_page\`);`)
  await db.run(sql`CREATE INDEX \`events_anniversary_sign_in_idx\` ON \`events\` (\`anniversary_sign_in\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`code\` text,
  	\`invitation_id\` integer,
  	\`status\` text DEFAULT 'confirmed' NOT NULL,
  	\`checked_in\` integer DEFAULT false,
  	\`signed_in_at\` text,
  	\`sign_in_number\` numeric,
  	\`sign_in_method\` text,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`job_title\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`answers\` text,
  	\`language\` text DEFAULT 'zh' NOT NULL,
  	\`source\` text DEFAULT 'admin' NOT NULL,
  	\`seat\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invitation_id\`) REFERENCES \`invitations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`registrations_event_idx\` ON \`registrations\` (\`event_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_code_idx\` ON \`registrations\` (\`code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_invitation_idx\` ON \`registrations\` (\`invitation_id\`);`)
  await db.run(sql`CREATE INDEX \`registrations_status_idx\` ON \`registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`registrations_checked_in_idx\` ON \`registrations\` (\`checked_in\`);`)
  await db.run(sql`CREATE INDEX \`registrations_signed_in_at_idx\` ON \`registrations\` (\`signed_in_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_company_idx\` ON \`registrations\` (\`company\`);`)
  await db.run(sql`CREATE INDEX \`registrations_phone_idx\` ON \`registrations\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`registrations_email_idx\` ON \`registrations\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`registrations_updated_at_idx\` ON \`registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_created_at_idx\` ON \`registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`phone_event_idx\` ON \`registrations\` (\`phone\`,\`event_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_event_idx\` ON \`registrations\` (\`email\`,\`event_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`seat_event_idx\` ON \`registrations\` (\`seat\`,\`event_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`signInNumber_event_idx\` ON \`registrations\` (\`sign_in_number\`,\`event_id\`);`)
  await db.run(sql`CREATE TABLE \`invitations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`code\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`responded_at\` text,
  	\`guest_name\` text NOT NULL,
  	\`salutation\` text,
  	\`company\` text,
  	\`job_title\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`language\` text DEFAULT 'zh',
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`invitations_event_idx\` ON \`invitations\` (\`event_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invitations_code_idx\` ON \`invitations\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`invitations_status_idx\` ON \`invitations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`invitations_updated_at_idx\` ON \`invitations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invitations_created_at_idx\` ON \`invitations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`registrations_id\` integer REFERENCES registrations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`invitations_id\` integer REFERENCES invitations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`invitations_id\`);`)
  await db.run(sql`ALTER TABLE \`conference_page\` ADD \`event_id\` integer REFERENCES events(id);`)
  await db.run(sql`CREATE INDEX \`conference_page_event_idx\` ON \`conference_page\` (\`event_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_highlights\`;`)
  await db.run(sql`DROP TABLE \`events_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`events_agenda\`;`)
  await db.run(sql`DROP TABLE \`events_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`events_speakers\`;`)
  await db.run(sql`DROP TABLE \`events_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`events_partners\`;`)
  await db.run(sql`DROP TABLE \`events_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`events_registration_questions_options\`;`)
  await db.run(sql`DROP TABLE \`events_registration_questions_options_locales\`;`)
  await db.run(sql`DROP TABLE \`events_registration_questions\`;`)
  await db.run(sql`DROP TABLE \`events_registration_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`registrations\`;`)
  await db.run(sql`DROP TABLE \`invitations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	FOREIGN KEY (\`album_categories_id\`) REFERENCES \`album_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "product_categories_id", "products_id", "solutions_id", "news_categories_id", "news_id", "job_locations_id", "jobs_id", "enquiries_id", "album_categories_id", "albums_id", "media_id", "users_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "product_categories_id", "products_id", "solutions_id", "news_categories_id", "news_id", "job_locations_id", "jobs_id", "enquiries_id", "album_categories_id", "albums_id", "media_id", "users_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_album_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`album_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_conference_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_image_id\` integer,
  	\`registration_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_conference_page\`("id", "hero_image_id", "registration_url", "updated_at", "created_at") SELECT "id", "hero_image_id", "registration_url", "updated_at", "created_at" FROM \`conference_page\`;`)
  await db.run(sql`DROP TABLE \`conference_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_conference_page\` RENAME TO \`conference_page\`;`)
  await db.run(sql`CREATE INDEX \`conference_page_hero_image_idx\` ON \`conference_page\` (\`hero_image_id\`);`)
}
