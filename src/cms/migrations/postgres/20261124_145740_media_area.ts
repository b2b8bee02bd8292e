import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_area" AS ENUM('site', 'album');
  ALTER TABLE "media" ADD COLUMN "area" "enum_media_area" DEFAULT 'site' NOT NULL;`)
  // Pictures already shown in an album belong to the staff-only album area.
  await db.execute(sql`
   UPDATE "media" SET "area" = 'album' WHERE "id" IN (
    SELECT "cover_id" FROM "albums" UNION SELECT "image_id" FROM "albums_photos");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "area";
  DROP TYPE "public"."enum_media_area";`)
}
