import { sql, type Kysely } from 'kysely'

/**
 * Real names reviewed by staff in the desk's review queue (ADR 0093):
 * - an ID number is approved for ONE user per tenant (a second approval is refused): a partial unique index;
 * - requests left pending before the queue existed (nobody could approve them) enter it now, with the
 *   summary the desk shows, so they are decided like new ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index real_name_approved_id_number on real_name_requests (tenant_id, id_number) where status = 'approved'`.execute(db)
  await sql`insert into approvals (tenant_id, kind, ref, user_id, summary, created_at)
    select r.tenant_id, 'realName', r.id::text, r.user_id,
      jsonb_build_object('realName', r.real_name, 'idNumber', r.id_number, 'images', jsonb_build_array(r.front_image, r.back_image)),
      r.created_at
    from real_name_requests r
    where r.status = 'pending'
    on conflict (tenant_id, kind, ref) where state = 'pending' do nothing`.execute(db)
}
