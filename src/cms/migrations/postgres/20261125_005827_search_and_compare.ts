import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

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
  await db.execute(sql`
   CREATE TABLE "spec_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "spec_items_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "spec_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_categories_id" integer
  );
  
  CREATE TABLE "search_index" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"doc_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"model" varchar,
  	"body" varchar,
  	"search" varchar NOT NULL,
  	"position" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products_specs" ADD COLUMN "item_id" integer;
  ALTER TABLE "_products_v_version_specs" ADD COLUMN "item_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "spec_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_index_id" integer;
  ALTER TABLE "spec_items_locales" ADD CONSTRAINT "spec_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."spec_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spec_items_rels" ADD CONSTRAINT "spec_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."spec_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spec_items_rels" ADD CONSTRAINT "spec_items_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "spec_items_key_idx" ON "spec_items" USING btree ("key");
  CREATE INDEX "spec_items_order_idx" ON "spec_items" USING btree ("order");
  CREATE INDEX "spec_items_updated_at_idx" ON "spec_items" USING btree ("updated_at");
  CREATE INDEX "spec_items_created_at_idx" ON "spec_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "spec_items_locales_locale_parent_id_unique" ON "spec_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "spec_items_rels_order_idx" ON "spec_items_rels" USING btree ("order");
  CREATE INDEX "spec_items_rels_parent_idx" ON "spec_items_rels" USING btree ("parent_id");
  CREATE INDEX "spec_items_rels_path_idx" ON "spec_items_rels" USING btree ("path");
  CREATE INDEX "spec_items_rels_product_categories_id_idx" ON "spec_items_rels" USING btree ("product_categories_id");
  CREATE INDEX "search_index_source_idx" ON "search_index" USING btree ("source");
  CREATE INDEX "search_index_locale_idx" ON "search_index" USING btree ("locale");
  CREATE INDEX "search_index_type_idx" ON "search_index" USING btree ("type");
  CREATE INDEX "search_index_updated_at_idx" ON "search_index" USING btree ("updated_at");
  CREATE INDEX "search_index_created_at_idx" ON "search_index" USING btree ("created_at");
  ALTER TABLE "products_specs" ADD CONSTRAINT "products_specs_item_id_spec_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."spec_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_specs" ADD CONSTRAINT "_products_v_version_specs_item_id_spec_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."spec_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_spec_items_fk" FOREIGN KEY ("spec_items_id") REFERENCES "public"."spec_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_index_fk" FOREIGN KEY ("search_index_id") REFERENCES "public"."search_index"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_specs_item_idx" ON "products_specs" USING btree ("item_id");
  CREATE INDEX "_products_v_version_specs_item_idx" ON "_products_v_version_specs" USING btree ("item_id");
  CREATE INDEX "payload_locked_documents_rels_spec_items_id_idx" ON "payload_locked_documents_rels" USING btree ("spec_items_id");
  CREATE INDEX "payload_locked_documents_rels_search_index_id_idx" ON "payload_locked_documents_rels" USING btree ("search_index_id");
`)
  await linkSpecItems({ db, payload })
  await db.execute(sql`
  ALTER TABLE "products_specs_locales" DROP COLUMN "label";
  ALTER TABLE "_products_v_version_specs_locales" DROP COLUMN "label";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "products_specs_locales" ADD COLUMN "label" varchar;
  ALTER TABLE "_products_v_version_specs_locales" ADD COLUMN "label" varchar;`)
  await restoreSpecLabels({ db, payload })
  await db.execute(sql`
   ALTER TABLE "spec_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "spec_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "spec_items_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_index" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "spec_items" CASCADE;
  DROP TABLE "spec_items_locales" CASCADE;
  DROP TABLE "spec_items_rels" CASCADE;
  DROP TABLE "search_index" CASCADE;
  ALTER TABLE "products_specs" DROP CONSTRAINT IF EXISTS "products_specs_item_id_spec_items_id_fk";
  
  ALTER TABLE "_products_v_version_specs" DROP CONSTRAINT IF EXISTS "_products_v_version_specs_item_id_spec_items_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_spec_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_search_index_fk";
  
  DROP INDEX "products_specs_item_idx";
  DROP INDEX "_products_v_version_specs_item_idx";
  DROP INDEX "payload_locked_documents_rels_spec_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_index_id_idx";
  ALTER TABLE "products_specs" DROP COLUMN "item_id";
  ALTER TABLE "_products_v_version_specs" DROP COLUMN "item_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "spec_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_index_id";`)
}
