import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_enquiries_status" ADD VALUE 'inProgress' BEFORE 'handled';
  ALTER TYPE "public"."enum_enquiries_status" ADD VALUE 'spam';
  ALTER TABLE "enquiries" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "enquiries_language_idx" ON "enquiries" USING btree ("language");
  CREATE INDEX "enquiries_form_idx" ON "enquiries" USING btree ("form");
  CREATE INDEX "enquiries_assignee_idx" ON "enquiries" USING btree ("assignee_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_assignee_id_users_id_fk";
  
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_enquiries_status";
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'handled');
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_enquiries_status";
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_enquiries_status" USING "status"::"public"."enum_enquiries_status";
  DROP INDEX "enquiries_language_idx";
  DROP INDEX "enquiries_form_idx";
  DROP INDEX "enquiries_assignee_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "enquiries" DROP COLUMN "assignee_id";`)
}
