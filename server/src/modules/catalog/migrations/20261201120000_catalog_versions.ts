import { sql, type Kysely } from 'kysely'

/**
 * A version of each tenant's catalogue, for the read cache (catalog.cache.ts): every committed write
 * to products, SKUs, shops, categories or reviews raises it, by a trigger, whoever writes (a service,
 * the order module taking stock, a seed, raw SQL). The version is the sum of 32 counters per tenant:
 * a writing transaction bumps the counter of its backend (pg_backend_pid() % 32), so concurrent
 * writers (orders taking stock) rarely wait on one another and never deadlock on it (one counter row
 * per transaction). The row lock and the new value are released at commit: a reader that sees the new
 * sum also sees the write. A TRUNCATE raises every tenant's version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table catalog_versions (
      tenant_id integer not null,
      slot smallint not null,
      v bigint not null default 0,
      primary key (tenant_id, slot)
    )`.execute(db)
  await sql`
    create function catalog_version_bump() returns trigger language plpgsql as $$
    declare t integer;
    begin
      if tg_op = 'TRUNCATE' then
        update catalog_versions set v = v + 1;
        return null;
      end if;
      t := case when tg_op = 'DELETE' then old.tenant_id else new.tenant_id end;
      insert into catalog_versions as c (tenant_id, slot, v) values (t, (pg_backend_pid() % 32)::smallint, 1)
        on conflict (tenant_id, slot) do update set v = c.v + 1;
      -- a row moved to another tenant (never done, but then both change)
      if tg_op = 'UPDATE' and old.tenant_id is distinct from new.tenant_id then
        insert into catalog_versions as c (tenant_id, slot, v) values (old.tenant_id, (pg_backend_pid() % 32)::smallint, 1)
          on conflict (tenant_id, slot) do update set v = c.v + 1;
      end if;
      return null;
    end $$`.execute(db)
  for (const table of ['products', 'product_skus', 'shops', 'categories', 'reviews']) {
    await sql`create trigger ${sql.raw(`${table}_catalog_version`)} after insert or update or delete on ${sql.table(table)} for each row execute function catalog_version_bump()`.execute(
      db,
    )
    await sql`create trigger ${sql.raw(`${table}_catalog_version_truncate`)} after truncate on ${sql.table(table)} for each statement execute function catalog_version_bump()`.execute(
      db,
    )
  }
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
