import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_categories" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "products" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "solutions" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_solutions_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "news" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "documents" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_documents_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "partners" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_partners_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "events" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "media" ADD COLUMN "confirm_replace" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "original_kept_file" varchar;
  ALTER TABLE "media" ADD COLUMN "original_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "original_width" numeric;
  ALTER TABLE "media" ADD COLUMN "original_height" numeric;
  ALTER TABLE "media" ADD COLUMN "original_focal_x" numeric;
  ALTER TABLE "media" ADD COLUMN "original_focal_y" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_social_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_social_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_social_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_social_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_social_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_social_filename" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "menu_settings" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_menu_settings_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "home_page" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "mdm_page" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_mdm_page_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "mdm_pricing" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_mdm_pricing_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "company_profile" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_company_profile_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "legal_notice" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_legal_notice_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "conference_page" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_conference_page_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "mobile_guide" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_mobile_guide_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "downloads_page" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_downloads_page_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "case_studies_page" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_case_studies_page_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "where_to_buy_page" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_where_to_buy_page_v" ADD COLUMN "version_last_edited_by" varchar;
  CREATE INDEX "media_sizes_social_sizes_social_filename_idx" ON "media" USING btree ("sizes_social_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_social_sizes_social_filename_idx";
  ALTER TABLE "product_categories" DROP COLUMN "last_edited_by";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "products" DROP COLUMN "last_edited_by";
  ALTER TABLE "_products_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "solutions" DROP COLUMN "last_edited_by";
  ALTER TABLE "_solutions_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "news" DROP COLUMN "last_edited_by";
  ALTER TABLE "_news_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "documents" DROP COLUMN "last_edited_by";
  ALTER TABLE "_documents_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "case_studies" DROP COLUMN "last_edited_by";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "partners" DROP COLUMN "last_edited_by";
  ALTER TABLE "_partners_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "events" DROP COLUMN "last_edited_by";
  ALTER TABLE "_events_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "media" DROP COLUMN "confirm_replace";
  ALTER TABLE "media" DROP COLUMN "original_kept_file";
  ALTER TABLE "media" DROP COLUMN "original_filename";
  ALTER TABLE "media" DROP COLUMN "original_width";
  ALTER TABLE "media" DROP COLUMN "original_height";
  ALTER TABLE "media" DROP COLUMN "original_focal_x";
  ALTER TABLE "media" DROP COLUMN "original_focal_y";
  ALTER TABLE "media" DROP COLUMN "sizes_social_url";
  ALTER TABLE "media" DROP COLUMN "sizes_social_width";
  ALTER TABLE "media" DROP COLUMN "sizes_social_height";
  ALTER TABLE "media" DROP COLUMN "sizes_social_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_social_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_social_filename";
  ALTER TABLE "site_settings" DROP COLUMN "last_edited_by";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "menu_settings" DROP COLUMN "last_edited_by";
  ALTER TABLE "_menu_settings_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "home_page" DROP COLUMN "last_edited_by";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "mdm_page" DROP COLUMN "last_edited_by";
  ALTER TABLE "_mdm_page_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "mdm_pricing" DROP COLUMN "last_edited_by";
  ALTER TABLE "_mdm_pricing_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "company_profile" DROP COLUMN "last_edited_by";
  ALTER TABLE "_company_profile_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "legal_notice" DROP COLUMN "last_edited_by";
  ALTER TABLE "_legal_notice_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "conference_page" DROP COLUMN "last_edited_by";
  ALTER TABLE "_conference_page_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "mobile_guide" DROP COLUMN "last_edited_by";
  ALTER TABLE "_mobile_guide_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "downloads_page" DROP COLUMN "last_edited_by";
  ALTER TABLE "_downloads_page_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "case_studies_page" DROP COLUMN "last_edited_by";
  ALTER TABLE "_case_studies_page_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "where_to_buy_page" DROP COLUMN "last_edited_by";
  ALTER TABLE "_where_to_buy_page_v" DROP COLUMN "version_last_edited_by";`)
}
