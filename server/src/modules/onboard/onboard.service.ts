// The onboard module's rules: join links (agent codes), shop applications (drafts, sending, the decision's marks),
// agency applications and agents (one per region and level), the branch directory.
import { randomInt } from 'node:crypto'
import type {
  AgencyApplication,
  AgencyApplyBody,
  AgentInfo,
  AgentShop,
  BankBranch,
  BranchQuery,
  JoinAgent,
  ShopApplication,
  ShopApplyForm,
} from '../../../../types/onboard.js'
import { AGENT_LEVEL_DEPTH, DOC_MAX_BYTES, DOC_MIMES, DOC_MIN_SIDE, type AgentLevel } from '../../../../types/onboard-codes.js'
import { PHONE_PATTERN } from '../../../../types/rules.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { accountService } from '../account/index.js'
import { approvalService } from '../approval/index.js'
import { bankService } from '../bank/index.js'
import { orderService } from '../order/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { uploadService } from '../upload/index.js'
import { localBranches, type BranchDirectory } from './onboard.branches.js'
import { at, onboardErrors as E } from './onboard.errors.js'
import { onboardRepo as repo, type AgencyRow, type AgentRow, type ShopAppRow } from './onboard.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>
const iso = (v: unknown) => (v ? (v instanceof Date ? v : new Date(String(v))).toISOString() : null)
const isUniqueViolation = (e: unknown, constraint?: string) =>
  (e as { code?: string })?.code === '23505' && (!constraint || (e as { constraint?: string }).constraint === constraint)

/** The branch directory in use (a local stand-in; ADR 0112). */
let branches: BranchDirectory = localBranches
/** Tests and deployments may put another directory in (a bank's own). */
export const useBranchDirectory = (d: BranchDirectory) => void (branches = d)

/** In the caller's transaction when there is one (the seed), else in a new one. */
const inTx = <T>(c: RequestCtx, f: (db: RequestCtx['db']) => Promise<T>) => (c.db.isTransaction ? f(c.db) : c.db.transaction().execute(f))

/** The join link's page: the same path on H5 (after `#`) and in the mini-programs. */
export const joinPath = (code: string) => `/pages/store/join/index?agent=${code}`

// ---------------------------------------------------------------- pictures

/** The document pictures of a shop application, by field. */
const SHOP_PICTURES = ['licenceImage', 'idFrontImage', 'idBackImage'] as const

/**
 * A document picture (spec section 5): the applicant's private upload, png, jpeg or gif (the type the upload
 * module read from the bytes), under 5 MB, 800x800 or larger (read from the stored picture's own header).
 */
async function checkPicture(c: RequestCtx, userId: number, id: string, field: string) {
  const info = await uploadService.privateImageInfo(c, userId, id)
  if (!info) throw at(E.pictureNotOwn(), field)
  if (!(DOC_MIMES as readonly string[]).includes(info.mime)) throw at(E.pictureType(), field)
  if (info.size >= DOC_MAX_BYTES) throw at(E.pictureLarge({ mb: DOC_MAX_BYTES / 1048576 }), field)
  if (info.width < DOC_MIN_SIDE || info.height < DOC_MIN_SIDE) throw at(E.pictureSmall({ min: DOC_MIN_SIDE }), field)
}

// ---------------------------------------------------------------- shop applications

