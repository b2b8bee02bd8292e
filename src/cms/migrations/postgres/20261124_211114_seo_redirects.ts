import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('307', '308');
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '308' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"solutions_id" integer,
  	"news_id" integer
  );
  
  CREATE TABLE "home_page_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "solutions_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "solutions_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "solutions_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "news_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "mdm_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "mdm_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "mdm_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "mdm_pricing_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "mdm_pricing_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "mdm_pricing_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "company_profile_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "company_profile_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "company_profile_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "legal_notice_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "legal_notice_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "legal_notice_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "conference_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "conference_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "conference_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "mobile_guide_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "mobile_guide_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "mobile_guide_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_products_id_idx" ON "redirects_rels" USING btree ("products_id");
  CREATE INDEX "redirects_rels_solutions_id_idx" ON "redirects_rels" USING btree ("solutions_id");
  CREATE INDEX "redirects_rels_news_id_idx" ON "redirects_rels" USING btree ("news_id");
  CREATE INDEX "home_page_meta_meta_image_idx" ON "home_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_locales" ADD CONSTRAINT "solutions_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mdm_page_locales" ADD CONSTRAINT "mdm_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mdm_pricing_locales" ADD CONSTRAINT "mdm_pricing_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_profile_locales" ADD CONSTRAINT "company_profile_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_notice_locales" ADD CONSTRAINT "legal_notice_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conference_page_locales" ADD CONSTRAINT "conference_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mobile_guide_locales" ADD CONSTRAINT "mobile_guide_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_meta_meta_image_idx" ON "products_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "solutions_meta_meta_image_idx" ON "solutions_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "news_meta_meta_image_idx" ON "news_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "mdm_page_meta_meta_image_idx" ON "mdm_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "mdm_pricing_meta_meta_image_idx" ON "mdm_pricing_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "company_profile_meta_meta_image_idx" ON "company_profile_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "legal_notice_meta_meta_image_idx" ON "legal_notice_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "conference_page_meta_meta_image_idx" ON "conference_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "mobile_guide_meta_meta_image_idx" ON "mobile_guide_locales" USING btree ("meta_image_id","_locale");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  ALTER TABLE "products_locales" DROP CONSTRAINT "products_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "solutions_locales" DROP CONSTRAINT "solutions_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "news_locales" DROP CONSTRAINT "news_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "mdm_page_locales" DROP CONSTRAINT "mdm_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "mdm_pricing_locales" DROP CONSTRAINT "mdm_pricing_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "company_profile_locales" DROP CONSTRAINT "company_profile_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "legal_notice_locales" DROP CONSTRAINT "legal_notice_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "conference_page_locales" DROP CONSTRAINT "conference_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "mobile_guide_locales" DROP CONSTRAINT "mobile_guide_locales_meta_image_id_media_id_fk";
  
  DROP INDEX "products_meta_meta_image_idx";
  DROP INDEX "solutions_meta_meta_image_idx";
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "mdm_page_meta_meta_image_idx";
  DROP INDEX "mdm_pricing_meta_meta_image_idx";
  DROP INDEX "company_profile_meta_meta_image_idx";
  DROP INDEX "legal_notice_meta_meta_image_idx";
  DROP INDEX "conference_page_meta_meta_image_idx";
  DROP INDEX "mobile_guide_meta_meta_image_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "products_locales" DROP COLUMN "meta_title";
  ALTER TABLE "products_locales" DROP COLUMN "meta_description";
  ALTER TABLE "products_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "solutions_locales" DROP COLUMN "meta_title";
  ALTER TABLE "solutions_locales" DROP COLUMN "meta_description";
  ALTER TABLE "solutions_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "news_locales" DROP COLUMN "meta_title";
  ALTER TABLE "news_locales" DROP COLUMN "meta_description";
  ALTER TABLE "news_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "mdm_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "mdm_page_locales" DROP COLUMN "meta_description";
  ALTER TABLE "mdm_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "mdm_pricing_locales" DROP COLUMN "meta_title";
  ALTER TABLE "mdm_pricing_locales" DROP COLUMN "meta_description";
  ALTER TABLE "mdm_pricing_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "company_profile_locales" DROP COLUMN "meta_title";
  ALTER TABLE "company_profile_locales" DROP COLUMN "meta_description";
  ALTER TABLE "company_profile_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "legal_notice_locales" DROP COLUMN "meta_title";
  ALTER TABLE "legal_notice_locales" DROP COLUMN "meta_description";
  ALTER TABLE "legal_notice_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "conference_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "conference_page_locales" DROP COLUMN "meta_description";
  ALTER TABLE "conference_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "mobile_guide_locales" DROP COLUMN "meta_title";
  ALTER TABLE "mobile_guide_locales" DROP COLUMN "meta_description";
  ALTER TABLE "mobile_guide_locales" DROP COLUMN "meta_image_id";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
