import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// HAND-EDITED after generation (issue 29; keep these edits if this migration is ever regenerated):
// Down: DROP TABLE … CASCADE already removed the foreign keys to the dropped tables, so those
// constraints are dropped IF EXISTS (as in search_and_compare).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_documents_systems" AS ENUM('windows', 'linux', 'android');
  CREATE TYPE "public"."enum_documents_type" AS ENUM('datasheet', 'manual', 'quickGuide', 'driver', 'firmware', 'sdk', 'certificate');
  CREATE TYPE "public"."enum_documents_language" AS ENUM('zh', 'en', 'multi');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_systems" AS ENUM('windows', 'linux', 'android');
  CREATE TYPE "public"."enum__documents_v_version_type" AS ENUM('datasheet', 'manual', 'quickGuide', 'driver', 'firmware', 'sdk', 'certificate');
  CREATE TYPE "public"."enum__documents_v_version_language" AS ENUM('zh', 'en', 'multi');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_case_studies_industry" AS ENUM('agriculture', 'mining', 'logistics', 'publicTransport', 'construction', 'ports', 'sanitation', 'publicSafety');
  CREATE TYPE "public"."enum_case_studies_region" AS ENUM('northChina', 'eastChina', 'southChina', 'centralChina', 'westChina', 'northeastChina', 'asiaPacific', 'europe', 'americas', 'middleEastAfrica');
  CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_version_industry" AS ENUM('agriculture', 'mining', 'logistics', 'publicTransport', 'construction', 'ports', 'sanitation', 'publicSafety');
  CREATE TYPE "public"."enum__case_studies_v_version_region" AS ENUM('northChina', 'eastChina', 'southChina', 'centralChina', 'westChina', 'northeastChina', 'asiaPacific', 'europe', 'americas', 'middleEastAfrica');
  CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_partners_type" AS ENUM('distributor', 'reseller', 'integrator');
  CREATE TYPE "public"."enum_partners_region" AS ENUM('northChina', 'eastChina', 'southChina', 'centralChina', 'westChina', 'northeastChina', 'asiaPacific', 'europe', 'americas', 'middleEastAfrica');
  CREATE TYPE "public"."enum_partners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__partners_v_version_type" AS ENUM('distributor', 'reseller', 'integrator');
  CREATE TYPE "public"."enum__partners_v_version_region" AS ENUM('northChina', 'eastChina', 'southChina', 'centralChina', 'westChina', 'northeastChina', 'asiaPacific', 'europe', 'americas', 'middleEastAfrica');
  CREATE TYPE "public"."enum__partners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__partners_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_downloads_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__downloads_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__downloads_page_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_case_studies_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_page_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_where_to_buy_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__where_to_buy_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__where_to_buy_page_v_published_locale" AS ENUM('zh', 'en');
  CREATE TABLE "documents_systems" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_documents_systems",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "documents_previous_versions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"version" varchar,
  	"release_date" timestamp(3) with time zone,
  	"file_id" integer
  );
  
  CREATE TABLE "documents_previous_versions_locales" (
  	"release_notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_documents_type",
  	"language" "enum_documents_language" DEFAULT 'zh',
  	"version" varchar,
  	"release_date" timestamp(3) with time zone,
  	"file_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar,
  	"release_notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_documents_v_version_systems" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__documents_v_version_systems",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_documents_v_version_previous_versions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" varchar,
  	"release_date" timestamp(3) with time zone,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_documents_v_version_previous_versions_locales" (
  	"release_notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__documents_v_version_type",
  	"version_language" "enum__documents_v_version_language" DEFAULT 'zh',
  	"version_version" varchar,
  	"version_release_date" timestamp(3) with time zone,
  	"version_file_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__documents_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_documents_v_locales" (
  	"version_title" varchar,
  	"version_release_notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "download_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"document_id" integer,
  	"file_id" integer,
  	"version" varchar,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"last_download_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "case_studies_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "case_studies_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer,
  	"slug" varchar,
  	"industry" "enum_case_studies_industry",
  	"region" "enum_case_studies_region",
  	"date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_case_studies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "case_studies_locales" (
  	"title" varchar,
  	"customer" varchar,
  	"summary" varchar,
  	"challenge" jsonb,
  	"solution" jsonb,
  	"results" jsonb,
  	"quote_text" varchar,
  	"quote_author" varchar,
  	"quote_role" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_studies_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"solutions_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_case_studies_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_cover_id" integer,
  	"version_slug" varchar,
  	"version_industry" "enum__case_studies_v_version_industry",
  	"version_region" "enum__case_studies_v_version_region",
  	"version_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__case_studies_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_case_studies_v_locales" (
  	"version_title" varchar,
  	"version_customer" varchar,
  	"version_summary" varchar,
  	"version_challenge" jsonb,
  	"version_solution" jsonb,
  	"version_results" jsonb,
  	"version_quote_text" varchar,
  	"version_quote_author" varchar,
  	"version_quote_role" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"solutions_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_partners_type",
  	"region" "enum_partners_region",
  	"country" varchar,
  	"order" numeric DEFAULT 0,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_partners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "partners_locales" (
  	"name" varchar,
  	"city" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "partners_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_categories_id" integer
  );
  
  CREATE TABLE "_partners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__partners_v_version_type",
  	"version_region" "enum__partners_v_version_region",
  	"version_country" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_website" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__partners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__partners_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_partners_v_locales" (
  	"version_name" varchar,
  	"version_city" varchar,
  	"version_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_partners_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_categories_id" integer
  );
  
  CREATE TABLE "downloads_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_downloads_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "downloads_page_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_downloads_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__downloads_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__downloads_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_downloads_page_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_studies_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_case_studies_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "case_studies_page_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__case_studies_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__case_studies_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_case_studies_page_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "where_to_buy_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_where_to_buy_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "where_to_buy_page_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_where_to_buy_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__where_to_buy_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__where_to_buy_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_where_to_buy_page_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "partner_id" integer;
  ALTER TABLE "enquiries" ADD COLUMN "estimate" varchar;
  ALTER TABLE "media" ADD COLUMN "sha256" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "download_counts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partners_id" integer;
  ALTER TABLE "mdm_pricing_tiers" ADD COLUMN "included_users" numeric;
  ALTER TABLE "mdm_pricing_tiers" ADD COLUMN "included_devices" numeric;
  ALTER TABLE "mdm_pricing_tiers" ADD COLUMN "included_storage" numeric;
  ALTER TABLE "mdm_pricing_tiers" ADD COLUMN "included_vouchers" numeric;
  ALTER TABLE "mdm_pricing" ADD COLUMN "extras_user_per_year" numeric DEFAULT 200;
  ALTER TABLE "mdm_pricing" ADD COLUMN "extras_devices_price" numeric DEFAULT 100;
  ALTER TABLE "mdm_pricing" ADD COLUMN "extras_devices_block" numeric DEFAULT 10;
  ALTER TABLE "mdm_pricing" ADD COLUMN "extras_contact_manager_above" numeric DEFAULT 1000;
  ALTER TABLE "mdm_pricing" ADD COLUMN "extras_storage_price" numeric DEFAULT 300;
  ALTER TABLE "mdm_pricing" ADD COLUMN "extras_storage_block_m" numeric DEFAULT 100;
  ALTER TABLE "mdm_pricing" ADD COLUMN "extras_voucher_each" numeric DEFAULT 10;
  ALTER TABLE "_mdm_pricing_v_version_tiers" ADD COLUMN "included_users" numeric;
  ALTER TABLE "_mdm_pricing_v_version_tiers" ADD COLUMN "included_devices" numeric;
  ALTER TABLE "_mdm_pricing_v_version_tiers" ADD COLUMN "included_storage" numeric;
  ALTER TABLE "_mdm_pricing_v_version_tiers" ADD COLUMN "included_vouchers" numeric;
  ALTER TABLE "_mdm_pricing_v" ADD COLUMN "version_extras_user_per_year" numeric DEFAULT 200;
  ALTER TABLE "_mdm_pricing_v" ADD COLUMN "version_extras_devices_price" numeric DEFAULT 100;
  ALTER TABLE "_mdm_pricing_v" ADD COLUMN "version_extras_devices_block" numeric DEFAULT 10;
  ALTER TABLE "_mdm_pricing_v" ADD COLUMN "version_extras_contact_manager_above" numeric DEFAULT 1000;
  ALTER TABLE "_mdm_pricing_v" ADD COLUMN "version_extras_storage_price" numeric DEFAULT 300;
  ALTER TABLE "_mdm_pricing_v" ADD COLUMN "version_extras_storage_block_m" numeric DEFAULT 100;
  ALTER TABLE "_mdm_pricing_v" ADD COLUMN "version_extras_voucher_each" numeric DEFAULT 10;
  ALTER TABLE "documents_systems" ADD CONSTRAINT "documents_systems_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_previous_versions" ADD CONSTRAINT "documents_previous_versions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_previous_versions" ADD CONSTRAINT "documents_previous_versions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_previous_versions_locales" ADD CONSTRAINT "documents_previous_versions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents_previous_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_version_systems" ADD CONSTRAINT "_documents_v_version_systems_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_version_previous_versions" ADD CONSTRAINT "_documents_v_version_previous_versions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_version_previous_versions" ADD CONSTRAINT "_documents_v_version_previous_versions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_version_previous_versions_locales" ADD CONSTRAINT "_documents_v_version_previous_versions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v_version_previous_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "download_counts" ADD CONSTRAINT "download_counts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "download_counts" ADD CONSTRAINT "download_counts_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_figures" ADD CONSTRAINT "case_studies_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_figures_locales" ADD CONSTRAINT "case_studies_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_figures" ADD CONSTRAINT "_case_studies_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_figures_locales" ADD CONSTRAINT "_case_studies_v_version_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_locales" ADD CONSTRAINT "_case_studies_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_locales" ADD CONSTRAINT "_case_studies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partners_locales" ADD CONSTRAINT "partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partners_rels" ADD CONSTRAINT "partners_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partners_rels" ADD CONSTRAINT "partners_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partners_v" ADD CONSTRAINT "_partners_v_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partners_v_locales" ADD CONSTRAINT "_partners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partners_v_rels" ADD CONSTRAINT "_partners_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partners_v_rels" ADD CONSTRAINT "_partners_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads_page_locales" ADD CONSTRAINT "downloads_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_page_locales" ADD CONSTRAINT "downloads_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_downloads_page_v_locales" ADD CONSTRAINT "_downloads_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_page_v_locales" ADD CONSTRAINT "_downloads_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_downloads_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_page_locales" ADD CONSTRAINT "case_studies_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_page_locales" ADD CONSTRAINT "case_studies_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_page_v_locales" ADD CONSTRAINT "_case_studies_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_page_v_locales" ADD CONSTRAINT "_case_studies_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "where_to_buy_page_locales" ADD CONSTRAINT "where_to_buy_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "where_to_buy_page_locales" ADD CONSTRAINT "where_to_buy_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."where_to_buy_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_where_to_buy_page_v_locales" ADD CONSTRAINT "_where_to_buy_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_where_to_buy_page_v_locales" ADD CONSTRAINT "_where_to_buy_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_where_to_buy_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "documents_systems_order_idx" ON "documents_systems" USING btree ("order");
  CREATE INDEX "documents_systems_parent_idx" ON "documents_systems" USING btree ("parent_id");
  CREATE INDEX "documents_previous_versions_order_idx" ON "documents_previous_versions" USING btree ("_order");
  CREATE INDEX "documents_previous_versions_parent_id_idx" ON "documents_previous_versions" USING btree ("_parent_id");
  CREATE INDEX "documents_previous_versions_release_date_idx" ON "documents_previous_versions" USING btree ("release_date");
  CREATE INDEX "documents_previous_versions_file_idx" ON "documents_previous_versions" USING btree ("file_id");
  CREATE UNIQUE INDEX "documents_previous_versions_locales_locale_parent_id_unique" ON "documents_previous_versions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_type_idx" ON "documents" USING btree ("type");
  CREATE INDEX "documents_release_date_idx" ON "documents" USING btree ("release_date");
  CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_rels_order_idx" ON "documents_rels" USING btree ("order");
  CREATE INDEX "documents_rels_parent_idx" ON "documents_rels" USING btree ("parent_id");
  CREATE INDEX "documents_rels_path_idx" ON "documents_rels" USING btree ("path");
  CREATE INDEX "documents_rels_products_id_idx" ON "documents_rels" USING btree ("products_id");
  CREATE INDEX "_documents_v_version_systems_order_idx" ON "_documents_v_version_systems" USING btree ("order");
  CREATE INDEX "_documents_v_version_systems_parent_idx" ON "_documents_v_version_systems" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_previous_versions_order_idx" ON "_documents_v_version_previous_versions" USING btree ("_order");
  CREATE INDEX "_documents_v_version_previous_versions_parent_id_idx" ON "_documents_v_version_previous_versions" USING btree ("_parent_id");
  CREATE INDEX "_documents_v_version_previous_versions_release_date_idx" ON "_documents_v_version_previous_versions" USING btree ("release_date");
  CREATE INDEX "_documents_v_version_previous_versions_file_idx" ON "_documents_v_version_previous_versions" USING btree ("file_id");
  CREATE UNIQUE INDEX "_documents_v_version_previous_versions_locales_locale_parent" ON "_documents_v_version_previous_versions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_type_idx" ON "_documents_v" USING btree ("version_type");
  CREATE INDEX "_documents_v_version_version_release_date_idx" ON "_documents_v" USING btree ("version_release_date");
  CREATE INDEX "_documents_v_version_version_file_idx" ON "_documents_v" USING btree ("version_file_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_snapshot_idx" ON "_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "_documents_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  CREATE INDEX "_documents_v_autosave_idx" ON "_documents_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_documents_v_rels_order_idx" ON "_documents_v_rels" USING btree ("order");
  CREATE INDEX "_documents_v_rels_parent_idx" ON "_documents_v_rels" USING btree ("parent_id");
  CREATE INDEX "_documents_v_rels_path_idx" ON "_documents_v_rels" USING btree ("path");
  CREATE INDEX "_documents_v_rels_products_id_idx" ON "_documents_v_rels" USING btree ("products_id");
  CREATE UNIQUE INDEX "download_counts_key_idx" ON "download_counts" USING btree ("key");
  CREATE INDEX "download_counts_document_idx" ON "download_counts" USING btree ("document_id");
  CREATE INDEX "download_counts_file_idx" ON "download_counts" USING btree ("file_id");
  CREATE INDEX "download_counts_count_idx" ON "download_counts" USING btree ("count");
  CREATE INDEX "download_counts_updated_at_idx" ON "download_counts" USING btree ("updated_at");
  CREATE INDEX "download_counts_created_at_idx" ON "download_counts" USING btree ("created_at");
  CREATE INDEX "case_studies_figures_order_idx" ON "case_studies_figures" USING btree ("_order");
  CREATE INDEX "case_studies_figures_parent_id_idx" ON "case_studies_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "case_studies_figures_locales_locale_parent_id_unique" ON "case_studies_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_cover_idx" ON "case_studies" USING btree ("cover_id");
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_industry_idx" ON "case_studies" USING btree ("industry");
  CREATE INDEX "case_studies_date_idx" ON "case_studies" USING btree ("date");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE INDEX "case_studies_meta_meta_image_idx" ON "case_studies_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_rels_order_idx" ON "case_studies_rels" USING btree ("order");
  CREATE INDEX "case_studies_rels_parent_idx" ON "case_studies_rels" USING btree ("parent_id");
  CREATE INDEX "case_studies_rels_path_idx" ON "case_studies_rels" USING btree ("path");
  CREATE INDEX "case_studies_rels_products_id_idx" ON "case_studies_rels" USING btree ("products_id");
  CREATE INDEX "case_studies_rels_solutions_id_idx" ON "case_studies_rels" USING btree ("solutions_id");
  CREATE INDEX "case_studies_rels_media_id_idx" ON "case_studies_rels" USING btree ("media_id");
  CREATE INDEX "_case_studies_v_version_figures_order_idx" ON "_case_studies_v_version_figures" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_figures_parent_id_idx" ON "_case_studies_v_version_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_figures_locales_locale_parent_id_uni" ON "_case_studies_v_version_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_cover_idx" ON "_case_studies_v" USING btree ("version_cover_id");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_version_industry_idx" ON "_case_studies_v" USING btree ("version_industry");
  CREATE INDEX "_case_studies_v_version_version_date_idx" ON "_case_studies_v" USING btree ("version_date");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_snapshot_idx" ON "_case_studies_v" USING btree ("snapshot");
  CREATE INDEX "_case_studies_v_published_locale_idx" ON "_case_studies_v" USING btree ("published_locale");
  CREATE INDEX "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE INDEX "_case_studies_v_autosave_idx" ON "_case_studies_v" USING btree ("autosave");
  CREATE INDEX "_case_studies_v_version_meta_version_meta_image_idx" ON "_case_studies_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_case_studies_v_locales_locale_parent_id_unique" ON "_case_studies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_rels_order_idx" ON "_case_studies_v_rels" USING btree ("order");
  CREATE INDEX "_case_studies_v_rels_parent_idx" ON "_case_studies_v_rels" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_rels_path_idx" ON "_case_studies_v_rels" USING btree ("path");
  CREATE INDEX "_case_studies_v_rels_products_id_idx" ON "_case_studies_v_rels" USING btree ("products_id");
  CREATE INDEX "_case_studies_v_rels_solutions_id_idx" ON "_case_studies_v_rels" USING btree ("solutions_id");
  CREATE INDEX "_case_studies_v_rels_media_id_idx" ON "_case_studies_v_rels" USING btree ("media_id");
  CREATE INDEX "partners_type_idx" ON "partners" USING btree ("type");
  CREATE INDEX "partners_region_idx" ON "partners" USING btree ("region");
  CREATE INDEX "partners_country_idx" ON "partners" USING btree ("country");
  CREATE INDEX "partners_order_idx" ON "partners" USING btree ("order");
  CREATE INDEX "partners_updated_at_idx" ON "partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");
  CREATE INDEX "partners__status_idx" ON "partners" USING btree ("_status");
  CREATE UNIQUE INDEX "partners_locales_locale_parent_id_unique" ON "partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partners_rels_order_idx" ON "partners_rels" USING btree ("order");
  CREATE INDEX "partners_rels_parent_idx" ON "partners_rels" USING btree ("parent_id");
  CREATE INDEX "partners_rels_path_idx" ON "partners_rels" USING btree ("path");
  CREATE INDEX "partners_rels_product_categories_id_idx" ON "partners_rels" USING btree ("product_categories_id");
  CREATE INDEX "_partners_v_parent_idx" ON "_partners_v" USING btree ("parent_id");
  CREATE INDEX "_partners_v_version_version_type_idx" ON "_partners_v" USING btree ("version_type");
  CREATE INDEX "_partners_v_version_version_region_idx" ON "_partners_v" USING btree ("version_region");
  CREATE INDEX "_partners_v_version_version_country_idx" ON "_partners_v" USING btree ("version_country");
  CREATE INDEX "_partners_v_version_version_order_idx" ON "_partners_v" USING btree ("version_order");
  CREATE INDEX "_partners_v_version_version_updated_at_idx" ON "_partners_v" USING btree ("version_updated_at");
  CREATE INDEX "_partners_v_version_version_created_at_idx" ON "_partners_v" USING btree ("version_created_at");
  CREATE INDEX "_partners_v_version_version__status_idx" ON "_partners_v" USING btree ("version__status");
  CREATE INDEX "_partners_v_created_at_idx" ON "_partners_v" USING btree ("created_at");
  CREATE INDEX "_partners_v_updated_at_idx" ON "_partners_v" USING btree ("updated_at");
  CREATE INDEX "_partners_v_snapshot_idx" ON "_partners_v" USING btree ("snapshot");
  CREATE INDEX "_partners_v_published_locale_idx" ON "_partners_v" USING btree ("published_locale");
  CREATE INDEX "_partners_v_latest_idx" ON "_partners_v" USING btree ("latest");
  CREATE INDEX "_partners_v_autosave_idx" ON "_partners_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_partners_v_locales_locale_parent_id_unique" ON "_partners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partners_v_rels_order_idx" ON "_partners_v_rels" USING btree ("order");
  CREATE INDEX "_partners_v_rels_parent_idx" ON "_partners_v_rels" USING btree ("parent_id");
  CREATE INDEX "_partners_v_rels_path_idx" ON "_partners_v_rels" USING btree ("path");
  CREATE INDEX "_partners_v_rels_product_categories_id_idx" ON "_partners_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "downloads_page__status_idx" ON "downloads_page" USING btree ("_status");
  CREATE INDEX "downloads_page_meta_meta_image_idx" ON "downloads_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "downloads_page_locales_locale_parent_id_unique" ON "downloads_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_downloads_page_v_version_version__status_idx" ON "_downloads_page_v" USING btree ("version__status");
  CREATE INDEX "_downloads_page_v_created_at_idx" ON "_downloads_page_v" USING btree ("created_at");
  CREATE INDEX "_downloads_page_v_updated_at_idx" ON "_downloads_page_v" USING btree ("updated_at");
  CREATE INDEX "_downloads_page_v_snapshot_idx" ON "_downloads_page_v" USING btree ("snapshot");
  CREATE INDEX "_downloads_page_v_published_locale_idx" ON "_downloads_page_v" USING btree ("published_locale");
  CREATE INDEX "_downloads_page_v_latest_idx" ON "_downloads_page_v" USING btree ("latest");
  CREATE INDEX "_downloads_page_v_autosave_idx" ON "_downloads_page_v" USING btree ("autosave");
  CREATE INDEX "_downloads_page_v_version_meta_version_meta_image_idx" ON "_downloads_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_downloads_page_v_locales_locale_parent_id_unique" ON "_downloads_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_page__status_idx" ON "case_studies_page" USING btree ("_status");
  CREATE INDEX "case_studies_page_meta_meta_image_idx" ON "case_studies_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "case_studies_page_locales_locale_parent_id_unique" ON "case_studies_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_page_v_version_version__status_idx" ON "_case_studies_page_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_page_v_created_at_idx" ON "_case_studies_page_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_page_v_updated_at_idx" ON "_case_studies_page_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_page_v_snapshot_idx" ON "_case_studies_page_v" USING btree ("snapshot");
  CREATE INDEX "_case_studies_page_v_published_locale_idx" ON "_case_studies_page_v" USING btree ("published_locale");
  CREATE INDEX "_case_studies_page_v_latest_idx" ON "_case_studies_page_v" USING btree ("latest");
  CREATE INDEX "_case_studies_page_v_autosave_idx" ON "_case_studies_page_v" USING btree ("autosave");
  CREATE INDEX "_case_studies_page_v_version_meta_version_meta_image_idx" ON "_case_studies_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_case_studies_page_v_locales_locale_parent_id_unique" ON "_case_studies_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "where_to_buy_page__status_idx" ON "where_to_buy_page" USING btree ("_status");
  CREATE INDEX "where_to_buy_page_meta_meta_image_idx" ON "where_to_buy_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "where_to_buy_page_locales_locale_parent_id_unique" ON "where_to_buy_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_where_to_buy_page_v_version_version__status_idx" ON "_where_to_buy_page_v" USING btree ("version__status");
  CREATE INDEX "_where_to_buy_page_v_created_at_idx" ON "_where_to_buy_page_v" USING btree ("created_at");
  CREATE INDEX "_where_to_buy_page_v_updated_at_idx" ON "_where_to_buy_page_v" USING btree ("updated_at");
  CREATE INDEX "_where_to_buy_page_v_snapshot_idx" ON "_where_to_buy_page_v" USING btree ("snapshot");
  CREATE INDEX "_where_to_buy_page_v_published_locale_idx" ON "_where_to_buy_page_v" USING btree ("published_locale");
  CREATE INDEX "_where_to_buy_page_v_latest_idx" ON "_where_to_buy_page_v" USING btree ("latest");
  CREATE INDEX "_where_to_buy_page_v_autosave_idx" ON "_where_to_buy_page_v" USING btree ("autosave");
  CREATE INDEX "_where_to_buy_page_v_version_meta_version_meta_image_idx" ON "_where_to_buy_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_where_to_buy_page_v_locales_locale_parent_id_unique" ON "_where_to_buy_page_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_download_counts_fk" FOREIGN KEY ("download_counts_id") REFERENCES "public"."download_counts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_partner_idx" ON "enquiries" USING btree ("partner_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_download_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("download_counts_id");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("partners_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents_systems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_previous_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_previous_versions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_version_systems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_version_previous_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_version_previous_versions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "download_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partners_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_downloads_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_downloads_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "where_to_buy_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "where_to_buy_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_where_to_buy_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_where_to_buy_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "documents_systems" CASCADE;
  DROP TABLE "documents_previous_versions" CASCADE;
  DROP TABLE "documents_previous_versions_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "documents_rels" CASCADE;
  DROP TABLE "_documents_v_version_systems" CASCADE;
  DROP TABLE "_documents_v_version_previous_versions" CASCADE;
  DROP TABLE "_documents_v_version_previous_versions_locales" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_documents_v_locales" CASCADE;
  DROP TABLE "_documents_v_rels" CASCADE;
  DROP TABLE "download_counts" CASCADE;
  DROP TABLE "case_studies_figures" CASCADE;
  DROP TABLE "case_studies_figures_locales" CASCADE;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "case_studies_locales" CASCADE;
  DROP TABLE "case_studies_rels" CASCADE;
  DROP TABLE "_case_studies_v_version_figures" CASCADE;
  DROP TABLE "_case_studies_v_version_figures_locales" CASCADE;
  DROP TABLE "_case_studies_v" CASCADE;
  DROP TABLE "_case_studies_v_locales" CASCADE;
  DROP TABLE "_case_studies_v_rels" CASCADE;
  DROP TABLE "partners" CASCADE;
  DROP TABLE "partners_locales" CASCADE;
  DROP TABLE "partners_rels" CASCADE;
  DROP TABLE "_partners_v" CASCADE;
  DROP TABLE "_partners_v_locales" CASCADE;
  DROP TABLE "_partners_v_rels" CASCADE;
  DROP TABLE "downloads_page" CASCADE;
  DROP TABLE "downloads_page_locales" CASCADE;
  DROP TABLE "_downloads_page_v" CASCADE;
  DROP TABLE "_downloads_page_v_locales" CASCADE;
  DROP TABLE "case_studies_page" CASCADE;
  DROP TABLE "case_studies_page_locales" CASCADE;
  DROP TABLE "_case_studies_page_v" CASCADE;
  DROP TABLE "_case_studies_page_v_locales" CASCADE;
  DROP TABLE "where_to_buy_page" CASCADE;
  DROP TABLE "where_to_buy_page_locales" CASCADE;
  DROP TABLE "_where_to_buy_page_v" CASCADE;
  DROP TABLE "_where_to_buy_page_v_locales" CASCADE;
  ALTER TABLE "enquiries" DROP CONSTRAINT IF EXISTS "enquiries_partner_id_partners_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_download_counts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_case_studies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_partners_fk";
  
  DROP INDEX "enquiries_partner_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_download_counts_id_idx";
  DROP INDEX "payload_locked_documents_rels_case_studies_id_idx";
  DROP INDEX "payload_locked_documents_rels_partners_id_idx";
  ALTER TABLE "enquiries" DROP COLUMN "partner_id";
  ALTER TABLE "enquiries" DROP COLUMN "estimate";
  ALTER TABLE "media" DROP COLUMN "sha256";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "download_counts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_studies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partners_id";
  ALTER TABLE "mdm_pricing_tiers" DROP COLUMN "included_users";
  ALTER TABLE "mdm_pricing_tiers" DROP COLUMN "included_devices";
  ALTER TABLE "mdm_pricing_tiers" DROP COLUMN "included_storage";
  ALTER TABLE "mdm_pricing_tiers" DROP COLUMN "included_vouchers";
  ALTER TABLE "mdm_pricing" DROP COLUMN "extras_user_per_year";
  ALTER TABLE "mdm_pricing" DROP COLUMN "extras_devices_price";
  ALTER TABLE "mdm_pricing" DROP COLUMN "extras_devices_block";
  ALTER TABLE "mdm_pricing" DROP COLUMN "extras_contact_manager_above";
  ALTER TABLE "mdm_pricing" DROP COLUMN "extras_storage_price";
  ALTER TABLE "mdm_pricing" DROP COLUMN "extras_storage_block_m";
  ALTER TABLE "mdm_pricing" DROP COLUMN "extras_voucher_each";
  ALTER TABLE "_mdm_pricing_v_version_tiers" DROP COLUMN "included_users";
  ALTER TABLE "_mdm_pricing_v_version_tiers" DROP COLUMN "included_devices";
  ALTER TABLE "_mdm_pricing_v_version_tiers" DROP COLUMN "included_storage";
  ALTER TABLE "_mdm_pricing_v_version_tiers" DROP COLUMN "included_vouchers";
  ALTER TABLE "_mdm_pricing_v" DROP COLUMN "version_extras_user_per_year";
  ALTER TABLE "_mdm_pricing_v" DROP COLUMN "version_extras_devices_price";
  ALTER TABLE "_mdm_pricing_v" DROP COLUMN "version_extras_devices_block";
  ALTER TABLE "_mdm_pricing_v" DROP COLUMN "version_extras_contact_manager_above";
  ALTER TABLE "_mdm_pricing_v" DROP COLUMN "version_extras_storage_price";
  ALTER TABLE "_mdm_pricing_v" DROP COLUMN "version_extras_storage_block_m";
  ALTER TABLE "_mdm_pricing_v" DROP COLUMN "version_extras_voucher_each";
  DROP TYPE "public"."enum_documents_systems";
  DROP TYPE "public"."enum_documents_type";
  DROP TYPE "public"."enum_documents_language";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_systems";
  DROP TYPE "public"."enum__documents_v_version_type";
  DROP TYPE "public"."enum__documents_v_version_language";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum__documents_v_published_locale";
  DROP TYPE "public"."enum_case_studies_industry";
  DROP TYPE "public"."enum_case_studies_region";
  DROP TYPE "public"."enum_case_studies_status";
  DROP TYPE "public"."enum__case_studies_v_version_industry";
  DROP TYPE "public"."enum__case_studies_v_version_region";
  DROP TYPE "public"."enum__case_studies_v_version_status";
  DROP TYPE "public"."enum__case_studies_v_published_locale";
  DROP TYPE "public"."enum_partners_type";
  DROP TYPE "public"."enum_partners_region";
  DROP TYPE "public"."enum_partners_status";
  DROP TYPE "public"."enum__partners_v_version_type";
  DROP TYPE "public"."enum__partners_v_version_region";
  DROP TYPE "public"."enum__partners_v_version_status";
  DROP TYPE "public"."enum__partners_v_published_locale";
  DROP TYPE "public"."enum_downloads_page_status";
  DROP TYPE "public"."enum__downloads_page_v_version_status";
  DROP TYPE "public"."enum__downloads_page_v_published_locale";
  DROP TYPE "public"."enum_case_studies_page_status";
  DROP TYPE "public"."enum__case_studies_page_v_version_status";
  DROP TYPE "public"."enum__case_studies_page_v_published_locale";
  DROP TYPE "public"."enum_where_to_buy_page_status";
  DROP TYPE "public"."enum__where_to_buy_page_v_version_status";
  DROP TYPE "public"."enum__where_to_buy_page_v_published_locale";`)
}
