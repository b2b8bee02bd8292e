import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_partners_tier" AS ENUM('host', 'sponsor', 'partner', 'media');
  CREATE TYPE "public"."enum_events_registration_questions_type" AS ENUM('text', 'single', 'multiple');
  CREATE TYPE "public"."enum_events_theme" AS ENUM('conference', 'gala', 'launch');
  CREATE TYPE "public"."enum_events_invitation_page" AS ENUM('invitation2025', 'mega1-invitation');
  CREATE TYPE "public"."enum_registrations_status" AS ENUM('confirmed', 'cancelled');
  CREATE TYPE "public"."enum_registrations_sign_in_method" AS ENUM('code', 'phone', 'staff');
  CREATE TYPE "public"."enum_registrations_language" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_registrations_source" AS ENUM('web', 'mobile', 'invitation', 'admin');
  CREATE TYPE "public"."enum_invitations_status" AS ENUM('pending', 'accepted', 'declined');
  CREATE TYPE "public"."enum_invitations_language" AS ENUM('zh', 'en');
  CREATE TABLE "events_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events_highlights_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events_agenda" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar NOT NULL
  );
  
  CREATE TABLE "events_agenda_locales" (
  	"title" varchar NOT NULL,
  	"speaker" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events_speakers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"photo_id" integer
  );
  
  CREATE TABLE "events_speakers_locales" (
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tier" "enum_events_partners_tier" DEFAULT 'partner' NOT NULL,
  	"logo_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "events_partners_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events_registration_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "events_registration_questions_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events_registration_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"type" "enum_events_registration_questions_type" DEFAULT 'text' NOT NULL,
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "events_registration_questions_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"hero_image_id" integer,
  	"theme" "enum_events_theme" DEFAULT 'conference' NOT NULL,
  	"venue_map_id" integer,
  	"venue_map_url" varchar,
  	"registration_opens_at" timestamp(3) with time zone,
  	"registration_closes_at" timestamp(3) with time zone,
  	"registration_capacity" numeric,
  	"invitation_image_id" integer,
  	"token" varchar NOT NULL,
  	"hash" varchar,
  	"invitation_page" "enum_events_invitation_page",
  	"anniversary_sign_in" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"intro" varchar,
  	"venue_name" varchar NOT NULL,
  	"venue_address" varchar,
  	"venue_directions" varchar,
  	"invitation_letter" varchar,
  	"invitation_signature" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"code" varchar,
  	"invitation_id" integer,
  	"status" "enum_registrations_status" DEFAULT 'confirmed' NOT NULL,
  	"checked_in" boolean DEFAULT false,
  	"signed_in_at" timestamp(3) with time zone,
  	"sign_in_number" numeric,
  	"sign_in_method" "enum_registrations_sign_in_method",
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"job_title" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"answers" jsonb,
  	"language" "enum_registrations_language" DEFAULT 'zh' NOT NULL,
  	"source" "enum_registrations_source" DEFAULT 'admin' NOT NULL,
  	"seat" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"code" varchar,
  	"status" "enum_invitations_status" DEFAULT 'pending' NOT NULL,
  	"responded_at" timestamp(3) with time zone,
  	"guest_name" varchar NOT NULL,
  	"salutation" varchar,
  	"company" varchar,
  	"job_title" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"language" "enum_invitations_language" DEFAULT 'zh',
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invitations_id" integer;
  ALTER TABLE "conference_page" ADD COLUMN "event_id" integer;
  ALTER TABLE "events_highlights" ADD CONSTRAINT "events_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_highlights_locales" ADD CONSTRAINT "events_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_agenda" ADD CONSTRAINT "events_agenda_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_agenda_locales" ADD CONSTRAINT "events_agenda_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_agenda"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_speakers" ADD CONSTRAINT "events_speakers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_speakers" ADD CONSTRAINT "events_speakers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_speakers_locales" ADD CONSTRAINT "events_speakers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_speakers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_partners" ADD CONSTRAINT "events_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_partners" ADD CONSTRAINT "events_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_partners_locales" ADD CONSTRAINT "events_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_registration_questions_options" ADD CONSTRAINT "events_registration_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_registration_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_registration_questions_options_locales" ADD CONSTRAINT "events_registration_questions_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_registration_questions_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_registration_questions" ADD CONSTRAINT "events_registration_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_registration_questions_locales" ADD CONSTRAINT "events_registration_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_registration_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_venue_map_id_media_id_fk" FOREIGN KEY ("venue_map_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_invitation_image_id_media_id_fk" FOREIGN KEY ("invitation_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_highlights_order_idx" ON "events_highlights" USING btree ("_order");
  CREATE INDEX "events_highlights_parent_id_idx" ON "events_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_highlights_locales_locale_parent_id_unique" ON "events_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_agenda_order_idx" ON "events_agenda" USING btree ("_order");
  CREATE INDEX "events_agenda_parent_id_idx" ON "events_agenda" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_agenda_locales_locale_parent_id_unique" ON "events_agenda_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_speakers_order_idx" ON "events_speakers" USING btree ("_order");
  CREATE INDEX "events_speakers_parent_id_idx" ON "events_speakers" USING btree ("_parent_id");
  CREATE INDEX "events_speakers_photo_idx" ON "events_speakers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "events_speakers_locales_locale_parent_id_unique" ON "events_speakers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_partners_order_idx" ON "events_partners" USING btree ("_order");
  CREATE INDEX "events_partners_parent_id_idx" ON "events_partners" USING btree ("_parent_id");
  CREATE INDEX "events_partners_logo_idx" ON "events_partners" USING btree ("logo_id");
  CREATE UNIQUE INDEX "events_partners_locales_locale_parent_id_unique" ON "events_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_registration_questions_options_order_idx" ON "events_registration_questions_options" USING btree ("_order");
  CREATE INDEX "events_registration_questions_options_parent_id_idx" ON "events_registration_questions_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_registration_questions_options_locales_locale_parent_" ON "events_registration_questions_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_registration_questions_order_idx" ON "events_registration_questions" USING btree ("_order");
  CREATE INDEX "events_registration_questions_parent_id_idx" ON "events_registration_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_registration_questions_locales_locale_parent_id_uniqu" ON "events_registration_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_hero_image_idx" ON "events" USING btree ("hero_image_id");
  CREATE INDEX "events_venue_venue_map_idx" ON "events" USING btree ("venue_map_id");
  CREATE INDEX "events_invitation_invitation_image_idx" ON "events" USING btree ("invitation_image_id");
  CREATE UNIQUE INDEX "events_token_idx" ON "events" USING btree ("token");
  CREATE UNIQUE INDEX "events_hash_idx" ON "events" USING btree ("hash");
  CREATE INDEX "events_invitation_page_idx" ON "events" USING btree ("invitation_page");
  CREATE INDEX "events_anniversary_sign_in_idx" ON "events" USING btree ("anniversary_sign_in");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "registrations_event_idx" ON "registrations" USING btree ("event_id");
  CREATE UNIQUE INDEX "registrations_code_idx" ON "registrations" USING btree ("code");
  CREATE UNIQUE INDEX "registrations_invitation_idx" ON "registrations" USING btree ("invitation_id");
  CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status");
  CREATE INDEX "registrations_checked_in_idx" ON "registrations" USING btree ("checked_in");
  CREATE INDEX "registrations_signed_in_at_idx" ON "registrations" USING btree ("signed_in_at");
  CREATE INDEX "registrations_company_idx" ON "registrations" USING btree ("company");
  CREATE INDEX "registrations_phone_idx" ON "registrations" USING btree ("phone");
  CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");
  CREATE INDEX "registrations_updated_at_idx" ON "registrations" USING btree ("updated_at");
  CREATE INDEX "registrations_created_at_idx" ON "registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "phone_event_idx" ON "registrations" USING btree ("phone","event_id");
  CREATE UNIQUE INDEX "email_event_idx" ON "registrations" USING btree ("email","event_id");
  CREATE UNIQUE INDEX "seat_event_idx" ON "registrations" USING btree ("seat","event_id");
  CREATE UNIQUE INDEX "signInNumber_event_idx" ON "registrations" USING btree ("sign_in_number","event_id");
  CREATE INDEX "invitations_event_idx" ON "invitations" USING btree ("event_id");
  CREATE UNIQUE INDEX "invitations_code_idx" ON "invitations" USING btree ("code");
  CREATE INDEX "invitations_status_idx" ON "invitations" USING btree ("status");
  CREATE INDEX "invitations_updated_at_idx" ON "invitations" USING btree ("updated_at");
  CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registrations_fk" FOREIGN KEY ("registrations_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invitations_fk" FOREIGN KEY ("invitations_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conference_page" ADD CONSTRAINT "conference_page_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("registrations_id");
  CREATE INDEX "payload_locked_documents_rels_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("invitations_id");
  CREATE INDEX "conference_page_event_idx" ON "conference_page" USING btree ("event_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_agenda" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_agenda_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_speakers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_speakers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_registration_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_registration_questions_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_registration_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_registration_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_highlights" CASCADE;
  DROP TABLE "events_highlights_locales" CASCADE;
  DROP TABLE "events_agenda" CASCADE;
  DROP TABLE "events_agenda_locales" CASCADE;
  DROP TABLE "events_speakers" CASCADE;
  DROP TABLE "events_speakers_locales" CASCADE;
  DROP TABLE "events_partners" CASCADE;
  DROP TABLE "events_partners_locales" CASCADE;
  DROP TABLE "events_registration_questions_options" CASCADE;
  DROP TABLE "events_registration_questions_options_locales" CASCADE;
  DROP TABLE "events_registration_questions" CASCADE;
  DROP TABLE "events_registration_questions_locales" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "registrations" CASCADE;
  DROP TABLE "invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invitations_fk";
  
  ALTER TABLE "conference_page" DROP CONSTRAINT "conference_page_event_id_events_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_invitations_id_idx";
  DROP INDEX "conference_page_event_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invitations_id";
  ALTER TABLE "conference_page" DROP COLUMN "event_id";
  DROP TYPE "public"."enum_events_partners_tier";
  DROP TYPE "public"."enum_events_registration_questions_type";
  DROP TYPE "public"."enum_events_theme";
  DROP TYPE "public"."enum_events_invitation_page";
  DROP TYPE "public"."enum_registrations_status";
  DROP TYPE "public"."enum_registrations_sign_in_method";
  DROP TYPE "public"."enum_registrations_language";
  DROP TYPE "public"."enum_registrations_source";
  DROP TYPE "public"."enum_invitations_status";
  DROP TYPE "public"."enum_invitations_language";`)
}
