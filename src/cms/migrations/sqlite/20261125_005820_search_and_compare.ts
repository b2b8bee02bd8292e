import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { linkSpecItems, restoreSpecLabels } from '../data/specKeys'

// HAND-EDITED after generation (issue 14; keep these edits if this migration is ever regenerated):
// 1. The data step linkSpecItems turns the free spec labels into spec items and links every row,
//    after item_id exists and before the labels go; down puts the labels back (restoreSpecLabels)
//    before the items go.
// 2. SQLite: foreign keys stay off through every rebuilt table of down (drizzle-kit turns them back
//    on after the first one, and a rebuilt table's children then lose their rows by cascade).
// 3. PostgreSQL down: DROP TABLE … CASCADE already removed the foreign keys to the dropped tables,
//    so those constraints are dropped IF EXISTS.
// The search index is derived data: prepareDatabase fills it when it is empty (src/cms/search).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`spec_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`spec_items_key_idx\` ON \`spec_items\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`spec_items_order_idx\` ON \`spec_items\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`spec_items_updated_at_idx\` ON \`spec_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`spec_items_created_at_idx\` ON \`spec_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`spec_items_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`spec_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`spec_items_locales_locale_parent_id_unique\` ON \`spec_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`spec_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`spec_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`spec_items_rels_order_idx\` ON \`spec_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`spec_items_rels_parent_idx\` ON \`spec_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`spec_items_rels_path_idx\` ON \`spec_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`spec_items_rels_product_categories_id_idx\` ON \`spec_items_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`search_index\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`doc_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`model\` text,
  	\`body\` text,
  	\`search\` text NOT NULL,
  	\`position\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_index_source_idx\` ON \`search_index\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`search_index_locale_idx\` ON \`search_index\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_index_type_idx\` ON \`search_index\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`search_index_updated_at_idx\` ON \`search_index\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_index_created_at_idx\` ON \`search_index\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`products_specs\` ADD \`item_id\` integer REFERENCES spec_items(id);`)
  await db.run(sql`CREATE INDEX \`products_specs_item_idx\` ON \`products_specs\` (\`item_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specs\` ADD \`item_id\` integer REFERENCES spec_items(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specs_item_idx\` ON \`_products_v_version_specs\` (\`item_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`spec_items_id\` integer REFERENCES spec_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_index_id\` integer REFERENCES search_index(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spec_items_id_idx\` ON \`payload_locked_documents_rels\` (\`spec_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await linkSpecItems({ db, payload })
  await db.run(sql`ALTER TABLE \`products_specs_locales\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specs_locales\` DROP COLUMN \`label\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`ALTER TABLE \`products_specs_locales\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specs_locales\` ADD \`label\` text;`)
  await restoreSpecLabels({ db, payload })
  await db.run(sql`DROP TABLE \`spec_items\`;`)
  await db.run(sql`DROP TABLE \`spec_items_locales\`;`)
  await db.run(sql`DROP TABLE \`spec_items_rels\`;`)
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`CREATE TABLE \`__new_products_specs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_specs\`("_order", "_parent_id", "id") SELECT "_order", "_parent_id", "id" FROM \`products_specs\`;`)
  await db.run(sql`DROP TABLE \`products_specs\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_specs\` RENAME TO \`products_specs\`;`)
  await db.run(sql`CREATE INDEX \`products_specs_order_idx\` ON \`products_specs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_specs_parent_id_idx\` ON \`products_specs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v_version_specs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v_version_specs\`("_order", "_parent_id", "id", "_uuid") SELECT "_order", "_parent_id", "id", "_uuid" FROM \`_products_v_version_specs\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specs\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v_version_specs\` RENAME TO \`_products_v_version_specs\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specs_order_idx\` ON \`_products_v_version_specs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specs_parent_id_idx\` ON \`_products_v_version_specs\` (\`_parent_id\`);`)
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
  	\`redirects_id\` integer,
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
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "product_categories_id", "products_id", "solutions_id", "news_categories_id", "news_id", "job_locations_id", "jobs_id", "enquiries_id", "events_id", "registrations_id", "invitations_id", "album_categories_id", "albums_id", "media_id", "users_id", "rate_limits_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "product_categories_id", "products_id", "solutions_id", "news_categories_id", "news_id", "job_locations_id", "jobs_id", "enquiries_id", "events_id", "registrations_id", "invitations_id", "album_categories_id", "albums_id", "media_id", "users_id", "rate_limits_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