/** What a field must be when the application is sent; the first broken rule is the answer. */
async function checkForm(c: RequestCtx, userId: number, f: ShopApplyForm, complete: boolean) {
  const need = (field: keyof ShopApplyForm, ok: boolean) => {
    if (complete && !ok) throw at(E.incomplete({ field }), field)
  }
  const filled = (v: unknown) => v !== undefined && v !== null && (typeof v !== 'string' || v.trim() !== '')
  need('shopKind', filled(f.shopKind))
  need('subject', filled(f.subject))
  if (f.subject === 'company') need('companyName', filled(f.companyName))
  for (const k of SHOP_PICTURES) {
    need(k, filled(f[k]))
    if (f[k]) await checkPicture(c, userId, f[k]!, k)
  }
  const pics = SHOP_PICTURES.map((k) => f[k]).filter(Boolean)
  if (new Set(pics).size !== pics.length) throw at(E.pictureNotOwn(), 'idBackImage')
  need('legalName', filled(f.legalName))
  need('legalIdNumber', filled(f.legalIdNumber))
  if (filled(f.legalIdNumber) && !/^[0-9]{17}[0-9X]$/.test(f.legalIdNumber!)) throw at(E.incomplete({ field: 'legalIdNumber' }), 'legalIdNumber')
  need('shopName', filled(f.shopName))
  need('category', filled(f.category))
  need('contactPhone', filled(f.contactPhone))
  if (filled(f.contactPhone) && !new RegExp(PHONE_PATTERN).test(f.contactPhone!)) throw at(E.incomplete({ field: 'contactPhone' }), 'contactPhone')
  need('regionId', filled(f.regionId))
  if (f.regionId) {
    const chain = await systemService.regionChain(c, f.regionId)
    if (!chain || chain[chain.length - 1].level !== AGENT_LEVEL_DEPTH.district) throw E.regionLevel({ level: 'district' })
  }
  need('address', filled(f.address))
  need('bankCode', filled(f.bankCode))
  if (f.bankCode && !(await bankService.banks(c)).some((b) => b.code === f.bankCode)) throw E.bankUnknown()
  need('branchCode', filled(f.branchCode))
  if (f.branchCode) {
    const b = await branches.byCode(c, f.branchCode)
    if (!b || b.bankCode !== f.bankCode) throw E.branchUnknown()
  }
  need('accountName', filled(f.accountName))
  need('accountNumber', filled(f.accountNumber))
  if (complete && f.agreed !== true) throw E.agreement()
}

async function agentForCode(c: RequestCtx, userId: number, code: string | null | undefined): Promise<AgentRow | null> {
  if (!code) return null
  const a = await repo.agentByCode(c.db, c.tenantId, code)
  if (!a) throw E.agentUnknown()
  if (Number(a.user_id) === userId) throw E.ownLink()
  return a
}

async function toShopApplication(c: RequestCtx, r: ShopAppRow): Promise<ShopApplication> {
  const f = r.form as ShopApplyForm
  const chain = f.regionId ? await systemService.regionChain(c, f.regionId) : undefined
  const bank = f.bankCode ? (await bankService.banks(c)).find((b) => b.code === f.bankCode) : undefined
  const branch = f.branchCode ? await branches.byCode(c, f.branchCode) : undefined
  const agent = r.agent_id ? await repo.agentById(c.db, c.tenantId, Number(r.agent_id)) : undefined
  return {
    id: Number(r.id),
    state: r.state as ShopApplication['state'],
    form: f,
    regionPath: chain?.map((x) => x.name) ?? [],
    bankName: bank?.name ?? '',
    branchName: branch?.name ?? '',
    agentName: agent ? await accountService.nicknameOf(c, Number(agent.user_id)) : null,
    reason: r.reason,
    shopId: r.shop_id === null ? null : Number(r.shop_id),
    createTime: iso(r.created_at)!,
    submitTime: iso(r.submitted_at),
    decideTime: iso(r.decided_at),
  }
}

/** GET: my shop application, or null. */
export async function shopMine(c: UserCtx): Promise<ShopApplication | null> {
  const r = await repo.shopAppOf(c.db, c.tenantId, c.userId)
  return r ? toShopApplication(c, r) : null
}

