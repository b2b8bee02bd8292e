import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // HAND-EDITED after generation (issue 13): the block at the end of up publishes existing content,
  // and down drops constraints IF EXISTS (it drops the redirects and jobs tables, and with them
  // their constraints, before it drops those constraints by name).
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_categories_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_solutions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__solutions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__solutions_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_partners_tier" AS ENUM('host', 'sponsor', 'partner', 'media');
  CREATE TYPE "public"."enum__events_v_version_registration_questions_type" AS ENUM('text', 'single', 'multiple');
  CREATE TYPE "public"."enum__events_v_version_theme" AS ENUM('conference', 'gala', 'launch');
  CREATE TYPE "public"."enum__events_v_version_invitation_page" AS ENUM('invitation2025', 'mega1-invitation');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('307', '308');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_workflow_slug" AS ENUM('deliverMail');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'schedulePublish');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_menu_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menu_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menu_settings_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_mdm_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mdm_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mdm_page_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_mdm_pricing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mdm_pricing_v_version_tiers_code" AS ENUM('basic', 'standard', 'enterprise');
  CREATE TYPE "public"."enum__mdm_pricing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mdm_pricing_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_company_profile_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_profile_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_profile_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_legal_notice_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_notice_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_notice_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_conference_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__conference_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__conference_page_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_mobile_guide_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mobile_guide_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mobile_guide_v_published_locale" AS ENUM('zh', 'en');
  ALTER TYPE "public"."enum_enquiries_status" ADD VALUE 'inProgress' BEFORE 'handled';
  ALTER TYPE "public"."enum_enquiries_status" ADD VALUE 'spam';
  CREATE TABLE "_product_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_selected_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__product_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__product_categories_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_product_categories_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_specs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_specs_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_model" varchar,
  	"version_cover_id" integer,
  	"version_datasheet_id" integer,
  	"version_customize_url" varchar,
  	"version_category_id" integer,
  	"version_series" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_first_title" varchar,
  	"version_summary" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_solutions_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_v_version_highlights_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_cover_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__solutions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__solutions_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_solutions_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_cover_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_category_id" integer,
  	"version_top" boolean DEFAULT false,
  	"version_banner" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_events_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_highlights_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_agenda" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"time" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_agenda_locales" (
  	"title" varchar,
  	"speaker" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_speakers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_speakers_locales" (
  	"name" varchar,
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tier" "enum__events_v_version_partners_tier" DEFAULT 'partner',
  	"logo_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_partners_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_registration_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_registration_questions_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_registration_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"type" "enum__events_v_version_registration_questions_type" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_registration_questions_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_hero_image_id" integer,
  	"version_theme" "enum__events_v_version_theme" DEFAULT 'conference',
  	"version_venue_map_id" integer,
  	"version_venue_map_url" varchar,
  	"version_registration_opens_at" timestamp(3) with time zone,
  	"version_registration_closes_at" timestamp(3) with time zone,
  	"version_registration_capacity" numeric,
  	"version_invitation_image_id" integer,
  	"version_token" varchar,
  	"version_hash" varchar,
  	"version_invitation_page" "enum__events_v_version_invitation_page",
  	"version_anniversary_sign_in" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" varchar,
  	"version_venue_name" varchar,
  	"version_venue_address" varchar,
  	"version_venue_directions" varchar,
  	"version_invitation_letter" varchar,
  	"version_invitation_signature" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
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
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"workflow_slug" "enum_payload_jobs_workflow_slug",
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_contact_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_contact_lines_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"icon_id" integer,
  	"url" varchar,
  	"qr_code_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_logo_id" integer,
  	"version_external_sites_english_url" varchar,
  	"version_external_sites_russian_url" varchar,
  	"version_conference_banner_enabled" boolean DEFAULT true,
  	"version_conference_banner_image_id" integer,
  	"version_conference_banner_href" varchar DEFAULT '/cpdc-2024',
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_company_name" varchar,
  	"version_tagline" varchar,
  	"version_description" varchar,
  	"version_conference_banner_text" varchar,
  	"version_icp" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_solution_image_id" integer,
  	"version_solution_url" varchar,
  	"version_news_image_id" integer,
  	"version_news_url" varchar,
  	"version_about_us_image_id" integer,
  	"version_about_us_url" varchar,
  	"version__status" "enum__menu_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__menu_settings_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "home_page_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_banners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_banners_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_sections_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_tags_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mdm_page_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mdm_page_v_version_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mdm_page_v_version_scenarios" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mdm_page_v_version_scenarios_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mdm_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_image_id" integer,
  	"version__status" "enum__mdm_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__mdm_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_mdm_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mdm_pricing_v_version_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" "enum__mdm_pricing_v_version_tiers_code",
  	"price" numeric,
  	"recommended" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mdm_pricing_v_version_tiers_locales" (
  	"name" varchar,
  	"period" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mdm_pricing_v_version_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mdm_pricing_v_version_rows_locales" (
  	"feature" varchar,
  	"basic" varchar,
  	"standard" varchar,
  	"enterprise" varchar,
  	"extra" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mdm_pricing_v_version_add_ons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"prices" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mdm_pricing_v_version_add_ons_locales" (
  	"name" varchar,
  	"unit" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mdm_pricing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_custom_firmware_per_hour" numeric DEFAULT 2000,
  	"version_trial_days" numeric DEFAULT 30,
  	"version__status" "enum__mdm_pricing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__mdm_pricing_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_mdm_pricing_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_note" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_profile_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_profile_v_version_stats_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_profile_v_version_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_profile_v_version_milestones_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_profile_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_image_id" integer,
  	"version__status" "enum__company_profile_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__company_profile_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_company_profile_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_notice_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_effective_date" timestamp(3) with time zone,
  	"version__status" "enum__legal_notice_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__legal_notice_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_legal_notice_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_conference_page_v_version_agenda" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"time" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_conference_page_v_version_agenda_locales" (
  	"title" varchar,
  	"speaker" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_conference_page_v_version_speakers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_conference_page_v_version_speakers_locales" (
  	"name" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_conference_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_image_id" integer,
  	"version_event_id" integer,
  	"version_registration_url" varchar,
  	"version__status" "enum__conference_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__conference_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_conference_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_dates" varchar,
  	"version_venue" varchar,
  	"version_registration_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mobile_guide_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mobile_guide_v_version_steps_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mobile_guide_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__mobile_guide_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__mobile_guide_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_mobile_guide_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_notes" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "product_categories_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "products_features_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "products_specs_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "products_specs_locales" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "model" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "first_title" DROP NOT NULL;
  ALTER TABLE "solutions_highlights_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "solutions_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "events_highlights_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "events_agenda" ALTER COLUMN "time" DROP NOT NULL;
  ALTER TABLE "events_agenda_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "events_speakers_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "events_partners" ALTER COLUMN "tier" DROP NOT NULL;
  ALTER TABLE "events_partners_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "events_registration_questions" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "events_registration_questions_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "starts_at" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "ends_at" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "theme" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "token" DROP NOT NULL;
  ALTER TABLE "events_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "events_locales" ALTER COLUMN "venue_name" DROP NOT NULL;
  ALTER TABLE "site_settings_contact_lines_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings_contact_lines_locales" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "icon_id" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "company_name" DROP NOT NULL;
  ALTER TABLE "home_page_banners" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "home_page_banners_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_sections" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "home_page_sections_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_tags_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "mdm_page_features_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "mdm_page_scenarios_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "mdm_page_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "mdm_pricing_tiers" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "mdm_pricing_tiers" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "mdm_pricing_tiers_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "mdm_pricing_tiers_locales" ALTER COLUMN "period" DROP NOT NULL;
  ALTER TABLE "mdm_pricing_rows_locales" ALTER COLUMN "feature" DROP NOT NULL;
  ALTER TABLE "mdm_pricing_add_ons" ALTER COLUMN "prices" DROP NOT NULL;
  ALTER TABLE "mdm_pricing_add_ons_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "mdm_pricing" ALTER COLUMN "custom_firmware_per_hour" DROP NOT NULL;
  ALTER TABLE "mdm_pricing" ALTER COLUMN "trial_days" DROP NOT NULL;
  ALTER TABLE "mdm_pricing_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "company_profile_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "company_profile_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "company_profile_milestones" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "company_profile_milestones_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "company_profile_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "legal_notice_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "conference_page_agenda" ALTER COLUMN "time" DROP NOT NULL;
  ALTER TABLE "conference_page_agenda_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "conference_page_speakers_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "conference_page_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "mobile_guide_steps_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "mobile_guide_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "product_categories" ADD COLUMN "_status" "enum_product_categories_status" DEFAULT 'draft';
  ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'draft';
  ALTER TABLE "products_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "solutions" ADD COLUMN "_status" "enum_solutions_status" DEFAULT 'draft';
  ALTER TABLE "solutions_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "solutions_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "solutions_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "news_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "enquiries" ADD COLUMN "page" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "events" ADD COLUMN "_status" "enum_events_status" DEFAULT 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "menu_settings" ADD COLUMN "_status" "enum_menu_settings_status" DEFAULT 'draft';
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "mdm_page" ADD COLUMN "_status" "enum_mdm_page_status" DEFAULT 'draft';
  ALTER TABLE "mdm_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "mdm_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "mdm_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "mdm_pricing" ADD COLUMN "_status" "enum_mdm_pricing_status" DEFAULT 'draft';
  ALTER TABLE "mdm_pricing_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "mdm_pricing_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "mdm_pricing_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "company_profile" ADD COLUMN "_status" "enum_company_profile_status" DEFAULT 'draft';
  ALTER TABLE "company_profile_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "company_profile_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "company_profile_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "legal_notice" ADD COLUMN "_status" "enum_legal_notice_status" DEFAULT 'draft';
  ALTER TABLE "legal_notice_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "legal_notice_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "legal_notice_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "conference_page" ADD COLUMN "_status" "enum_conference_page_status" DEFAULT 'draft';
  ALTER TABLE "conference_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "conference_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "conference_page_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "mobile_guide" ADD COLUMN "_status" "enum_mobile_guide_status" DEFAULT 'draft';
  ALTER TABLE "mobile_guide_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "mobile_guide_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "mobile_guide_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_version_selected_image_id_media_id_fk" FOREIGN KEY ("version_selected_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v_locales" ADD CONSTRAINT "_product_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_features" ADD CONSTRAINT "_products_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_features_locales" ADD CONSTRAINT "_products_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_specs" ADD CONSTRAINT "_products_v_version_specs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_specs_locales" ADD CONSTRAINT "_products_v_version_specs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_datasheet_id_media_id_fk" FOREIGN KEY ("version_datasheet_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_product_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_version_highlights" ADD CONSTRAINT "_solutions_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_version_highlights_locales" ADD CONSTRAINT "_solutions_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_parent_id_solutions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v_locales" ADD CONSTRAINT "_solutions_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v_locales" ADD CONSTRAINT "_solutions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_rels" ADD CONSTRAINT "_solutions_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_rels" ADD CONSTRAINT "_solutions_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_category_id_news_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_highlights" ADD CONSTRAINT "_events_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_highlights_locales" ADD CONSTRAINT "_events_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_agenda" ADD CONSTRAINT "_events_v_version_agenda_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_agenda_locales" ADD CONSTRAINT "_events_v_version_agenda_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_agenda"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_speakers" ADD CONSTRAINT "_events_v_version_speakers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_speakers" ADD CONSTRAINT "_events_v_version_speakers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_speakers_locales" ADD CONSTRAINT "_events_v_version_speakers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_speakers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_partners" ADD CONSTRAINT "_events_v_version_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_partners" ADD CONSTRAINT "_events_v_version_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_partners_locales" ADD CONSTRAINT "_events_v_version_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_registration_questions_options" ADD CONSTRAINT "_events_v_version_registration_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_registration_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_registration_questions_options_locales" ADD CONSTRAINT "_events_v_version_registration_questions_options_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_registration_questions_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_registration_questions" ADD CONSTRAINT "_events_v_version_registration_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_registration_questions_locales" ADD CONSTRAINT "_events_v_version_registration_questions_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_registration_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_venue_map_id_media_id_fk" FOREIGN KEY ("version_venue_map_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_invitation_image_id_media_id_fk" FOREIGN KEY ("version_invitation_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_contact_lines" ADD CONSTRAINT "_site_settings_v_version_contact_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_contact_lines_locales" ADD CONSTRAINT "_site_settings_v_version_contact_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_contact_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_socials" ADD CONSTRAINT "_site_settings_v_version_socials_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_socials" ADD CONSTRAINT "_site_settings_v_version_socials_qr_code_id_media_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_socials" ADD CONSTRAINT "_site_settings_v_version_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_conference_banner_image_id_media_id_fk" FOREIGN KEY ("version_conference_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_settings_v" ADD CONSTRAINT "_menu_settings_v_version_solution_image_id_media_id_fk" FOREIGN KEY ("version_solution_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_settings_v" ADD CONSTRAINT "_menu_settings_v_version_news_image_id_media_id_fk" FOREIGN KEY ("version_news_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_settings_v" ADD CONSTRAINT "_menu_settings_v_version_about_us_image_id_media_id_fk" FOREIGN KEY ("version_about_us_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_banners" ADD CONSTRAINT "_home_page_v_version_banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_banners" ADD CONSTRAINT "_home_page_v_version_banners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_banners_locales" ADD CONSTRAINT "_home_page_v_version_banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_sections" ADD CONSTRAINT "_home_page_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_sections" ADD CONSTRAINT "_home_page_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_sections_locales" ADD CONSTRAINT "_home_page_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tags" ADD CONSTRAINT "_home_page_v_version_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tags_locales" ADD CONSTRAINT "_home_page_v_version_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_page_v_version_features" ADD CONSTRAINT "_mdm_page_v_version_features_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mdm_page_v_version_features" ADD CONSTRAINT "_mdm_page_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_page_v_version_features_locales" ADD CONSTRAINT "_mdm_page_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_page_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_page_v_version_scenarios" ADD CONSTRAINT "_mdm_page_v_version_scenarios_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mdm_page_v_version_scenarios" ADD CONSTRAINT "_mdm_page_v_version_scenarios_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_page_v_version_scenarios_locales" ADD CONSTRAINT "_mdm_page_v_version_scenarios_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_page_v_version_scenarios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_page_v" ADD CONSTRAINT "_mdm_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mdm_page_v_locales" ADD CONSTRAINT "_mdm_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mdm_page_v_locales" ADD CONSTRAINT "_mdm_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_pricing_v_version_tiers" ADD CONSTRAINT "_mdm_pricing_v_version_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_pricing_v_version_tiers_locales" ADD CONSTRAINT "_mdm_pricing_v_version_tiers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_pricing_v_version_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_pricing_v_version_rows" ADD CONSTRAINT "_mdm_pricing_v_version_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_pricing_v_version_rows_locales" ADD CONSTRAINT "_mdm_pricing_v_version_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_pricing_v_version_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_pricing_v_version_add_ons" ADD CONSTRAINT "_mdm_pricing_v_version_add_ons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_pricing_v_version_add_ons_locales" ADD CONSTRAINT "_mdm_pricing_v_version_add_ons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_pricing_v_version_add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mdm_pricing_v_locales" ADD CONSTRAINT "_mdm_pricing_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mdm_pricing_v_locales" ADD CONSTRAINT "_mdm_pricing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mdm_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_stats" ADD CONSTRAINT "_company_profile_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_stats_locales" ADD CONSTRAINT "_company_profile_v_version_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v_version_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_milestones" ADD CONSTRAINT "_company_profile_v_version_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_milestones_locales" ADD CONSTRAINT "_company_profile_v_version_milestones_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v_version_milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v" ADD CONSTRAINT "_company_profile_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_profile_v_locales" ADD CONSTRAINT "_company_profile_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_profile_v_locales" ADD CONSTRAINT "_company_profile_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_notice_v_locales" ADD CONSTRAINT "_legal_notice_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_notice_v_locales" ADD CONSTRAINT "_legal_notice_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_notice_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_conference_page_v_version_agenda" ADD CONSTRAINT "_conference_page_v_version_agenda_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_conference_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_conference_page_v_version_agenda_locales" ADD CONSTRAINT "_conference_page_v_version_agenda_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_conference_page_v_version_agenda"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_conference_page_v_version_speakers" ADD CONSTRAINT "_conference_page_v_version_speakers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conference_page_v_version_speakers" ADD CONSTRAINT "_conference_page_v_version_speakers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_conference_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_conference_page_v_version_speakers_locales" ADD CONSTRAINT "_conference_page_v_version_speakers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_conference_page_v_version_speakers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_conference_page_v" ADD CONSTRAINT "_conference_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conference_page_v" ADD CONSTRAINT "_conference_page_v_version_event_id_events_id_fk" FOREIGN KEY ("version_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conference_page_v_locales" ADD CONSTRAINT "_conference_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conference_page_v_locales" ADD CONSTRAINT "_conference_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_conference_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mobile_guide_v_version_steps" ADD CONSTRAINT "_mobile_guide_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mobile_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mobile_guide_v_version_steps_locales" ADD CONSTRAINT "_mobile_guide_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mobile_guide_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mobile_guide_v_locales" ADD CONSTRAINT "_mobile_guide_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mobile_guide_v_locales" ADD CONSTRAINT "_mobile_guide_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mobile_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_product_categories_v_parent_idx" ON "_product_categories_v" USING btree ("parent_id");
  CREATE INDEX "_product_categories_v_version_version_slug_idx" ON "_product_categories_v" USING btree ("version_slug");
  CREATE INDEX "_product_categories_v_version_version_image_idx" ON "_product_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_product_categories_v_version_version_selected_image_idx" ON "_product_categories_v" USING btree ("version_selected_image_id");
  CREATE INDEX "_product_categories_v_version_version_order_idx" ON "_product_categories_v" USING btree ("version_order");
  CREATE INDEX "_product_categories_v_version_version_updated_at_idx" ON "_product_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_product_categories_v_version_version_created_at_idx" ON "_product_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_product_categories_v_version_version__status_idx" ON "_product_categories_v" USING btree ("version__status");
  CREATE INDEX "_product_categories_v_created_at_idx" ON "_product_categories_v" USING btree ("created_at");
  CREATE INDEX "_product_categories_v_updated_at_idx" ON "_product_categories_v" USING btree ("updated_at");
  CREATE INDEX "_product_categories_v_snapshot_idx" ON "_product_categories_v" USING btree ("snapshot");
  CREATE INDEX "_product_categories_v_published_locale_idx" ON "_product_categories_v" USING btree ("published_locale");
  CREATE INDEX "_product_categories_v_latest_idx" ON "_product_categories_v" USING btree ("latest");
  CREATE INDEX "_product_categories_v_autosave_idx" ON "_product_categories_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_product_categories_v_locales_locale_parent_id_unique" ON "_product_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_features_order_idx" ON "_products_v_version_features" USING btree ("_order");
  CREATE INDEX "_products_v_version_features_parent_id_idx" ON "_products_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_features_locales_locale_parent_id_unique" ON "_products_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_specs_order_idx" ON "_products_v_version_specs" USING btree ("_order");
  CREATE INDEX "_products_v_version_specs_parent_id_idx" ON "_products_v_version_specs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_specs_locales_locale_parent_id_unique" ON "_products_v_version_specs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_model_idx" ON "_products_v" USING btree ("version_model");
  CREATE INDEX "_products_v_version_version_cover_idx" ON "_products_v" USING btree ("version_cover_id");
  CREATE INDEX "_products_v_version_version_datasheet_idx" ON "_products_v" USING btree ("version_datasheet_id");
  CREATE INDEX "_products_v_version_version_customize_url_idx" ON "_products_v" USING btree ("version_customize_url");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_series_idx" ON "_products_v" USING btree ("version_series");
  CREATE INDEX "_products_v_version_version_order_idx" ON "_products_v" USING btree ("version_order");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE INDEX "_products_v_version_meta_version_meta_image_idx" ON "_products_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_solutions_v_version_highlights_order_idx" ON "_solutions_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_solutions_v_version_highlights_parent_id_idx" ON "_solutions_v_version_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_solutions_v_version_highlights_locales_locale_parent_id_uni" ON "_solutions_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_parent_idx" ON "_solutions_v" USING btree ("parent_id");
  CREATE INDEX "_solutions_v_version_version_cover_idx" ON "_solutions_v" USING btree ("version_cover_id");
  CREATE INDEX "_solutions_v_version_version_order_idx" ON "_solutions_v" USING btree ("version_order");
  CREATE INDEX "_solutions_v_version_version_updated_at_idx" ON "_solutions_v" USING btree ("version_updated_at");
  CREATE INDEX "_solutions_v_version_version_created_at_idx" ON "_solutions_v" USING btree ("version_created_at");
  CREATE INDEX "_solutions_v_version_version__status_idx" ON "_solutions_v" USING btree ("version__status");
  CREATE INDEX "_solutions_v_created_at_idx" ON "_solutions_v" USING btree ("created_at");
  CREATE INDEX "_solutions_v_updated_at_idx" ON "_solutions_v" USING btree ("updated_at");
  CREATE INDEX "_solutions_v_snapshot_idx" ON "_solutions_v" USING btree ("snapshot");
  CREATE INDEX "_solutions_v_published_locale_idx" ON "_solutions_v" USING btree ("published_locale");
  CREATE INDEX "_solutions_v_latest_idx" ON "_solutions_v" USING btree ("latest");
  CREATE INDEX "_solutions_v_autosave_idx" ON "_solutions_v" USING btree ("autosave");
  CREATE INDEX "_solutions_v_version_meta_version_meta_image_idx" ON "_solutions_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_solutions_v_locales_locale_parent_id_unique" ON "_solutions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_rels_order_idx" ON "_solutions_v_rels" USING btree ("order");
  CREATE INDEX "_solutions_v_rels_parent_idx" ON "_solutions_v_rels" USING btree ("parent_id");
  CREATE INDEX "_solutions_v_rels_path_idx" ON "_solutions_v_rels" USING btree ("path");
  CREATE INDEX "_solutions_v_rels_products_id_idx" ON "_solutions_v_rels" USING btree ("products_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_cover_idx" ON "_news_v" USING btree ("version_cover_id");
  CREATE INDEX "_news_v_version_version_date_idx" ON "_news_v" USING btree ("version_date");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category_id");
  CREATE INDEX "_news_v_version_version_top_idx" ON "_news_v" USING btree ("version_top");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_media_id_idx" ON "_news_v_rels" USING btree ("media_id");
  CREATE INDEX "_events_v_version_highlights_order_idx" ON "_events_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_events_v_version_highlights_parent_id_idx" ON "_events_v_version_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_events_v_version_highlights_locales_locale_parent_id_unique" ON "_events_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_agenda_order_idx" ON "_events_v_version_agenda" USING btree ("_order");
  CREATE INDEX "_events_v_version_agenda_parent_id_idx" ON "_events_v_version_agenda" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_events_v_version_agenda_locales_locale_parent_id_unique" ON "_events_v_version_agenda_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_speakers_order_idx" ON "_events_v_version_speakers" USING btree ("_order");
  CREATE INDEX "_events_v_version_speakers_parent_id_idx" ON "_events_v_version_speakers" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_speakers_photo_idx" ON "_events_v_version_speakers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "_events_v_version_speakers_locales_locale_parent_id_unique" ON "_events_v_version_speakers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_partners_order_idx" ON "_events_v_version_partners" USING btree ("_order");
  CREATE INDEX "_events_v_version_partners_parent_id_idx" ON "_events_v_version_partners" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_partners_logo_idx" ON "_events_v_version_partners" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_events_v_version_partners_locales_locale_parent_id_unique" ON "_events_v_version_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_registration_questions_options_order_idx" ON "_events_v_version_registration_questions_options" USING btree ("_order");
  CREATE INDEX "_events_v_version_registration_questions_options_parent_id_idx" ON "_events_v_version_registration_questions_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_events_v_version_registration_questions_options_locales_loc" ON "_events_v_version_registration_questions_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_registration_questions_order_idx" ON "_events_v_version_registration_questions" USING btree ("_order");
  CREATE INDEX "_events_v_version_registration_questions_parent_id_idx" ON "_events_v_version_registration_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_events_v_version_registration_questions_locales_locale_pare" ON "_events_v_version_registration_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_hero_image_idx" ON "_events_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_events_v_version_venue_version_venue_map_idx" ON "_events_v" USING btree ("version_venue_map_id");
  CREATE INDEX "_events_v_version_invitation_version_invitation_image_idx" ON "_events_v" USING btree ("version_invitation_image_id");
  CREATE INDEX "_events_v_version_version_token_idx" ON "_events_v" USING btree ("version_token");
  CREATE INDEX "_events_v_version_version_hash_idx" ON "_events_v" USING btree ("version_hash");
  CREATE INDEX "_events_v_version_version_invitation_page_idx" ON "_events_v" USING btree ("version_invitation_page");
  CREATE INDEX "_events_v_version_version_anniversary_sign_in_idx" ON "_events_v" USING btree ("version_anniversary_sign_in");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_autosave_idx" ON "_events_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_products_id_idx" ON "redirects_rels" USING btree ("products_id");
  CREATE INDEX "redirects_rels_solutions_id_idx" ON "redirects_rels" USING btree ("solutions_id");
  CREATE INDEX "redirects_rels_news_id_idx" ON "redirects_rels" USING btree ("news_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_workflow_slug_idx" ON "payload_jobs" USING btree ("workflow_slug");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_version_contact_lines_order_idx" ON "_site_settings_v_version_contact_lines" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_contact_lines_parent_id_idx" ON "_site_settings_v_version_contact_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_contact_lines_locales_locale_parent" ON "_site_settings_v_version_contact_lines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_socials_order_idx" ON "_site_settings_v_version_socials" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_socials_parent_id_idx" ON "_site_settings_v_version_socials" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_socials_icon_idx" ON "_site_settings_v_version_socials" USING btree ("icon_id");
  CREATE INDEX "_site_settings_v_version_socials_qr_code_idx" ON "_site_settings_v_version_socials" USING btree ("qr_code_id");
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_version_conference_banner_version_confe_idx" ON "_site_settings_v" USING btree ("version_conference_banner_image_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_settings_v_version_version_solution_image_idx" ON "_menu_settings_v" USING btree ("version_solution_image_id");
  CREATE INDEX "_menu_settings_v_version_version_news_image_idx" ON "_menu_settings_v" USING btree ("version_news_image_id");
  CREATE INDEX "_menu_settings_v_version_version_about_us_image_idx" ON "_menu_settings_v" USING btree ("version_about_us_image_id");
  CREATE INDEX "_menu_settings_v_version_version__status_idx" ON "_menu_settings_v" USING btree ("version__status");
  CREATE INDEX "_menu_settings_v_created_at_idx" ON "_menu_settings_v" USING btree ("created_at");
  CREATE INDEX "_menu_settings_v_updated_at_idx" ON "_menu_settings_v" USING btree ("updated_at");
  CREATE INDEX "_menu_settings_v_snapshot_idx" ON "_menu_settings_v" USING btree ("snapshot");
  CREATE INDEX "_menu_settings_v_published_locale_idx" ON "_menu_settings_v" USING btree ("published_locale");
  CREATE INDEX "_menu_settings_v_latest_idx" ON "_menu_settings_v" USING btree ("latest");
  CREATE INDEX "_menu_settings_v_autosave_idx" ON "_menu_settings_v" USING btree ("autosave");
  CREATE INDEX "home_page_meta_meta_image_idx" ON "home_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_banners_order_idx" ON "_home_page_v_version_banners" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_banners_parent_id_idx" ON "_home_page_v_version_banners" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_banners_image_idx" ON "_home_page_v_version_banners" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_page_v_version_banners_locales_locale_parent_id_unique" ON "_home_page_v_version_banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_sections_order_idx" ON "_home_page_v_version_sections" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_sections_parent_id_idx" ON "_home_page_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_sections_image_idx" ON "_home_page_v_version_sections" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_page_v_version_sections_locales_locale_parent_id_uniqu" ON "_home_page_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_tags_order_idx" ON "_home_page_v_version_tags" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_tags_parent_id_idx" ON "_home_page_v_version_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_tags_locales_locale_parent_id_unique" ON "_home_page_v_version_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE INDEX "_home_page_v_version_meta_version_meta_image_idx" ON "_home_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mdm_page_v_version_features_order_idx" ON "_mdm_page_v_version_features" USING btree ("_order");
  CREATE INDEX "_mdm_page_v_version_features_parent_id_idx" ON "_mdm_page_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_mdm_page_v_version_features_icon_idx" ON "_mdm_page_v_version_features" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_mdm_page_v_version_features_locales_locale_parent_id_unique" ON "_mdm_page_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mdm_page_v_version_scenarios_order_idx" ON "_mdm_page_v_version_scenarios" USING btree ("_order");
  CREATE INDEX "_mdm_page_v_version_scenarios_parent_id_idx" ON "_mdm_page_v_version_scenarios" USING btree ("_parent_id");
  CREATE INDEX "_mdm_page_v_version_scenarios_image_idx" ON "_mdm_page_v_version_scenarios" USING btree ("image_id");
  CREATE UNIQUE INDEX "_mdm_page_v_version_scenarios_locales_locale_parent_id_uniqu" ON "_mdm_page_v_version_scenarios_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mdm_page_v_version_version_hero_image_idx" ON "_mdm_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_mdm_page_v_version_version__status_idx" ON "_mdm_page_v" USING btree ("version__status");
  CREATE INDEX "_mdm_page_v_created_at_idx" ON "_mdm_page_v" USING btree ("created_at");
  CREATE INDEX "_mdm_page_v_updated_at_idx" ON "_mdm_page_v" USING btree ("updated_at");
  CREATE INDEX "_mdm_page_v_snapshot_idx" ON "_mdm_page_v" USING btree ("snapshot");
  CREATE INDEX "_mdm_page_v_published_locale_idx" ON "_mdm_page_v" USING btree ("published_locale");
  CREATE INDEX "_mdm_page_v_latest_idx" ON "_mdm_page_v" USING btree ("latest");
  CREATE INDEX "_mdm_page_v_autosave_idx" ON "_mdm_page_v" USING btree ("autosave");
  CREATE INDEX "_mdm_page_v_version_meta_version_meta_image_idx" ON "_mdm_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_mdm_page_v_locales_locale_parent_id_unique" ON "_mdm_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mdm_pricing_v_version_tiers_order_idx" ON "_mdm_pricing_v_version_tiers" USING btree ("_order");
  CREATE INDEX "_mdm_pricing_v_version_tiers_parent_id_idx" ON "_mdm_pricing_v_version_tiers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mdm_pricing_v_version_tiers_locales_locale_parent_id_unique" ON "_mdm_pricing_v_version_tiers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mdm_pricing_v_version_rows_order_idx" ON "_mdm_pricing_v_version_rows" USING btree ("_order");
  CREATE INDEX "_mdm_pricing_v_version_rows_parent_id_idx" ON "_mdm_pricing_v_version_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mdm_pricing_v_version_rows_locales_locale_parent_id_unique" ON "_mdm_pricing_v_version_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mdm_pricing_v_version_add_ons_order_idx" ON "_mdm_pricing_v_version_add_ons" USING btree ("_order");
  CREATE INDEX "_mdm_pricing_v_version_add_ons_parent_id_idx" ON "_mdm_pricing_v_version_add_ons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mdm_pricing_v_version_add_ons_locales_locale_parent_id_uniq" ON "_mdm_pricing_v_version_add_ons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mdm_pricing_v_version_version__status_idx" ON "_mdm_pricing_v" USING btree ("version__status");
  CREATE INDEX "_mdm_pricing_v_created_at_idx" ON "_mdm_pricing_v" USING btree ("created_at");
  CREATE INDEX "_mdm_pricing_v_updated_at_idx" ON "_mdm_pricing_v" USING btree ("updated_at");
  CREATE INDEX "_mdm_pricing_v_snapshot_idx" ON "_mdm_pricing_v" USING btree ("snapshot");
  CREATE INDEX "_mdm_pricing_v_published_locale_idx" ON "_mdm_pricing_v" USING btree ("published_locale");
  CREATE INDEX "_mdm_pricing_v_latest_idx" ON "_mdm_pricing_v" USING btree ("latest");
  CREATE INDEX "_mdm_pricing_v_autosave_idx" ON "_mdm_pricing_v" USING btree ("autosave");
  CREATE INDEX "_mdm_pricing_v_version_meta_version_meta_image_idx" ON "_mdm_pricing_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_mdm_pricing_v_locales_locale_parent_id_unique" ON "_mdm_pricing_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_profile_v_version_stats_order_idx" ON "_company_profile_v_version_stats" USING btree ("_order");
  CREATE INDEX "_company_profile_v_version_stats_parent_id_idx" ON "_company_profile_v_version_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_profile_v_version_stats_locales_locale_parent_id_un" ON "_company_profile_v_version_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_profile_v_version_milestones_order_idx" ON "_company_profile_v_version_milestones" USING btree ("_order");
  CREATE INDEX "_company_profile_v_version_milestones_parent_id_idx" ON "_company_profile_v_version_milestones" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_profile_v_version_milestones_locales_locale_parent_" ON "_company_profile_v_version_milestones_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_profile_v_version_version_hero_image_idx" ON "_company_profile_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_company_profile_v_version_version__status_idx" ON "_company_profile_v" USING btree ("version__status");
  CREATE INDEX "_company_profile_v_created_at_idx" ON "_company_profile_v" USING btree ("created_at");
  CREATE INDEX "_company_profile_v_updated_at_idx" ON "_company_profile_v" USING btree ("updated_at");
  CREATE INDEX "_company_profile_v_snapshot_idx" ON "_company_profile_v" USING btree ("snapshot");
  CREATE INDEX "_company_profile_v_published_locale_idx" ON "_company_profile_v" USING btree ("published_locale");
  CREATE INDEX "_company_profile_v_latest_idx" ON "_company_profile_v" USING btree ("latest");
  CREATE INDEX "_company_profile_v_autosave_idx" ON "_company_profile_v" USING btree ("autosave");
  CREATE INDEX "_company_profile_v_version_meta_version_meta_image_idx" ON "_company_profile_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_company_profile_v_locales_locale_parent_id_unique" ON "_company_profile_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_notice_v_version_version__status_idx" ON "_legal_notice_v" USING btree ("version__status");
  CREATE INDEX "_legal_notice_v_created_at_idx" ON "_legal_notice_v" USING btree ("created_at");
  CREATE INDEX "_legal_notice_v_updated_at_idx" ON "_legal_notice_v" USING btree ("updated_at");
  CREATE INDEX "_legal_notice_v_snapshot_idx" ON "_legal_notice_v" USING btree ("snapshot");
  CREATE INDEX "_legal_notice_v_published_locale_idx" ON "_legal_notice_v" USING btree ("published_locale");
  CREATE INDEX "_legal_notice_v_latest_idx" ON "_legal_notice_v" USING btree ("latest");
  CREATE INDEX "_legal_notice_v_autosave_idx" ON "_legal_notice_v" USING btree ("autosave");
  CREATE INDEX "_legal_notice_v_version_meta_version_meta_image_idx" ON "_legal_notice_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_legal_notice_v_locales_locale_parent_id_unique" ON "_legal_notice_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_conference_page_v_version_agenda_order_idx" ON "_conference_page_v_version_agenda" USING btree ("_order");
  CREATE INDEX "_conference_page_v_version_agenda_parent_id_idx" ON "_conference_page_v_version_agenda" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_conference_page_v_version_agenda_locales_locale_parent_id_u" ON "_conference_page_v_version_agenda_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_conference_page_v_version_speakers_order_idx" ON "_conference_page_v_version_speakers" USING btree ("_order");
  CREATE INDEX "_conference_page_v_version_speakers_parent_id_idx" ON "_conference_page_v_version_speakers" USING btree ("_parent_id");
  CREATE INDEX "_conference_page_v_version_speakers_photo_idx" ON "_conference_page_v_version_speakers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "_conference_page_v_version_speakers_locales_locale_parent_id" ON "_conference_page_v_version_speakers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_conference_page_v_version_version_hero_image_idx" ON "_conference_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_conference_page_v_version_version_event_idx" ON "_conference_page_v" USING btree ("version_event_id");
  CREATE INDEX "_conference_page_v_version_version__status_idx" ON "_conference_page_v" USING btree ("version__status");
  CREATE INDEX "_conference_page_v_created_at_idx" ON "_conference_page_v" USING btree ("created_at");
  CREATE INDEX "_conference_page_v_updated_at_idx" ON "_conference_page_v" USING btree ("updated_at");
  CREATE INDEX "_conference_page_v_snapshot_idx" ON "_conference_page_v" USING btree ("snapshot");
  CREATE INDEX "_conference_page_v_published_locale_idx" ON "_conference_page_v" USING btree ("published_locale");
  CREATE INDEX "_conference_page_v_latest_idx" ON "_conference_page_v" USING btree ("latest");
  CREATE INDEX "_conference_page_v_autosave_idx" ON "_conference_page_v" USING btree ("autosave");
  CREATE INDEX "_conference_page_v_version_meta_version_meta_image_idx" ON "_conference_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_conference_page_v_locales_locale_parent_id_unique" ON "_conference_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mobile_guide_v_version_steps_order_idx" ON "_mobile_guide_v_version_steps" USING btree ("_order");
  CREATE INDEX "_mobile_guide_v_version_steps_parent_id_idx" ON "_mobile_guide_v_version_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mobile_guide_v_version_steps_locales_locale_parent_id_uniqu" ON "_mobile_guide_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mobile_guide_v_version_version__status_idx" ON "_mobile_guide_v" USING btree ("version__status");
  CREATE INDEX "_mobile_guide_v_created_at_idx" ON "_mobile_guide_v" USING btree ("created_at");
  CREATE INDEX "_mobile_guide_v_updated_at_idx" ON "_mobile_guide_v" USING btree ("updated_at");
  CREATE INDEX "_mobile_guide_v_snapshot_idx" ON "_mobile_guide_v" USING btree ("snapshot");
  CREATE INDEX "_mobile_guide_v_published_locale_idx" ON "_mobile_guide_v" USING btree ("published_locale");
  CREATE INDEX "_mobile_guide_v_latest_idx" ON "_mobile_guide_v" USING btree ("latest");
  CREATE INDEX "_mobile_guide_v_autosave_idx" ON "_mobile_guide_v" USING btree ("autosave");
  CREATE INDEX "_mobile_guide_v_version_meta_version_meta_image_idx" ON "_mobile_guide_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_mobile_guide_v_locales_locale_parent_id_unique" ON "_mobile_guide_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_locales" ADD CONSTRAINT "solutions_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mdm_page_locales" ADD CONSTRAINT "mdm_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mdm_pricing_locales" ADD CONSTRAINT "mdm_pricing_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_profile_locales" ADD CONSTRAINT "company_profile_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_notice_locales" ADD CONSTRAINT "legal_notice_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conference_page_locales" ADD CONSTRAINT "conference_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mobile_guide_locales" ADD CONSTRAINT "mobile_guide_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "product_categories__status_idx" ON "product_categories" USING btree ("_status");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "products_meta_meta_image_idx" ON "products_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "solutions__status_idx" ON "solutions" USING btree ("_status");
  CREATE INDEX "solutions_meta_meta_image_idx" ON "solutions_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "news_meta_meta_image_idx" ON "news_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "enquiries_language_idx" ON "enquiries" USING btree ("language");
  CREATE INDEX "enquiries_form_idx" ON "enquiries" USING btree ("form");
  CREATE INDEX "enquiries_assignee_idx" ON "enquiries" USING btree ("assignee_id");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "menu_settings__status_idx" ON "menu_settings" USING btree ("_status");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "mdm_page__status_idx" ON "mdm_page" USING btree ("_status");
  CREATE INDEX "mdm_page_meta_meta_image_idx" ON "mdm_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "mdm_pricing__status_idx" ON "mdm_pricing" USING btree ("_status");
  CREATE INDEX "mdm_pricing_meta_meta_image_idx" ON "mdm_pricing_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "company_profile__status_idx" ON "company_profile" USING btree ("_status");
  CREATE INDEX "company_profile_meta_meta_image_idx" ON "company_profile_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "legal_notice__status_idx" ON "legal_notice" USING btree ("_status");
  CREATE INDEX "legal_notice_meta_meta_image_idx" ON "legal_notice_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "conference_page__status_idx" ON "conference_page" USING btree ("_status");
  CREATE INDEX "conference_page_meta_meta_image_idx" ON "conference_page_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "mobile_guide__status_idx" ON "mobile_guide" USING btree ("_status");
  CREATE INDEX "mobile_guide_meta_meta_image_idx" ON "mobile_guide_locales" USING btree ("meta_image_id","_locale");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
  // ---- BEGIN hand-written data: existing content stays published ----
  await db.execute(sql`UPDATE "product_categories" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "products" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "solutions" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "news" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "events" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "site_settings" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "menu_settings" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "home_page" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "mdm_page" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "mdm_pricing" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "company_profile" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "legal_notice" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "conference_page" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "mobile_guide" SET "_status" = 'published';`)
  // ---- END hand-written data ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_product_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_product_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_specs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_specs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v_version_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_agenda" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_agenda_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_speakers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_speakers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_registration_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_registration_questions_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_registration_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_registration_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_contact_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_contact_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_banners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tags_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_page_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_page_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_page_v_version_scenarios" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_page_v_version_scenarios_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_pricing_v_version_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_pricing_v_version_tiers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_pricing_v_version_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_pricing_v_version_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_pricing_v_version_add_ons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_pricing_v_version_add_ons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_pricing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mdm_pricing_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_milestones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_milestones_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_notice_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_notice_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_conference_page_v_version_agenda" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_conference_page_v_version_agenda_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_conference_page_v_version_speakers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_conference_page_v_version_speakers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_conference_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_conference_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mobile_guide_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mobile_guide_v_version_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mobile_guide_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mobile_guide_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_product_categories_v" CASCADE;
  DROP TABLE "_product_categories_v_locales" CASCADE;
  DROP TABLE "_products_v_version_features" CASCADE;
  DROP TABLE "_products_v_version_features_locales" CASCADE;
  DROP TABLE "_products_v_version_specs" CASCADE;
  DROP TABLE "_products_v_version_specs_locales" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "_solutions_v_version_highlights" CASCADE;
  DROP TABLE "_solutions_v_version_highlights_locales" CASCADE;
  DROP TABLE "_solutions_v" CASCADE;
  DROP TABLE "_solutions_v_locales" CASCADE;
  DROP TABLE "_solutions_v_rels" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "_events_v_version_highlights" CASCADE;
  DROP TABLE "_events_v_version_highlights_locales" CASCADE;
  DROP TABLE "_events_v_version_agenda" CASCADE;
  DROP TABLE "_events_v_version_agenda_locales" CASCADE;
  DROP TABLE "_events_v_version_speakers" CASCADE;
  DROP TABLE "_events_v_version_speakers_locales" CASCADE;
  DROP TABLE "_events_v_version_partners" CASCADE;
  DROP TABLE "_events_v_version_partners_locales" CASCADE;
  DROP TABLE "_events_v_version_registration_questions_options" CASCADE;
  DROP TABLE "_events_v_version_registration_questions_options_locales" CASCADE;
  DROP TABLE "_events_v_version_registration_questions" CASCADE;
  DROP TABLE "_events_v_version_registration_questions_locales" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "_site_settings_v_version_contact_lines" CASCADE;
  DROP TABLE "_site_settings_v_version_contact_lines_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_socials" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "_menu_settings_v" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "_home_page_v_version_banners" CASCADE;
  DROP TABLE "_home_page_v_version_banners_locales" CASCADE;
  DROP TABLE "_home_page_v_version_sections" CASCADE;
  DROP TABLE "_home_page_v_version_sections_locales" CASCADE;
  DROP TABLE "_home_page_v_version_tags" CASCADE;
  DROP TABLE "_home_page_v_version_tags_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "_mdm_page_v_version_features" CASCADE;
  DROP TABLE "_mdm_page_v_version_features_locales" CASCADE;
  DROP TABLE "_mdm_page_v_version_scenarios" CASCADE;
  DROP TABLE "_mdm_page_v_version_scenarios_locales" CASCADE;
  DROP TABLE "_mdm_page_v" CASCADE;
  DROP TABLE "_mdm_page_v_locales" CASCADE;
  DROP TABLE "_mdm_pricing_v_version_tiers" CASCADE;
  DROP TABLE "_mdm_pricing_v_version_tiers_locales" CASCADE;
  DROP TABLE "_mdm_pricing_v_version_rows" CASCADE;
  DROP TABLE "_mdm_pricing_v_version_rows_locales" CASCADE;
  DROP TABLE "_mdm_pricing_v_version_add_ons" CASCADE;
  DROP TABLE "_mdm_pricing_v_version_add_ons_locales" CASCADE;
  DROP TABLE "_mdm_pricing_v" CASCADE;
  DROP TABLE "_mdm_pricing_v_locales" CASCADE;
  DROP TABLE "_company_profile_v_version_stats" CASCADE;
  DROP TABLE "_company_profile_v_version_stats_locales" CASCADE;
  DROP TABLE "_company_profile_v_version_milestones" CASCADE;
  DROP TABLE "_company_profile_v_version_milestones_locales" CASCADE;
  DROP TABLE "_company_profile_v" CASCADE;
  DROP TABLE "_company_profile_v_locales" CASCADE;
  DROP TABLE "_legal_notice_v" CASCADE;
  DROP TABLE "_legal_notice_v_locales" CASCADE;
  DROP TABLE "_conference_page_v_version_agenda" CASCADE;
  DROP TABLE "_conference_page_v_version_agenda_locales" CASCADE;
  DROP TABLE "_conference_page_v_version_speakers" CASCADE;
  DROP TABLE "_conference_page_v_version_speakers_locales" CASCADE;
  DROP TABLE "_conference_page_v" CASCADE;
  DROP TABLE "_conference_page_v_locales" CASCADE;
  DROP TABLE "_mobile_guide_v_version_steps" CASCADE;
  DROP TABLE "_mobile_guide_v_version_steps_locales" CASCADE;
  DROP TABLE "_mobile_guide_v" CASCADE;
  DROP TABLE "_mobile_guide_v_locales" CASCADE;
  ALTER TABLE "products_locales" DROP CONSTRAINT IF EXISTS "products_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "solutions_locales" DROP CONSTRAINT IF EXISTS "solutions_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "news_locales" DROP CONSTRAINT IF EXISTS "news_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "enquiries" DROP CONSTRAINT IF EXISTS "enquiries_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "mdm_page_locales" DROP CONSTRAINT IF EXISTS "mdm_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "mdm_pricing_locales" DROP CONSTRAINT IF EXISTS "mdm_pricing_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "company_profile_locales" DROP CONSTRAINT IF EXISTS "company_profile_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "legal_notice_locales" DROP CONSTRAINT IF EXISTS "legal_notice_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "conference_page_locales" DROP CONSTRAINT IF EXISTS "conference_page_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "mobile_guide_locales" DROP CONSTRAINT IF EXISTS "mobile_guide_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_enquiries_status";
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'handled');
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_enquiries_status";
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_enquiries_status" USING "status"::"public"."enum_enquiries_status";
  DROP INDEX "product_categories__status_idx";
  DROP INDEX "products__status_idx";
  DROP INDEX "products_meta_meta_image_idx";
  DROP INDEX "solutions__status_idx";
  DROP INDEX "solutions_meta_meta_image_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "enquiries_language_idx";
  DROP INDEX "enquiries_form_idx";
  DROP INDEX "enquiries_assignee_idx";
  DROP INDEX "events__status_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "menu_settings__status_idx";
  DROP INDEX "home_page__status_idx";
  DROP INDEX "mdm_page__status_idx";
  DROP INDEX "mdm_page_meta_meta_image_idx";
  DROP INDEX "mdm_pricing__status_idx";
  DROP INDEX "mdm_pricing_meta_meta_image_idx";
  DROP INDEX "company_profile__status_idx";
  DROP INDEX "company_profile_meta_meta_image_idx";
  DROP INDEX "legal_notice__status_idx";
  DROP INDEX "legal_notice_meta_meta_image_idx";
  DROP INDEX "conference_page__status_idx";
  DROP INDEX "conference_page_meta_meta_image_idx";
  DROP INDEX "mobile_guide__status_idx";
  DROP INDEX "mobile_guide_meta_meta_image_idx";
  ALTER TABLE "product_categories_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products_features_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "products_specs_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "products_specs_locales" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "model" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "first_title" SET NOT NULL;
  ALTER TABLE "solutions_highlights_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "solutions_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "events_highlights_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "events_agenda" ALTER COLUMN "time" SET NOT NULL;
  ALTER TABLE "events_agenda_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "events_speakers_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "events_partners" ALTER COLUMN "tier" SET NOT NULL;
  ALTER TABLE "events_partners_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "events_registration_questions" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "events_registration_questions_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "starts_at" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "ends_at" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "theme" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "token" SET NOT NULL;
  ALTER TABLE "events_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "events_locales" ALTER COLUMN "venue_name" SET NOT NULL;
  ALTER TABLE "site_settings_contact_lines_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_contact_lines_locales" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "icon_id" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "company_name" SET NOT NULL;
  ALTER TABLE "home_page_banners" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "home_page_banners_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_sections" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "home_page_sections_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_tags_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "mdm_page_features_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "mdm_page_scenarios_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "mdm_page_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "mdm_pricing_tiers" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "mdm_pricing_tiers" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "mdm_pricing_tiers_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "mdm_pricing_tiers_locales" ALTER COLUMN "period" SET NOT NULL;
  ALTER TABLE "mdm_pricing_rows_locales" ALTER COLUMN "feature" SET NOT NULL;
  ALTER TABLE "mdm_pricing_add_ons" ALTER COLUMN "prices" SET NOT NULL;
  ALTER TABLE "mdm_pricing_add_ons_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "mdm_pricing" ALTER COLUMN "custom_firmware_per_hour" SET NOT NULL;
  ALTER TABLE "mdm_pricing" ALTER COLUMN "trial_days" SET NOT NULL;
  ALTER TABLE "mdm_pricing_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "company_profile_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "company_profile_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "company_profile_milestones" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "company_profile_milestones_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "company_profile_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "legal_notice_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "conference_page_agenda" ALTER COLUMN "time" SET NOT NULL;
  ALTER TABLE "conference_page_agenda_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "conference_page_speakers_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "conference_page_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "mobile_guide_steps_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "mobile_guide_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "product_categories" DROP COLUMN "_status";
  ALTER TABLE "products" DROP COLUMN "_status";
  ALTER TABLE "products_locales" DROP COLUMN "meta_title";
  ALTER TABLE "products_locales" DROP COLUMN "meta_description";
  ALTER TABLE "products_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "solutions" DROP COLUMN "_status";
  ALTER TABLE "solutions_locales" DROP COLUMN "meta_title";
  ALTER TABLE "solutions_locales" DROP COLUMN "meta_description";
  ALTER TABLE "solutions_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "news_locales" DROP COLUMN "meta_title";
  ALTER TABLE "news_locales" DROP COLUMN "meta_description";
  ALTER TABLE "news_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "enquiries" DROP COLUMN "page";
  ALTER TABLE "enquiries" DROP COLUMN "assignee_id";
  ALTER TABLE "events" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "menu_settings" DROP COLUMN "_status";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  ALTER TABLE "mdm_page" DROP COLUMN "_status";
  ALTER TABLE "mdm_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "mdm_page_locales" DROP COLUMN "meta_description";
  ALTER TABLE "mdm_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "mdm_pricing" DROP COLUMN "_status";
  ALTER TABLE "mdm_pricing_locales" DROP COLUMN "meta_title";
  ALTER TABLE "mdm_pricing_locales" DROP COLUMN "meta_description";
  ALTER TABLE "mdm_pricing_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "company_profile" DROP COLUMN "_status";
  ALTER TABLE "company_profile_locales" DROP COLUMN "meta_title";
  ALTER TABLE "company_profile_locales" DROP COLUMN "meta_description";
  ALTER TABLE "company_profile_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "legal_notice" DROP COLUMN "_status";
  ALTER TABLE "legal_notice_locales" DROP COLUMN "meta_title";
  ALTER TABLE "legal_notice_locales" DROP COLUMN "meta_description";
  ALTER TABLE "legal_notice_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "conference_page" DROP COLUMN "_status";
  ALTER TABLE "conference_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "conference_page_locales" DROP COLUMN "meta_description";
  ALTER TABLE "conference_page_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "mobile_guide" DROP COLUMN "_status";
  ALTER TABLE "mobile_guide_locales" DROP COLUMN "meta_title";
  ALTER TABLE "mobile_guide_locales" DROP COLUMN "meta_description";
  ALTER TABLE "mobile_guide_locales" DROP COLUMN "meta_image_id";
  DROP TYPE "public"."enum_product_categories_status";
  DROP TYPE "public"."enum__product_categories_v_version_status";
  DROP TYPE "public"."enum__product_categories_v_published_locale";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_solutions_status";
  DROP TYPE "public"."enum__solutions_v_version_status";
  DROP TYPE "public"."enum__solutions_v_published_locale";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_partners_tier";
  DROP TYPE "public"."enum__events_v_version_registration_questions_type";
  DROP TYPE "public"."enum__events_v_version_theme";
  DROP TYPE "public"."enum__events_v_version_invitation_page";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_workflow_slug";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum__site_settings_v_published_locale";
  DROP TYPE "public"."enum_menu_settings_status";
  DROP TYPE "public"."enum__menu_settings_v_version_status";
  DROP TYPE "public"."enum__menu_settings_v_published_locale";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__home_page_v_published_locale";
  DROP TYPE "public"."enum_mdm_page_status";
  DROP TYPE "public"."enum__mdm_page_v_version_status";
  DROP TYPE "public"."enum__mdm_page_v_published_locale";
  DROP TYPE "public"."enum_mdm_pricing_status";
  DROP TYPE "public"."enum__mdm_pricing_v_version_tiers_code";
  DROP TYPE "public"."enum__mdm_pricing_v_version_status";
  DROP TYPE "public"."enum__mdm_pricing_v_published_locale";
  DROP TYPE "public"."enum_company_profile_status";
  DROP TYPE "public"."enum__company_profile_v_version_status";
  DROP TYPE "public"."enum__company_profile_v_published_locale";
  DROP TYPE "public"."enum_legal_notice_status";
  DROP TYPE "public"."enum__legal_notice_v_version_status";
  DROP TYPE "public"."enum__legal_notice_v_published_locale";
  DROP TYPE "public"."enum_conference_page_status";
  DROP TYPE "public"."enum__conference_page_v_version_status";
  DROP TYPE "public"."enum__conference_page_v_published_locale";
  DROP TYPE "public"."enum_mobile_guide_status";
  DROP TYPE "public"."enum__mobile_guide_v_version_status";
  DROP TYPE "public"."enum__mobile_guide_v_published_locale";`)
}
