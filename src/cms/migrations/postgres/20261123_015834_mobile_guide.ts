import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "mobile_guide_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "mobile_guide_steps_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mobile_guide" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "mobile_guide_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"notes" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "mobile_guide_steps" ADD CONSTRAINT "mobile_guide_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mobile_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mobile_guide_steps_locales" ADD CONSTRAINT "mobile_guide_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mobile_guide_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mobile_guide_locales" ADD CONSTRAINT "mobile_guide_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mobile_guide"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mobile_guide_steps_order_idx" ON "mobile_guide_steps" USING btree ("_order");
  CREATE INDEX "mobile_guide_steps_parent_id_idx" ON "mobile_guide_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "mobile_guide_steps_locales_locale_parent_id_unique" ON "mobile_guide_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mobile_guide_locales_locale_parent_id_unique" ON "mobile_guide_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "mobile_guide_steps" CASCADE;
  DROP TABLE "mobile_guide_steps_locales" CASCADE;
  DROP TABLE "mobile_guide" CASCADE;
  DROP TABLE "mobile_guide_locales" CASCADE;`)
}