/** PUT: save the draft (the fields given replace the kept ones; null clears). A pending or approved application is not edited. */
export async function shopDraft(c: UserCtx, b: ShopApplyForm): Promise<ShopApplication> {
  const row = await inTx(c, async (tx) => {
    const tc = { ...c, db: tx }
    let r = await repo.shopAppOf(tx, c.tenantId, c.userId, true)
    if (r && r.state !== 'draft' && r.state !== 'rejected') throw E.notEditable()
    const form: ShopApplyForm = { ...((r?.form as ShopApplyForm) ?? {}), ...b }
    for (const k of Object.keys(form) as Array<keyof ShopApplyForm>) if (form[k] === undefined) delete form[k]
    // a draft's fields are checked as far as they are filled; completeness waits for sending
    await checkForm(tc, c.userId, form, false)
    const agent = await agentForCode(tc, c.userId, form.agentCode)
    if (!r) {
      await repo.upsertDraft(tx, c.tenantId, c.userId, form, agent ? Number(agent.id) : null)
      r = await repo.shopAppOf(tx, c.tenantId, c.userId, true)
      if (r!.state !== 'draft') throw E.notEditable()
    }
    await repo.saveForm(tx, Number(r!.id), form, agent ? Number(agent.id) : null)
    return (await repo.shopAppOf(tx, c.tenantId, c.userId))!
  })
  return toShopApplication(c, row)
}

const mask = (v: string | undefined, keep = 4) => (v ? `${'*'.repeat(Math.max(v.length - keep, 0))}${v.slice(-keep)}` : '')

/** POST submit: every field checked, then pending with its approval in the desk's queue, in one transaction. */
export async function shopSubmit(c: UserCtx): Promise<ShopApplication> {
  const row = await inTx(c, async (tx) => {
    const tc = { ...c, db: tx }
    const r = await repo.shopAppOf(tx, c.tenantId, c.userId, true)
    if (!r) throw at(E.incomplete({ field: 'shopKind' }), 'shopKind')
    if (r.state !== 'draft' && r.state !== 'rejected') throw E.notEditable()
    const f = r.form as ShopApplyForm
    await checkForm(tc, c.userId, f, true)
    const chain = (await systemService.regionChain(tc, f.regionId!))!
    const bank = (await bankService.banks(tc)).find((b) => b.code === f.bankCode)!
    const branch = (await branches.byCode(tc, f.branchCode!))!
    const agent = r.agent_id ? await repo.agentById(tx, c.tenantId, Number(r.agent_id)) : undefined
    await repo.markPending(tx, Number(r.id))
    await approvalService.submit(tc, {
      kind: 'shopApply',
      ref: String(r.id),
      userId: c.userId,
      summary: {
        shopName: f.shopName!,
        shopKind: f.shopKind!,
        subject: f.subject!,
        ...(f.subject === 'company' ? { companyName: f.companyName! } : {}),
        category: f.category!,
        legalName: f.legalName!,
        idNumber: `${f.legalIdNumber!.slice(0, 4)}${mask(f.legalIdNumber!.slice(4))}`,
        phone: f.contactPhone!,
        region: chain.map((x) => x.name).join(' '),
        address: f.address!,
        bankName: bank.name,
        branch: branch.name,
        account: `${f.accountName} ${mask(f.accountNumber)}`,
        agent: agent ? await accountService.nicknameOf(tc, Number(agent.user_id)) : null,
        images: [f.licenceImage!, f.idFrontImage!, f.idBackImage!],
        imageLabels: ['licenceImage', 'idFrontImage', 'idBackImage'],
      },
    })
    return (await repo.shopAppOf(tx, c.tenantId, c.userId))!
  })
  return toShopApplication(c, row)
}

/** A shop application for the decision (locked in the caller's transaction): what the new shop is made of. */
async function shopApplicationToDecide(c: Scope, id: number) {
  const r = await repo.shopAppById(c.db, c.tenantId, id, true)
  if (!r) return undefined
  return { id: Number(r.id), userId: Number(r.user_id), state: r.state, form: r.form as ShopApplyForm }
}

