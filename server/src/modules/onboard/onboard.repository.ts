// The onboard module's SQL, all of it, so the service holds rules only.
import { sql, type Selectable } from 'kysely'
import type { ShopApplyForm } from '../../../../types/onboard.js'
import type { Db } from '../../db/database.js'
import type { OnboardAgencyApplicationsTable, OnboardAgentsTable, OnboardShopApplicationsTable } from './onboard.schema.js'

export type ShopAppRow = Selectable<OnboardShopApplicationsTable>
export type AgencyRow = Selectable<OnboardAgencyApplicationsTable>
export type AgentRow = Selectable<OnboardAgentsTable>

/** All SQL of the onboard area: agents, shop applications, agency applications. */
export const onboardRepo = {
  shopAppOf: (db: Db, tenantId: number, userId: number, lock = false) => {
    const q = db.selectFrom('onboard_shop_applications').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    return (lock ? q.forUpdate() : q).executeTakeFirst()
  },
  shopAppById: (db: Db, tenantId: number, id: number, lock = false) => {
    const q = db.selectFrom('onboard_shop_applications').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
    return (lock ? q.forUpdate() : q).executeTakeFirst()
  },
  /** The draft, created on the first save (a parallel first save finds the other's row). */
  async upsertDraft(db: Db, tenantId: number, userId: number, form: ShopApplyForm, agentId: number | null) {
    await db
      .insertInto('onboard_shop_applications')
      .values({ tenant_id: tenantId, user_id: userId, form: JSON.stringify(form), agent_id: agentId })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
      .execute()
  },
  saveForm: (db: Db, id: number, form: ShopApplyForm, agentId: number | null) =>
    db
      .updateTable('onboard_shop_applications')
      .set({ form: JSON.stringify(form), agent_id: agentId, state: 'draft' })
      .where('id', '=', id)
      .execute(),
  markPending: (db: Db, id: number) =>
    db.updateTable('onboard_shop_applications').set({ state: 'pending', submitted_at: new Date(), decided_at: null }).where('id', '=', id).execute(),
  /** pending -> approved with its shop; no row when it was not pending (decided already) */
  approveShop: (db: Db, tenantId: number, id: number, shopId: number) =>
    db
      .updateTable('onboard_shop_applications')
      .set({ state: 'approved', shop_id: shopId, reason: null, decided_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where('shop_id', 'is', null)
      .returning('id')
      .executeTakeFirst(),
  rejectShop: (db: Db, tenantId: number, id: number, reason: string) =>
    db
      .updateTable('onboard_shop_applications')
      .set({ state: 'rejected', reason, decided_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returning('id')
      .executeTakeFirst(),

  agentByCode: (db: Db, tenantId: number, code: string) =>
    db.selectFrom('onboard_agents').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst(),
  agentById: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('onboard_agents').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
  agentOf: (db: Db, tenantId: number, userId: number) =>
    db.selectFrom('onboard_agents').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst(),
  /** The agent row; undefined when the code was taken (the caller draws another). A region taken throws 23505 on `onboard_agents_region`. */
  insertAgent: (db: Db, a: { tenantId: number; userId: number; level: string; regionId: number; code: string; applicationId: number | null }) =>
    db
      .insertInto('onboard_agents')
      .values({ tenant_id: a.tenantId, user_id: a.userId, level: a.level, region_id: a.regionId, code: a.code, application_id: a.applicationId })
      .returningAll()
      .executeTakeFirstOrThrow(),
  async agentCounts(db: Db, tenantId: number, agentId: number) {
    const r = await db
      .selectFrom('onboard_shop_applications')
      .select((eb) => [
        eb.fn.count<string>('id').filterWhere('state', '=', 'approved').as('shops'),
        eb.fn.count<string>('id').filterWhere('state', '=', 'pending').as('pending'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('agent_id', '=', agentId)
      .executeTakeFirstOrThrow()
    return { shops: Number(r.shops), pending: Number(r.pending) }
  },
  async agentShops(db: Db, tenantId: number, agentId: number, limit: number, offset: number) {
    const q = db
      .selectFrom('onboard_shop_applications')
      .where('tenant_id', '=', tenantId)
      .where('agent_id', '=', agentId)
      .where('state', '=', 'approved')
      .where('shop_id', 'is not', null)
    const [rows, n] = await Promise.all([
      q.select(['shop_id', 'decided_at']).orderBy('decided_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  agencyLatest: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('onboard_agency_applications')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  agencyById: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('onboard_agency_applications').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
  /** A pending application; undefined when the user has one pending already (the partial unique index). */
  insertAgency: (
    db: Db,
    a: { tenantId: number; userId: number; level: string; regionId: number; contactName: string; contactPhone: string; documents: string[] },
  ) =>
    db
      .insertInto('onboard_agency_applications')
      .values({
        tenant_id: a.tenantId,
        user_id: a.userId,
        level: a.level,
        region_id: a.regionId,
        contact_name: a.contactName,
        contact_phone: a.contactPhone,
        documents: JSON.stringify(a.documents),
      })
      .onConflict((oc) =>
        oc
          .expression(sql`tenant_id, user_id`)
          .where('state', '=', 'pending')
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst(),
  decideAgency: (db: Db, tenantId: number, id: number, state: 'approved' | 'rejected', reason: string | null) =>
    db
      .updateTable('onboard_agency_applications')
      .set({ state, reason, decided_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirst(),
}
