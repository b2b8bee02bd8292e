import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { type ProductRow, pickerTitles, productRowsQuery } from '../data/pickerTitle'

// HAND-EDITED after generation (issue 38; keep these edits if this migration is ever regenerated):
// DATA STEP (below, called last in up()): every product and product version gets its picker title.

// ---- DATA STEP (issue 38): picker titles from model, titles and address. ----
async function writePickerTitles({ db }: Pick<MigrateUpArgs, 'db'>): Promise<void> {
  for (const [table, column, query] of [
    ['products', 'picker_title', productRowsQuery.products],
    ['_products_v', 'version_picker_title', productRowsQuery.versions],
  ] as const) {
    const { rows } = await db.execute(sql.raw(query))
    for (const [id, title] of pickerTitles(rows as unknown as ProductRow[])) {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${title} WHERE id = ${id};`)
    }
  }
}
// ---- end of DATA STEP ----

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;
  ALTER TABLE "products" ADD COLUMN "picker_title" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_picker_title" varchar;`)
  await writePickerTitles({ db })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'sales';
  ALTER TABLE "products" DROP COLUMN "picker_title";
  ALTER TABLE "_products_v" DROP COLUMN "version_picker_title";`)
}