/** pending -> approved with its shop (in the decision's transaction); false when it was not pending. */
async function markShopApproved(c: Scope, id: number, shopId: number): Promise<boolean> {
  return !!(await repo.approveShop(c.db, c.tenantId, id, shopId))
}

/** pending -> rejected with the reason the applicant reads; false when it was not pending. */
async function markShopRejected(c: Scope, id: number, reason: string): Promise<boolean> {
  return !!(await repo.rejectShop(c.db, c.tenantId, id, reason))
}

// ---------------------------------------------------------------- branch directory

export async function branchList(c: RequestCtx, q: BranchQuery): Promise<{ rows: BankBranch[]; total: number }> {
  const { limit, offset } = paging(q)
  const all = await branches.search(c, q)
  return { rows: all.slice(offset, offset + limit), total: all.length }
}

// ---------------------------------------------------------------- agents and agency applications

export async function joinAgent(c: RequestCtx, code: string): Promise<JoinAgent> {
  const a = await repo.agentByCode(c.db, c.tenantId, code)
  if (!a) throw at(E.agentUnknown(), 'code')
  return { code: a.code, name: await accountService.nicknameOf(c, Number(a.user_id)) }
}

async function regionAtLevel(c: RequestCtx, regionId: number, level: AgentLevel) {
  const chain = await systemService.regionChain(c, regionId)
  if (!chain || chain[chain.length - 1].level !== AGENT_LEVEL_DEPTH[level]) throw E.regionLevel({ level })
  return chain
}

async function toAgency(c: RequestCtx, r: AgencyRow): Promise<AgencyApplication> {
  const chain = await systemService.regionChain(c, Number(r.region_id))
  return {
    id: Number(r.id),
    state: r.state as AgencyApplication['state'],
    level: r.level as AgentLevel,
    regionId: Number(r.region_id),
    regionPath: chain?.map((x) => x.name) ?? [],
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    documents: r.documents as string[],
    reason: r.reason,
    createTime: iso(r.created_at)!,
    decideTime: iso(r.decided_at),
  }
}

export async function agencyMine(c: UserCtx): Promise<AgencyApplication | null> {
  const r = await repo.agencyLatest(c.db, c.tenantId, c.userId)
  return r ? toAgency(c, r) : null
}

/**
 * POST: an agency application (one pending at a time; an agent applies no more; a region already having its
 * agent at that level is refused here too, though the rule that holds under parallel approvals is the index).
 */
