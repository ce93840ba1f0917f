// The form module's SQL, all of it, so the service holds rules only.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { FormLineAnswersTable, FormsTable, FormSubmissionsTable, FormVersionsTable } from './form.schema.js'

export type FormRow = Selectable<FormsTable>
export type VersionRow = Selectable<FormVersionsTable>
export type SubmissionRow = Selectable<FormSubmissionsTable>
export type LineRow = Selectable<FormLineAnswersTable>

/** All SQL of the form area: `forms`, `form_versions`, `form_submissions`, `form_products`, `form_line_answers`. */
export const formRepo = {
  forms: (db: Db, tenantId: number) => db.selectFrom('forms').selectAll().where('tenant_id', '=', tenantId).orderBy('id', 'desc').execute(),

  form(db: Db, tenantId: number, id: number, forUpdate = false) {
    const q = db.selectFrom('forms').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
    return (forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },

  insertForm: (db: Db, tenantId: number, draft: unknown) =>
    db
      .insertInto('forms')
      .values({ tenant_id: tenantId, draft: JSON.stringify(draft) })
      .returningAll()
      .executeTakeFirstOrThrow(),

  saveDraft: (db: Db, tenantId: number, id: number, draft: unknown) =>
    db
      .updateTable('forms')
      .set({ draft: JSON.stringify(draft), updated_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  setVersion: (db: Db, tenantId: number, id: number, version: number) =>
    db.updateTable('forms').set({ version, updated_at: new Date() }).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),

  insertVersion: (db: Db, v: Insertable<FormVersionsTable>) => db.insertInto('form_versions').values(v).returningAll().executeTakeFirstOrThrow(),

  version: (db: Db, tenantId: number, formId: number, version: number) =>
    db
      .selectFrom('form_versions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('form_id', '=', formId)
      .where('version', '=', version)
      .executeTakeFirst(),

  /** When version `version + 1` of the form was published (the end of `version`'s life), or undefined while it is the latest. */
  nextPublishedAt: async (db: Db, tenantId: number, formId: number, version: number) =>
    (
      await db
        .selectFrom('form_versions')
        .select('published_at')
        .where('tenant_id', '=', tenantId)
        .where('form_id', '=', formId)
        .where('version', '=', version + 1)
        .executeTakeFirst()
    )?.published_at,

  submissionCounts: async (db: Db, tenantId: number) =>
    new Map(
      (
        await db
          .selectFrom('form_submissions')
          .select(['form_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('tenant_id', '=', tenantId)
          .groupBy('form_id')
          .execute()
      ).map((r) => [Number(r.form_id), Number(r.n)]),
    ),

  insertSubmission: (db: Db, s: Insertable<FormSubmissionsTable>) => db.insertInto('form_submissions').values(s).returningAll().executeTakeFirstOrThrow(),

  submission(db: Db, tenantId: number, no: string, forUpdate = false) {
    const q = db.selectFrom('form_submissions').selectAll().where('tenant_id', '=', tenantId).where('sub_no', '=', no)
    return (forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },

  /** Move a submission from one of `from` in one conditional statement: the row when it moved, undefined when a parallel step won. */
  move: (db: Db, tenantId: number, no: string, from: readonly string[], set: Updateable<FormSubmissionsTable> & { state: string }) =>
    db
      .updateTable('form_submissions')
      .set(set)
      .where('tenant_id', '=', tenantId)
      .where('sub_no', '=', no)
      .where('state', 'in', from as string[])
      .returningAll()
      .executeTakeFirst(),

  productLinks: (db: Db, tenantId: number, formId: number) =>
    db.selectFrom('form_products').select('product_id').where('tenant_id', '=', tenantId).where('form_id', '=', formId).execute(),

  allProductLinks: (db: Db, tenantId: number) => db.selectFrom('form_products').select(['product_id', 'form_id']).where('tenant_id', '=', tenantId).execute(),

  /** The form each of `productIds` carries. */
  formsOfProducts: async (db: Db, tenantId: number, productIds: number[]) =>
    productIds.length
      ? new Map(
          (
            await db
              .selectFrom('form_products')
              .select(['product_id', 'form_id'])
              .where('tenant_id', '=', tenantId)
              .where('product_id', 'in', productIds)
              .execute()
          ).map((r) => [Number(r.product_id), Number(r.form_id)]),
        )
      : new Map<number, number>(),

  /** The form's products are exactly `productIds` (a product carries one form: linking it here moves it from another). */
  async setProducts(db: Db, tenantId: number, formId: number, productIds: number[]) {
    await db.deleteFrom('form_products').where('tenant_id', '=', tenantId).where('form_id', '=', formId).execute()
    if (!productIds.length) return
    await db
      .insertInto('form_products')
      .values(productIds.map((p) => ({ tenant_id: tenantId, product_id: p, form_id: formId })))
      .onConflict((oc) => oc.columns(['tenant_id', 'product_id']).doUpdateSet({ form_id: formId }))
      .execute()
  },

  upsertLine: (db: Db, r: Insertable<FormLineAnswersTable>) =>
    db
      .insertInto('form_line_answers')
      .values(r)
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'user_id', 'product_id']).doUpdateSet({
          form_id: r.form_id,
          version: r.version,
          answers: r.answers,
          total_price: r.total_price,
          updated_at: sql`now()`,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow(),

  lines: (db: Db, tenantId: number, userId: number, productIds: number[]) =>
    productIds.length
      ? db
          .selectFrom('form_line_answers')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('product_id', 'in', productIds)
          .execute()
      : Promise.resolve([] as LineRow[]),

  /**
   * For each (user, product) asked: the form the product carries and the user's answers for it, if any (products
   * without a form are left out). One statement for the cart lists of one event-loop turn (form.service lineForms).
   */
  lineForms: async (db: Db, tenantId: number, pairs: Array<{ userId: number; productId: number }>) =>
    (
      await sql<{
        user_id: string | number
        product_id: string | number
        form_id: string | number
        l_form_id: string | number | null
        version: number | null
        total_price: number | null
      }>`
        select x.user_id, x.product_id, fp.form_id, l.form_id as l_form_id, l.version, l.total_price
        from unnest(${pairs.map((p) => p.userId)}::bigint[], ${pairs.map((p) => p.productId)}::bigint[]) as x(user_id, product_id)
        join form_products fp on fp.tenant_id = ${tenantId} and fp.product_id = x.product_id
        left join form_line_answers l on l.tenant_id = ${tenantId} and l.user_id = x.user_id and l.product_id = x.product_id`.execute(db)
    ).rows,

  /** Every line answer of a user (a closed account's, ADR 0091). */
  removeAllLines: (db: Db, tenantId: number, userId: number) =>
    db.deleteFrom('form_line_answers').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute(),

  removeLines: (db: Db, tenantId: number, userId: number, productIds: number[]) =>
    productIds.length
      ? db.deleteFrom('form_line_answers').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('product_id', 'in', productIds).execute()
      : Promise.resolve([]),
}
