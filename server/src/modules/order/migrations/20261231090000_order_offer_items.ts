import { sql, type Kysely } from 'kysely'

/**
 * An order item bought under an offer (ADR 0157: a flash sale item, a group buy, a newcomer offer) keeps which one,
 * so the cancel flow gives its units back to the offer and the offer's module finds its orders when they are paid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('offer_kind', 'text', (c) => c.check(sql`offer_kind in ('flash', 'group', 'newcomer')`))
    .addColumn('offer_id', 'bigint')
    .execute()
  await db.schema
    .alterTable('order_items')
    .addCheckConstraint('order_items_offer_both', sql`(offer_kind is null) = (offer_id is null)`)
    .execute()
}
