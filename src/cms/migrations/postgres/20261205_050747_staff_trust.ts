import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue 37: the audit trail names its actor by plain values (a relation to users was emptied when
 * the account was deleted), its target also by id (earlier entries named it by id: `users:3`), with
 * details and the sign-in factor; an enquiry past the per-e-mail limit is stored held.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_held" AS ENUM('manyFromAddress');
  CREATE TYPE "public"."enum_audit_log_factor" AS ENUM('password', 'totp', 'recoveryCode');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'created';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'denied';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'scheduleCancelled';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'scheduleFailed';
  ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_users_id_fk";
  
  DROP INDEX "audit_log_actor_idx";
  ALTER TABLE "audit_log" ALTER COLUMN "actor_id" SET DATA TYPE numeric;
  ALTER TABLE "enquiries" ADD COLUMN "held" "enum_enquiries_held";
  ALTER TABLE "audit_log" ADD COLUMN "target_id" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "detail" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "factor" "enum_audit_log_factor";
  CREATE INDEX "enquiries_held_idx" ON "enquiries" USING btree ("held");
  CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_target_id_idx" ON "audit_log" USING btree ("target_id");
  UPDATE "audit_log" SET "target_id" = "target";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The earlier schema has no place for the new kinds of entry, nor for actors whose account is gone.
  await db.execute(sql`
   DELETE FROM "audit_log" WHERE "action" IN ('created', 'changed', 'denied', 'scheduleCancelled', 'scheduleFailed');
  UPDATE "audit_log" SET "actor_id" = NULL WHERE "actor_id" IS NOT NULL AND "actor_id" NOT IN (SELECT "id" FROM "users");
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('signIn', 'signInFailed', 'signOut', 'secondFactorEnrolled', 'secondFactorReset', 'userCreated', 'userChanged', 'roleChanged', 'userDeleted', 'published', 'unpublished', 'scheduled', 'deleted', 'uploaded', 'redirectChanged', 'globalChanged', 'enquiryChanged', 'csvExported');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "enquiries_held_idx";
  DROP INDEX "audit_log_actor_id_idx";
  DROP INDEX "audit_log_target_id_idx";
  ALTER TABLE "audit_log" ALTER COLUMN "actor_id" SET DATA TYPE integer;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
  ALTER TABLE "enquiries" DROP COLUMN "held";
  ALTER TABLE "audit_log" DROP COLUMN "target_id";
  ALTER TABLE "audit_log" DROP COLUMN "detail";
  ALTER TABLE "audit_log" DROP COLUMN "factor";
  DROP TYPE "public"."enum_enquiries_held";
  DROP TYPE "public"."enum_audit_log_factor";`)
}
