import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "conference_page_agenda" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar NOT NULL
  );
  
  CREATE TABLE "conference_page_agenda_locales" (
  	"title" varchar NOT NULL,
  	"speaker" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "conference_page_speakers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"photo_id" integer
  );
  
  CREATE TABLE "conference_page_speakers_locales" (
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "conference_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"registration_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "conference_page_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"dates" varchar,
  	"venue" varchar,
  	"registration_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "conference_page_agenda" ADD CONSTRAINT "conference_page_agenda_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conference_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conference_page_agenda_locales" ADD CONSTRAINT "conference_page_agenda_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conference_page_agenda"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conference_page_speakers" ADD CONSTRAINT "conference_page_speakers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conference_page_speakers" ADD CONSTRAINT "conference_page_speakers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conference_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conference_page_speakers_locales" ADD CONSTRAINT "conference_page_speakers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conference_page_speakers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conference_page" ADD CONSTRAINT "conference_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conference_page_locales" ADD CONSTRAINT "conference_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conference_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "conference_page_agenda_order_idx" ON "conference_page_agenda" USING btree ("_order");
  CREATE INDEX "conference_page_agenda_parent_id_idx" ON "conference_page_agenda" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "conference_page_agenda_locales_locale_parent_id_unique" ON "conference_page_agenda_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "conference_page_speakers_order_idx" ON "conference_page_speakers" USING btree ("_order");
  CREATE INDEX "conference_page_speakers_parent_id_idx" ON "conference_page_speakers" USING btree ("_parent_id");
  CREATE INDEX "conference_page_speakers_photo_idx" ON "conference_page_speakers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "conference_page_speakers_locales_locale_parent_id_unique" ON "conference_page_speakers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "conference_page_hero_image_idx" ON "conference_page" USING btree ("hero_image_id");
  CREATE UNIQUE INDEX "conference_page_locales_locale_parent_id_unique" ON "conference_page_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "conference_page_agenda" CASCADE;
  DROP TABLE "conference_page_agenda_locales" CASCADE;
  DROP TABLE "conference_page_speakers" CASCADE;
  DROP TABLE "conference_page_speakers_locales" CASCADE;
  DROP TABLE "conference_page" CASCADE;
  DROP TABLE "conference_page_locales" CASCADE;`)
}
