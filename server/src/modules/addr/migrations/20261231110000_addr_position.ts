import { sql, type Kysely } from 'kysely'

/** Where an address is (ADR 0159): the place picked on the map, both or neither, within the globe. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('addresses').addColumn('lat', 'double precision').addColumn('lng', 'double precision').execute()
  await db.schema
    .alterTable('addresses')
    .addCheckConstraint('addresses_position', sql`(lat is null) = (lng is null) and (lat is null or (lat between -90 and 90 and lng between -180 and 180))`)
    .execute()
}
