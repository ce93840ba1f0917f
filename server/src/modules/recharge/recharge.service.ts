// The recharge module's rules: recharge orders (limits, packages, expiry, their state machine) and the desk's packages.
import { randomInt } from 'node:crypto'
import type { Updateable } from 'kysely'
import type {
  PackageBody,
  PackagePatch,
  Recharge,
  RechargeBody,
  RechargeCheck,
  RechargeDesk,
  RechargeLimit,
  RechargeOptions,
  RechargePackage,
  RechargeTerms,
} from '../../../../types/recharge.js'
import { RECHARGE_PACKAGES_MAX, type RechargeState } from '../../../../types/recharge-codes.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { cancelJob, enqueueJob, registerJob } from '../../core/jobs.js'
import { ledgerService } from '../ledger/index.js'
import { systemService } from '../system/index.js'
import { walletService } from '../wallet/index.js'
import { rechargeErrors as E } from './recharge.errors.js'
import { canMove, type RechargeEvent } from './recharge.machine.js'
import { rechargeRepo as repo, type PackageRow, type RechargeRow } from './recharge.repository.js'
import type { RechargesTable } from './recharge.schema.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

// ---------------------------------------------------------------- settings

/** Tenant setting `recharge`: one recharge's smallest and largest amount (minor units; `perCurrency` overrides them), how long an unpaid one waits. */
export interface RechargeSetting extends RechargeTerms {
  perCurrency?: Record<string, { min: number; max: number }>
}
export const RECHARGE_DEFAULT: RechargeSetting = { minAmount: 1_00, maxAmount: 50_000_00, expiryMinutes: 30 }
export const rechargeSetting = (c: Scope) => systemService.getSetting<RechargeSetting>(c, 'recharge', RECHARGE_DEFAULT)

const limitOf = (s: RechargeSetting, currency: string): RechargeLimit => {
  const o = s.perCurrency?.[currency]
  return { currency, min: o?.min ?? s.minAmount, max: o?.max ?? s.maxAmount }
}

/** The currencies a user may recharge: the ones the tenant's wallet offers (the wallet's face). */
export async function currencies(c: Scope): Promise<string[]> {
  return (await walletService.currenciesEnabled(c)).map((x) => x.code)
}