export async function agencyApply(c: UserCtx, b: AgencyApplyBody): Promise<AgencyApplication> {
  const chain = await regionAtLevel(c, b.regionId, b.level)
  if (new Set(b.documents).size !== b.documents.length) throw at(E.pictureNotOwn(), 'documents')
  for (const id of b.documents) await checkPicture(c, c.userId, id, 'documents')
  if (await repo.agentOf(c.db, c.tenantId, c.userId)) throw E.agencyOpen()
  const row = await c.db.transaction().execute(async (tx) => {
    const tc = { ...c, db: tx }
    const r = await repo.insertAgency(tx, { tenantId: c.tenantId, userId: c.userId, ...b })
    if (!r) throw E.agencyOpen()
    await approvalService.submit(tc, {
      kind: 'agentApply',
      ref: String(r.id),
      userId: c.userId,
      summary: {
        level: b.level,
        region: chain.map((x) => x.name).join(' '),
        contactName: b.contactName,
        phone: b.contactPhone,
        images: b.documents,
        imageLabels: b.documents.map(() => 'document'),
      },
    })
    return r
  })
  return toAgency(c, row)
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = () => Array.from({ length: 8 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('')

/**
 * Make the user an agent of a region at a level (an approved agency application, the demo agent), in the
 * caller's transaction: the agent row with a fresh join code. A region and level that has its agent already
 * (also one approved in parallel: the unique index waits for the other transaction) answers AGENT_TAKEN.
 */
async function makeAgent(c: Scope, a: { userId: number; level: AgentLevel; regionId: number; applicationId: number | null }): Promise<AgentRow> {
  // 32^8 codes: a clash is improbable, and looked for first (an insert failing would spoil the caller's transaction)
  let code = newCode()
  while (await repo.agentByCode(c.db, c.tenantId, code)) code = newCode()
  try {
    return await repo.insertAgent(c.db, { tenantId: c.tenantId, userId: a.userId, level: a.level, regionId: a.regionId, code, applicationId: a.applicationId })
  } catch (e) {
    if (isUniqueViolation(e, 'onboard_agents_region')) throw E.agentTaken()
    if (isUniqueViolation(e, 'onboard_agents_user')) throw E.agencyOpen()
    throw e
  }
}

/** An agency application for the decision (the flow): its user, level and region. */
async function agencyToDecide(c: Scope, id: number) {
  const r = await repo.agencyById(c.db, c.tenantId, id)
  return r && { id: Number(r.id), userId: Number(r.user_id), state: r.state, level: r.level as AgentLevel, regionId: Number(r.region_id) }
}

/** pending -> approved or rejected, in the decision's transaction; a second approved one per region and level is AGENT_TAKEN. */
async function markAgency(c: Scope, id: number, approved: boolean, reason: string | null): Promise<boolean> {
  try {
    return !!(await repo.decideAgency(c.db, c.tenantId, id, approved ? 'approved' : 'rejected', approved ? null : reason))
  } catch (e) {
    if (isUniqueViolation(e)) throw E.agentTaken()
    throw e
  }
}

async function agentOrRefuse(c: UserCtx): Promise<AgentRow> {
  const a = await repo.agentOf(c.db, c.tenantId, c.userId)
  if (!a) throw E.notAgent()
  return a
}

/** GET: the agent's join link and counts. */
export async function agent(c: UserCtx): Promise<AgentInfo> {
  const a = await agentOrRefuse(c)
  const chain = await systemService.regionChain(c, Number(a.region_id))
  const n = await repo.agentCounts(c.db, c.tenantId, Number(a.id))
  return {
    code: a.code,
    level: a.level as AgentLevel,
    regionPath: chain?.map((x) => x.name) ?? [],
    name: await accountService.nicknameOf(c, c.userId),
    path: joinPath(a.code),
    ...n,
  }
}

/** GET: the shops that joined through the agent's link, with their sales (the order module's figures). */
export async function agentShops(c: UserCtx, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: AgentShop[]; total: number }> {
  const a = await agentOrRefuse(c)
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.agentShops(c.db, c.tenantId, Number(a.id), limit, offset)
  const ids = rows.map((r) => Number(r.shop_id))
  const [names, sales] = await Promise.all([shopService.shopKinds(c, ids), orderService.shopSales(c, ids)])
  return {
    rows: rows.map((r) => ({
      shopId: Number(r.shop_id),
      shopName: names.get(Number(r.shop_id))?.name ?? '',
      joinTime: iso(r.decided_at)!,
      orders: sales.get(Number(r.shop_id))?.orders ?? 0,
      sales: sales.get(Number(r.shop_id))?.sales ?? [],
    })),
    total,
  }
}

/** The demo data's shop application (seed): a complete form saved as a draft and sent, as the pages would. */
async function seedShopApplication(c: RequestCtx, userId: number, form: ShopApplyForm): Promise<void> {
  await shopDraft({ ...c, userId } as UserCtx, form)
  await shopSubmit({ ...c, userId } as UserCtx)
}

/** What the flows and other modules ask of the onboard area (through `index.ts`). `ctx.db` may be a transaction. */
export const onboardService = {
  shopApplicationToDecide,
  markShopApproved,
  markShopRejected,
  agencyToDecide,
  markAgency,
  makeAgent,
  seedShopApplication,
  errors: E,
}