const fmt = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`

// ---------------------------------------------------------------- rows -> contract

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

const toRecharge = (r: RechargeRow): Recharge => ({
  id: r.recharge_no,
  currency: r.currency,
  amount: r.amount,
  bonus: r.bonus,
  total: r.amount + r.bonus,
  packageId: r.package_id,
  state: r.state as RechargeState,
  expiresAt: r.state === 'unpaid' ? iso(r.expires_at) : null,
  paidAt: iso(r.paid_at),
  channel: r.pay_channel,
  createdAt: iso(r.created_at)!,
})

const toPackage = (p: PackageRow): RechargePackage => ({ id: p.id, currency: p.currency, amount: p.amount, bonus: p.bonus, sort: p.sort, active: p.active })

// ---------------------------------------------------------------- the shopper

/** The recharge page's offer: the enabled currencies, their limits, the active packages in them. */
export async function options(c: UserCtx): Promise<RechargeOptions> {
  const [cur, s] = await Promise.all([currencies(c), rechargeSetting(c)])
  const packages = await repo.packages(c.db, c.tenantId, { activeOnly: true, currencies: cur })
  return { currencies: cur, limits: cur.map((x) => limitOf(s, x)), packages: packages.map(toPackage) }
}

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14)
const newRechargeNo = () => `R${stamp()}${Array.from({ length: 8 }, () => randomInt(10)).join('')}`

/** An unpaid recharge is cancelled at its expiry (this module's own job). */
export const EXPIRE_JOB = 'recharge:expire'
const expireKey = (no: string) => `expire:${no}`

/**
 * Start a recharge: a package (its amount, bonus and currency, if it is on and its currency enabled) or a typed
 * amount (no bonus) in an enabled currency, within the tenant's limits for that currency. Unpaid, with an
 * expiry job. One Idempotency-Key makes one recharge (a repeat answers it; another body with it is refused).
 */
export async function create(c: UserCtx, b: RechargeBody, key?: string): Promise<Recharge> {
  if ((b.packageId === undefined) === (b.amount === undefined)) throw E.amountOrPackage()
  const [cur, s] = await Promise.all([currencies(c), rechargeSetting(c)])
  let amount: number
  let bonus = 0
  let currency: string
  let packageId: number | null = null
  if (b.packageId !== undefined) {
    const p = await repo.packageById(c.db, c.tenantId, b.packageId)
    if (!p || !p.active || !cur.includes(p.currency) || (b.currency !== undefined && b.currency !== p.currency)) throw E.packageGone()
    ;({ amount, bonus, currency } = p)
    packageId = p.id
  } else {
    currency = b.currency ?? cur[0]
    if (!cur.includes(currency)) throw E.currency({ currency })
    amount = b.amount!
  }
  const lim = limitOf(s, currency)
  if (amount < lim.min) throw E.belowMin({ min: fmt(lim.min, currency) })
  if (amount > lim.max) throw E.aboveMax({ max: fmt(lim.max, currency) })

  const same = (r: RechargeRow) => r.currency === currency && r.amount === amount && r.package_id === packageId
  if (key) {
    const before = await repo.byKey(c.db, c.tenantId, c.userId, key)
    if (before) {
      if (!same(before)) throw E.keyReused()
      return toRecharge(before)
    }
  }
  const expiresAt = new Date(Date.now() + s.expiryMinutes * 60_000)
  return c.db.transaction().execute(async (tx) => {
    const row = await repo.insert(tx, {
      tenant_id: c.tenantId,
      user_id: c.userId,
      recharge_no: newRechargeNo(),
      currency,
      amount,
      bonus,
      package_id: packageId,
      idem_key: key ?? null,
      expires_at: expiresAt,
    })
    if (!row) {
      // a parallel request with the same key wrote it first (its transaction committed before our insert returned)
      const first = (await repo.byKey(tx, c.tenantId, c.userId, key!))!
      if (!same(first)) throw E.keyReused()
      return toRecharge(first)
    }
    await enqueueJob(tx, { tenantId: c.tenantId, kind: EXPIRE_JOB, payload: { no: row.recharge_no }, runAt: expiresAt, key: expireKey(row.recharge_no) })
    return toRecharge(row)
  })
}

async function own(c: UserCtx, no: string): Promise<RechargeRow> {
  const r = await repo.byNo(c.db, c.tenantId, no)
  if (!r || r.user_id !== c.userId) throw E.notFound()
  return r
}

/** The poll: the user's recharge and their balance in its currency now. */
export async function check(c: UserCtx, no: string): Promise<RechargeCheck> {
  const r = await own(c, no)
  return { ...toRecharge(r), balance: await ledgerService.balanceOf(c, c.userId, r.currency) }
}

// ---------------------------------------------------------------- the state machine's steps (the pay flow calls them through the face)

/** Move recharge `no` by `event` if its state allows (one conditional statement); the row after, or undefined. */
function step(c: Scope, no: string, event: RechargeEvent, set: Omit<Updateable<RechargesTable>, 'state'> = {}) {
  const { from, to } = canMove(event)
  return repo.move(c.db, c.tenantId, no, from, { ...set, state: to })
}

/** A recharge as what a payment pays (`forUpdate` locks its row). */
export async function payTargetOf(c: Scope, no: string, opts: { forUpdate?: boolean } = {}) {
  const r = await repo.byNo(c.db, c.tenantId, no, opts.forUpdate)
  if (!r) return undefined
  return {
    id: r.recharge_no,
    userId: r.user_id,
    amount: r.amount,
    bonus: r.bonus,
    currency: r.currency,
    state: r.state as RechargeState,
    expiresAt: r.state === 'unpaid' ? (r.expires_at as Date | null) : null,
  }
}

/**
 * Money arrived for recharge `no` (inside the payment's transaction): paid, the expiry job dropped. Answers
 * what to credit, or 'late' when it is no longer payable (cancelled, or paid by another payment): the money goes back.
 */
export async function markPaid(
  c: Scope,
  no: string,
  p: { paymentId: number; channel: string },
): Promise<{ userId: number; currency: string; amount: number; bonus: number } | 'late'> {
  const r = await step(c, no, 'pay', { paid_at: new Date(), payment_id: p.paymentId, pay_channel: p.channel })
  if (!r) {
    if (!(await repo.byNo(c.db, c.tenantId, no))) throw E.notFound()
    return 'late'
  }
  await cancelJob(c.db, EXPIRE_JOB, expireKey(no))
  return { userId: r.user_id, currency: r.currency, amount: r.amount, bonus: r.bonus }
}

/** An offline proof was submitted: a person decides now, no expiry while waiting. */
export async function markAwaiting(c: Scope, no: string) {
  if (!(await step(c, no, 'await'))) throw E.notFound()
  await cancelJob(c.db, EXPIRE_JOB, expireKey(no))
}

/** The proof was rejected: payable again, with a new expiry. */
export async function markRejected(c: Scope, no: string) {
  const s = await rechargeSetting(c)
  const expiresAt = new Date(Date.now() + s.expiryMinutes * 60_000)
  const r = await step(c, no, 'reject', { expires_at: expiresAt })
  if (!r) throw E.notFound()
  await enqueueJob(c.db, { tenantId: c.tenantId, kind: EXPIRE_JOB, payload: { no }, runAt: expiresAt, key: expireKey(no) })
}

/**
 * The expiry job (queued for the expiry time, dropped while a person reviews a proof, queued again after a
 * rejection): an unpaid recharge is cancelled; a paid or waiting one is left alone.
 */
export async function expire(c: Scope, no: string): Promise<boolean> {
  return !!(await step(c, no, 'cancel', { cancelled_at: new Date() }))
}
registerJob(EXPIRE_JOB, async (ctx, payload: { no: string }) => {
  await expire(ctx, payload.no)
})

// ---------------------------------------------------------------- the desk (staff)

function staffOnly(c: UserCtx) {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
}

const terms = (s: RechargeSetting): RechargeTerms => ({ minAmount: s.minAmount, maxAmount: s.maxAmount, expiryMinutes: s.expiryMinutes })

export async function desk(c: UserCtx): Promise<RechargeDesk> {
  staffOnly(c)
  const [rows, s, cur] = await Promise.all([repo.packages(c.db, c.tenantId), rechargeSetting(c), currencies(c)])
  return { packages: rows.map(toPackage), terms: terms(s), currencies: cur }
}

/** A package's terms: its currency enabled, its bonus at most its amount, its amount within the limits. */
async function checkPackage(c: UserCtx, p: { currency: string; amount: number; bonus: number }) {
  if (!(await currencies(c)).includes(p.currency)) throw E.currency({ currency: p.currency })
  if (p.bonus > p.amount) throw E.bonusAbove()
  const lim = limitOf(await rechargeSetting(c), p.currency)
  if (p.amount < lim.min || p.amount > lim.max) throw E.packageOutside({ min: fmt(lim.min, p.currency), max: fmt(lim.max, p.currency) })
}

export async function addPackage(c: UserCtx, b: PackageBody): Promise<RechargePackage> {
  staffOnly(c)
  await checkPackage(c, b)
  if ((await repo.countPackages(c.db, c.tenantId)) >= RECHARGE_PACKAGES_MAX) throw E.packagesFull({ max: RECHARGE_PACKAGES_MAX })
  return toPackage(
    await repo.insertPackage(c.db, {
      tenant_id: c.tenantId,
      currency: b.currency,
      amount: b.amount,
      bonus: b.bonus,
      sort: b.sort ?? 0,
      active: b.active ?? true,
    }),
  )
}

export async function editPackage(c: UserCtx, id: number, b: PackagePatch): Promise<RechargePackage> {
  staffOnly(c)
  const p = await repo.packageById(c.db, c.tenantId, id)
  if (!p) throw E.packageNotFound()
  const next = { currency: b.currency ?? p.currency, amount: b.amount ?? p.amount, bonus: b.bonus ?? p.bonus }
  // switching a package off needs no check; anything else must hold as a whole
  if (b.currency !== undefined || b.amount !== undefined || b.bonus !== undefined || b.active === true) await checkPackage(c, next)
  const row = await repo.updatePackage(c.db, c.tenantId, id, {
    ...next,
    ...(b.sort !== undefined ? { sort: b.sort } : {}),
    ...(b.active !== undefined ? { active: b.active } : {}),
  })
  if (!row) throw E.packageNotFound()
  return toPackage(row)
}

export async function saveTerms(c: UserCtx, b: RechargeTerms): Promise<RechargeTerms> {
  staffOnly(c)
  if (b.minAmount > b.maxAmount) throw E.minAboveMax()
  await systemService.putSetting(c, 'recharge', { ...(await rechargeSetting(c)), ...b })
  return terms(await rechargeSetting(c))
}

/** The recharge module as the pay flow sees it (its face, re-exported by index.ts). */
export const rechargeService = { payTargetOf, markPaid, markAwaiting, markRejected }
