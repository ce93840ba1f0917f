import crypto from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { PageQuery } from '../../../../types/common.js'
import { ONLINE_CHANNELS, PAY_CHANNELS, PAY_PWD_LOCK_MINUTES, PAY_PWD_MAX_TRIES, type PayChannel } from '../../../../types/payment-codes.js'
import type {
  BalanceBody,
  Channels,
  ChannelsQuery,
  CreateBody,
  CashBody,
  PayPwdBody,
  PayPwdStatus,
  Payment,
  ProofBody,
  RejectBody,
  ReviewItem,
} from '../../../../types/payment.js'
import type { Static } from '@sinclair/typebox'
import type { Selectable } from 'kysely'
import { hasRole } from '../../core/auth.js'
import { idempotent as coreIdempotent } from '../../core/idempotency.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { fail } from '../../core/errors.js'
import { cancelJob, enqueueJob, registerJob } from '../../core/jobs.js'
import type { Db } from '../../db/database.js'
import { accountService } from '../account/index.js'
import { shopService } from '../shop/index.js'
import { hooks } from '../../core/hooks.js'
import { ledgerService, type AccountRef } from '../ledger/index.js'
import { messageService } from '../message/index.js'
import { uploadService } from '../upload/index.js'
import { hashPayPassword, verifyPayPassword } from './pay-password.js'
import { paymentErrors as E } from './payment.errors.js'
import { paymentRepo as repo } from './payment.repository.js'
import type { PaymentsTable } from './payment.schema.js'
import { channelSecret, paySetting, type PaySetting } from './payment.settings.js'
import type { PayTarget } from './payment.hooks.js'
import { refundNotice, signedHeaders, verifyNotice, wxParams, type Notice } from './providers/local.js'

type Row = Selectable<PaymentsTable>
type Scope = Pick<RequestCtx, 'db' | 'tenantId'> & Partial<RequestCtx>

const isOnline = (ch: string) => (ONLINE_CHANNELS as readonly string[]).includes(ch)
const kindOf = (ch: PayChannel) =>
  (ch === 'SYS' ? 'balance' : ch === 'OFFLINE' ? 'offline' : ch === 'CASH' ? 'cash' : 'online') as 'balance' | 'offline' | 'cash' | 'online'
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
/** What payments pay (the pay flow provides it: server/src/flows/pay.ts). */
const target = () => hooks.get('payment.target')
/** Money arrived: the pay flow's step (server/src/flows/pay.ts). */
const settle = (tc: Scope, p: Row, known?: PayTarget): Promise<Row> => hooks.get('payment.settle')(tc as RequestCtx, p, known)

/** Run in the caller's transaction, or in a new one. */
const inTx = <T>(c: Scope, fn: (tc: Scope) => Promise<T>): Promise<T> => (c.db.isTransaction ? fn(c) : c.db.transaction().execute((tx) => fn({ ...c, db: tx })))

function toPayment(r: Row, extra: Partial<Payment> = {}): Payment {
  return {
    id: r.id,
    payNo: r.target_id,
    channel: r.channel as PayChannel,
    status: r.status as Payment['status'],
    amount: r.amount,
    currency: r.currency,
    ...(r.channel === 'OFFLINE' ? { proofIds: r.proof_ids as string[] } : {}),
    ...(r.reason ? { reason: r.reason } : {}),
    createdAt: iso(r.created_at)!,
    paidAt: iso(r.paid_at),
    ...extra,
  }
}

// ---------------------------------------------------------------- idempotency

/** A money request with an `Idempotency-Key` (core/idempotency.ts), keys scoped `payment:<scope>`. */
const idempotent = <T>(c: UserCtx, scope: string, key: string | undefined, input: unknown, run: () => Promise<T>): Promise<T> =>
  coreIdempotent(c, `payment:${scope}`, key, input, run)

// ---------------------------------------------------------------- pay password

const pwdKey = (c: Scope & { userId: number }) => `paypwd:fail:${c.tenantId}:${c.userId}`

/**
 * Check the pay password (a keyed hash, ADR 0127). Every try is counted BEFORE the check (an atomic increment), so a burst
 * of guesses gets PAY_PWD_MAX_TRIES checks at most; the 5th wrong one locks it for PAY_PWD_LOCK_MINUTES;
 * a right one clears the count.
 */
async function checkPayPassword(c: UserCtx, plain: string, field = 'payPassword') {
  const hash = await accountService.payPasswordHash(c, c.userId)
  if (!hash) throw E.payPwdNotSet()
  const key = pwdKey(c)
  const minutes = async () => Math.max(1, Math.ceil((await c.kv.ttl(key)) / 60))
  // the counter holds failures + checks in flight; a check over the limit gives its count back and
  // waits a little (checks in flight finish), so a burst of right passwords is not taken for guessing
  let n = 0
  for (let i = 0; ; i++) {
    n = await c.kv.incr(key, PAY_PWD_LOCK_MINUTES * 60)
    if (n <= PAY_PWD_MAX_TRIES) break
    await c.kv.decr(key)
    if (i >= 40) throw E.payPwdLocked({ minutes: await minutes() })
    await sleep(50)
  }
  const v = await verifyPayPassword(c.config, c.userId, hash, plain)
  if (!v.ok) {
    const left = PAY_PWD_MAX_TRIES - n
    if (left <= 0) {
      // the lock runs PAY_PWD_LOCK_MINUTES from this (the fifth) wrong try, whenever the first one was
      await c.kv.set(key, String(n), PAY_PWD_LOCK_MINUTES * 60)
      throw E.payPwdLocked({ minutes: await minutes() })
    }
    throw field === 'oldPassword' ? E.oldWrong({ left }) : E.payPwdWrong({ left })
  }
  // a right password clears the count: the lock is for 5 wrong tries in a row
  await c.kv.del(key)
  // kept the old way (argon2id, or an older key): made again under the current key now that it is known
  if (v.rehash) await accountService.setPayPasswordHash(c, c.userId, hashPayPassword(c.config, c.userId, plain))
}

export async function payPwdStatus(c: UserCtx): Promise<PayPwdStatus> {
  const set = !!(await accountService.payPasswordHash(c, c.userId))
  const n = Number((await c.kv.get(pwdKey(c))) ?? 0)
  const locked = n >= PAY_PWD_MAX_TRIES
  return { set, lockedSeconds: locked ? Math.max(1, await c.kv.ttl(pwdKey(c))) : 0, triesLeft: Math.max(0, PAY_PWD_MAX_TRIES - n) }
}

/** Set the pay password (first time), or change it with the old one (counted like a pay attempt). */
export async function setPayPwd(c: UserCtx, b: PayPwdBody): Promise<{ ok: boolean }> {
  if (b.password !== b.confirmPassword) throw E.differ()
  const has = !!(await accountService.payPasswordHash(c, c.userId))
  if (has) {
    if (!b.oldPassword) throw E.exists()
    await checkPayPassword(c, b.oldPassword, 'oldPassword')
  }
  await accountService.setPayPasswordHash(c, c.userId, hashPayPassword(c.config, c.userId, b.password))
  await c.kv.del(pwdKey(c))
  return { ok: true }
}

// ---------------------------------------------------------------- channels

async function ownTarget(c: Scope & { userId: number }, payNo: string, forUpdate = false): Promise<PayTarget> {
  const t = await target().load(c as RequestCtx, payNo, { forUpdate })
  if (!t || t.userId !== c.userId) throw E.notFound()
  return t
}

function enabled(s: PaySetting, platform: string): PayChannel[] {
  return PAY_CHANNELS.filter((ch) => (s.channels[ch] ?? []).includes(platform as never))
}

/** The enabled channels that can really be paid: an online one only with a notification secret (ADR 0128). */
async function usable(c: Scope, s: PaySetting, platform: string): Promise<PayChannel[]> {
  const out: PayChannel[] = []
  for (const ch of enabled(s, platform)) if (!isOnline(ch) || (await channelSecret(c, ch, s)) !== null) out.push(ch)
  return out
}

/** The channels that may pay target `t`: the enabled ones it does not refuse (a recharge refuses the balance and cash). */
const allowedFor = (chs: PayChannel[], t?: PayTarget) => (t?.refuses?.length ? chs.filter((ch) => !t.refuses!.includes(ch)) : chs)

/**
 * The cashier: channels on for this tenant and platform (and, with `payNo`, those its target accepts), the
 * balance, whether a pay password is set; with `payNo` also the target's amount, state, kind and expiry.
 */
export async function channels(c: UserCtx, q: Static<typeof ChannelsQuery>): Promise<Channels> {
  const s = await paySetting(c)
  const t = q.payNo ? await ownTarget(c, q.payNo) : undefined
  const currency = t?.currency ?? (await ledgerService.tenantCurrency(c))
  return {
    currency,
    channels: allowedFor(await usable(c, s, q.platform ?? 'h5'), t).map((code) => ({ code, kind: kindOf(code), billing: code === 'CYBERSOURCE' })),
    balance: await ledgerService.balanceOf(c, c.userId, currency),
    hasPayPassword: !!(await accountService.payPasswordHash(c, c.userId)),
    ...(t ? { amount: t.amount, expiresAt: t.state === 'unpaid' ? iso(t.expiresAt) : null, state: t.state, targetKind: t.kind ?? 'order' } : {}),
  }
}

// ---------------------------------------------------------------- ledger postings

/** Where a channel's money comes from: the user's balance, the platform's bank, shop cash, or a gateway. */
function sourceOf(p: Row): AccountRef {
  if (p.channel === 'SYS') return { userId: p.user_id, currency: p.currency }
  if (p.channel === 'OFFLINE') return { system: 'bank', currency: p.currency }
  if (p.channel === 'CASH') return { system: 'cash', currency: p.currency }
  return { system: `gateway:${p.channel}`, currency: p.currency }
}

// ---------------------------------------------------------------- the money steps (called by the pay and refund flows)

/**
 * Post money that arrived for payment `p` (source -> the tenant's `order_clearing`). The system
 * accounts (touched by every payment: a hot row) are updated by `finish()`, which the caller runs
 * last, so their lock is held only until the commit right after.
 */
export const postArrival = (tc: Scope, p: Row) =>
  ledgerService.openPosting(tc, {
    kind: 'payment',
    ref: `payment:${p.id}`,
    memo: `${p.channel} ${p.target_id}`,
    entries: [
      { account: sourceOf(p), amount: -p.amount },
      { account: { system: 'order_clearing', currency: p.currency }, amount: p.amount },
    ],
  })

/** The payment is paid (its target took the money); the target's other undecided CASH and OFFLINE payments close after. */
export async function markPaymentPaid(tc: Scope, p: Row): Promise<Row> {
  await closeOthersLater(tc, p.target_id, p.id)
  return p.status === 'paid' ? p : ((await repo.update(tc.db, p.id, { status: 'paid', paid_at: new Date() })) as Row)
}

/** A line of the payment log. */
export const logPayment = (tc: Scope, p: Row, kind: string, detail: unknown) =>
  repo.log(tc.db, { tenant_id: tc.tenantId, payment_id: p.id, channel: p.channel, kind, detail })

/** Give a payment's money back through the same interface (ledger reversal + the provider's refund). */
export async function refundPayment(tc: Scope, p: Row, why: string): Promise<Row> {
  await ledgerService.postTransaction(tc, {
    kind: 'refund',
    ref: `payment:${p.id}`,
    memo: why,
    entries: [
      { account: { system: 'order_clearing', currency: p.currency }, amount: -p.amount },
      { account: sourceOf(p), amount: p.amount },
    ],
  })
  // a real provider calls the gateway's refund API here (STRIPE /v1/refunds, WX /v3/refund/domestic/refunds, ...); the local gateway records it
  await repo.log(tc.db, { tenant_id: tc.tenantId, payment_id: p.id, channel: p.channel, kind: 'refund', detail: { why, amount: p.amount } })
  return repo.update(tc.db, p.id, { status: 'refunded', refunded_at: new Date() }) as Promise<Row>
}

// ---------------------------------------------------------------- partial refunds (after-sales)

/** How a refund goes on: 'done' (balance: back at once), 'pending' (online: the gateway notifies), 'manual' (OFFLINE/CASH: a person pays it back). */
export interface RefundOutcome {
  status: 'done' | 'pending' | 'manual'
  paymentRefundId: number
  channel: string
}
/** How long the local gateway takes before it notifies a refund. */
export const REFUND_NOTIFY_DELAY_MS = 2000

/**
 * Give `amount` of payment `paymentId` back the way it came, once per `ref` (a repeat answers the first
 * refund's outcome, moving nothing), in the caller's transaction. The payment's refunded total is raised by
 * a conditional update that never passes what it took (409 otherwise). Balance (SYS): ledger entries now
 * (order_clearing -> the user). Online: the provider's refund call (the local gateway notifies later;
 * `receiveNotification` posts it and tells the refund flow through its hook, payment . refunded). OFFLINE / CASH: a
 * person pays it back and records it (`refundPaidBack`).
 */
export async function refund(c: Scope, r: { paymentId: number; amount: number; ref: string; why: string }): Promise<RefundOutcome> {
  return inTx(c, async (tc) => {
    const pay = (await repo.byId(tc.db, tc.tenantId, r.paymentId)) as Row | undefined
    if (!pay) throw E.notFound()
    const manual = pay.channel === 'OFFLINE' || pay.channel === 'CASH'
    const outcome = (id: number, done: boolean): RefundOutcome => ({
      status: done ? 'done' : pay.channel === 'SYS' ? 'done' : manual ? 'manual' : 'pending',
      paymentRefundId: id,
      channel: pay.channel,
    })
    const pr = await repo.insertRefund(tc.db, {
      tenant_id: tc.tenantId,
      payment_id: pay.id,
      ref: r.ref,
      channel: pay.channel,
      amount: r.amount,
      currency: pay.currency,
      status: 'pending',
    })
    if (!pr) {
      const first = (await repo.refundByRef(tc.db, tc.tenantId, r.ref))!
      return outcome(first.id, first.status === 'succeeded')
    }
    const p = (await repo.takeRefund(tc.db, tc.tenantId, pay.id, r.amount)) as Row | undefined
    if (!p) throw E.refundExceeds()
    await repo.log(tc.db, {
      tenant_id: tc.tenantId,
      payment_id: p.id,
      channel: p.channel,
      kind: 'refund_requested',
      detail: { ref: r.ref, amount: r.amount, why: r.why },
    })
    if (p.channel === 'SYS') {
      await postRefund(tc, p, pr.id, r.amount)
      await repo.refundDone(tc.db, pr.id, {})
      return outcome(pr.id, true)
    }
    if (isOnline(p.channel)) {
      // the provider's refund call: the local gateway accepts it and notifies later (signed, retried)
      await enqueueJob(tc.db, {
        tenantId: tc.tenantId,
        kind: NOTIFY_JOB,
        payload: { channel: p.channel, body: refundNotice(p, { id: pr.id, amount: r.amount }) },
        runAt: new Date(Date.now() + REFUND_NOTIFY_DELAY_MS),
        key: `refund:${pr.id}`,
      })
    }
    return outcome(pr.id, false)
  })
}

/** The ledger's side of a refund: order_clearing -> where the money came from. */
const postRefund = (tc: Scope, p: Row, refundId: number, amount: number) =>
  ledgerService.postTransaction(tc, {
    kind: 'refund',
    ref: `payment-refund:${refundId}`,
    memo: `${p.channel} ${p.target_id}`,
    entries: [
      { account: { system: 'order_clearing', currency: p.currency }, amount: -amount },
      { account: sourceOf(p), amount },
    ],
  })

/**
 * A person paid an OFFLINE (bank transfer) or CASH refund back: the ledger posting (order_clearing -> bank /
 * cash) and the refund done. A repeat of a done one answers false and moves nothing.
 */
export async function refundPaidBack(c: Scope, ref: string, r: { by: number; note: string }): Promise<boolean> {
  return inTx(c, async (tc) => {
    const pr = await repo.refundByRef(tc.db, tc.tenantId, ref, true)
    if (!pr) throw E.notFound()
    if (pr.status !== 'pending') return false
    if (pr.channel !== 'OFFLINE' && pr.channel !== 'CASH') throw E.state()
    const p = (await repo.byId(tc.db, tc.tenantId, pr.payment_id)) as Row
    await postRefund(tc, p, pr.id, pr.amount)
    await repo.refundDone(tc.db, pr.id, { note: r.note })
    await repo.log(tc.db, { tenant_id: tc.tenantId, payment_id: p.id, channel: p.channel, kind: 'refund_paid_back', detail: { ref, by: r.by, note: r.note } })
    return true
  })
}

/**
 * A gateway's refund notification (verified by the caller): posted once (the refund row, locked, moves from
 * pending to succeeded only once; a duplicate or a replay is acknowledged without effect), then the refund
 * flow hears of it (hook payment . refunded) in the same transaction.
 */
async function receiveRefundNotice(c: Scope, channel: string, n: Notice): Promise<'ack' | 'rejected'> {
  const id = /^R([1-9][0-9]{0,15})$/.exec(n.outRefundNo ?? '')?.[1]
  return inTx(c, async (tc) => {
    const pr = id ? await repo.refundById(tc.db, tc.tenantId, Number(id)) : undefined
    const log = (kind: string) => repo.log(tc.db, { tenant_id: tc.tenantId, payment_id: pr?.payment_id ?? null, channel, kind, detail: n })
    if (!pr || pr.channel !== channel || `P${pr.payment_id}` !== n.outTradeNo || n.amount !== pr.amount || n.currency !== pr.currency) {
      c.log?.warn({ channel, outRefundNo: n.outRefundNo }, 'refund notification that matches no refund')
      await log('refund_notify_unknown')
      return 'rejected'
    }
    if (n.status !== 'SUCCESS' || pr.status !== 'pending') {
      await log(pr.status === 'pending' ? 'refund_notify_failed' : 'refund_notify_duplicate')
      return 'ack'
    }
    const p = (await repo.byId(tc.db, tc.tenantId, pr.payment_id)) as Row
    await postRefund(tc, p, pr.id, pr.amount)
    await repo.refundDone(tc.db, pr.id, { gateway_ref: n.gatewayRef })
    await hooks.get('payment.refunded')(tc as RequestCtx, { ref: pr.ref, amount: pr.amount, paymentRefundId: pr.id })
    await log('refund_notified')
    return 'ack'
  })
}

// ---------------------------------------------------------------- paying

function insertPayment(
  tc: Scope & { userId: number },
  t: PayTarget,
  channel: PayChannel,
  status: string,
  platform: string,
  extra: { token?: string; billing?: unknown } = {},
) {
  return repo.insert(tc.db, {
    paid_at: status === 'paid' ? new Date() : null,
    tenant_id: tc.tenantId,
    user_id: tc.userId,
    target_id: t.id,
    channel,
    status,
    amount: t.amount,
    currency: t.currency,
    platform,
    token: extra.token ?? null,
    billing: extra.billing ? JSON.stringify(extra.billing) : null,
    shop_ids: JSON.stringify(t.shopIds),
  }) as Promise<Row>
}

async function checkChannel(c: UserCtx, channel: PayChannel, platform: string) {
  if (!(await usable(c, await paySetting(c), platform)).includes(channel)) throw E.channelOff()
}

/** The user's target locked, payable now, and one `channel` may pay (its target may refuse some: 409). */
async function payable(tc: Scope & { userId: number }, payNo: string, channel: PayChannel): Promise<PayTarget> {
  const t = await ownTarget(tc, payNo, true)
  if (!allowedFor([channel], t).length) throw E.channelRefused()
  if (t.state !== 'unpaid') throw E.notPayable()
  return t
}

/** Create a payment of a main order through a channel (the one entry of the cashier). */
export function create(c: UserCtx, b: CreateBody, key?: string): Promise<Payment> {
  return idempotent(c, 'create', key, b, () => doCreate(c, b))
}

async function doCreate(c: UserCtx, b: CreateBody): Promise<Payment> {
  const platform = b.platform ?? 'h5'
  await checkChannel(c, b.channel, platform)
  if (b.channel === 'SYS') {
    if (!b.payPassword) throw E.payPwdRequired()
    await checkPayPassword(c, b.payPassword)
    return toPayment(await balancePaid(c, c.userId, b.payNo, platform))
  }
  if (b.channel === 'CASH') return doCash(c, b.payNo, platform)
  if (b.channel === 'OFFLINE') {
    const s = await paySetting(c)
    return inTx(c, async (tc) =>
      toPayment(
        await insertPayment({ ...tc, userId: c.userId }, await payable({ ...tc, userId: c.userId }, b.payNo, 'OFFLINE'), 'OFFLINE', 'created', platform),
        {
          bank: s.bank,
        },
      ),
    )
  }
  // online: the local gateway (hosted page, then a signed notification)
  if (b.channel === 'CYBERSOURCE' && !b.billing) throw E.billingRequired()
  const token = crypto.randomBytes(16).toString('hex')
  const row = await inTx(c, async (tc) =>
    insertPayment({ ...tc, userId: c.userId }, await payable({ ...tc, userId: c.userId }, b.payNo, b.channel), b.channel, 'pending', platform, {
      token,
      billing: b.billing,
    }),
  )
  const payUrl = `${c.config?.apiPrefix ?? '/api'}/pay/gateway/${b.channel}/${token}?tenant=${encodeURIComponent(c.tenantCode)}`
  const extra: Partial<Payment> = { payUrl }
  if (b.channel === 'WX' && platform === 'weapp') extra.wxParams = wxParams((await channelSecret(c, 'WX'))!, (await paySetting(c)).wxAppId, `local_${token}`)
  return toPayment(row, extra)
}

/**
 * SYS once the pay password was checked: the target locked and checked payable, the payment written as paid
 * (the balance moves in this same transaction, or nothing does), then settle with the target as read: no
 * second read of it. In the caller's transaction when it has one.
 */
function balancePaid(c: Scope, userId: number, payNo: string, platform: string): Promise<Row> {
  return inTx(c, async (tc) => {
    const t = await payable({ ...tc, userId }, payNo, 'SYS')
    return settle(tc, await insertPayment({ ...tc, userId }, t, 'SYS', 'paid', platform), t)
  })
}

/**
 * Internal, NOT a shopper's request (no pay password, no channel check): the user's main order `payNo` paid
 * by their balance through the same steps as `payBalance` after its password check, in the caller's
 * transaction. For the demo seed (flows/refund-demo.ts); never route it.
 */
export const payByBalanceInternal = (tc: Scope, userId: number, payNo: string) => balancePaid(tc, userId, payNo, 'h5')

/** SYS: pay by balance with the pay password. */
export function payBalance(c: UserCtx, b: BalanceBody, key?: string) {
  return idempotent(c, 'balance', key, b, () => doCreate(c, { payNo: b.payNo, channel: 'SYS', payPassword: b.payPassword }))
}

/** CASH: pay at the store; the target waits for its shop's merchant. */
export function chooseCash(c: UserCtx, b: CashBody, key?: string) {
  return idempotent(c, 'cash', key, b, async () => {
    const platform = b.platform ?? 'h5'
    await checkChannel(c, 'CASH', platform)
    return doCash(c, b.payNo, platform)
  })
}

function doCash(c: UserCtx, payNo: string, platform: string): Promise<Payment> {
  return inTx(c, async (tc) => {
    const t = await payable({ ...tc, userId: c.userId }, payNo, 'CASH')
    const row = await insertPayment({ ...tc, userId: c.userId }, t, 'CASH', 'awaiting', platform)
    await target().awaiting(tc as RequestCtx, t.id, 'merchant_confirm')
    await startAwaiting(tc, row)
    return toPayment(row)
  })
}

/** OFFLINE: the proof (the user's private uploads); the target waits for platform review. */
export function proof(c: UserCtx, b: ProofBody, key?: string): Promise<Payment> {
  return idempotent(c, 'proof', key, b, async () => {
    if (!(await uploadService.ownPrivateFiles(c, c.userId, b.images))) throw E.imageNotFound()
    return inTx(c, async (tc) => {
      const p = (await repo.byId(tc.db, c.tenantId, b.paymentId, { forUpdate: true })) as Row | undefined
      if (!p || p.user_id !== c.userId || p.channel !== 'OFFLINE') throw E.notFound()
      if (p.status !== 'created' && p.status !== 'rejected') throw E.state()
      const t = await ownTarget({ ...tc, userId: c.userId }, p.target_id, true)
      if (t.state !== 'unpaid') throw E.notPayable()
      const row = (await repo.update(tc.db, p.id, { status: 'awaiting', proof_ids: JSON.stringify(b.images), remark: b.remark ?? '', reason: null })) as Row
      await target().awaiting(tc as RequestCtx, t.id, 'platform_review')
      await startAwaiting(tc, row)
      return toPayment(row)
    })
  })
}

/** Status poll: the user's own payment (anyone else's is 404). */
export async function get(c: UserCtx, id: number): Promise<Payment> {
  const p = (await repo.byId(c.db, c.tenantId, id)) as Row | undefined
  if (!p || p.user_id !== c.userId) throw E.notFound()
  return toPayment(p, p.channel === 'OFFLINE' && p.status === 'created' ? { bank: (await paySetting(c)).bank } : {})
}

// ---------------------------------------------------------------- people confirm: merchant (cash), staff (offline)

async function reviewList(c: UserCtx, channel: 'CASH' | 'OFFLINE', q: PageQuery, shopIds?: number[]): Promise<{ rows: ReviewItem[]; total: number }> {
  const size = q.pageSize ?? 10
  const [rows, count] = await repo.awaiting(c.db, c.tenantId, channel, { limit: size, offset: ((q.pageNum ?? 1) - 1) * size, shopIds })
  const phones = await accountService.phones(c, [...new Set(rows.map((r) => r.user_id))])
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: r.id,
      payNo: r.target_id,
      channel: r.channel as PayChannel,
      amount: r.amount,
      currency: r.currency,
      userId: r.user_id,
      userPhone: phones.get(r.user_id) ?? '',
      proofIds: r.proof_ids as unknown as string[],
      remark: r.remark,
      shopIds: r.shop_ids as unknown as number[],
      createdAt: iso(r.created_at)!,
    })),
  }
}

async function myShops(c: UserCtx) {
  const shops = await shopService.shopIdsOfOwner(c, c.userId)
  if (!shops.length) throw fail.forbidden()
  return shops
}
function staffOnly(c: UserCtx) {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
}

/**
 * Cash is confirmed by the merchant who got it: the one owning every shop the payment pays (a checkout's target
 * refuses CASH unless it is one shop's self pickup, so that is one shop; #28 item 1, ADR 0126).
 */
const ownsAll = (shops: number[]) => (p: Row) => (p.shop_ids as number[]).length > 0 && (p.shop_ids as number[]).every((s) => shops.includes(s))

/** Lock an awaiting payment of `channel` that `may` lets this person act on (anything else: 404). */
async function awaitingFor(tc: Scope, id: number, channel: string, may: (p: Row) => boolean): Promise<Row> {
  const p = (await repo.byId(tc.db, tc.tenantId, id, { forUpdate: true })) as Row | undefined
  if (!p || p.channel !== channel || !may(p)) throw E.notFound()
  if (p.status !== 'awaiting') throw E.state()
  return p
}

export async function merchantCashList(c: UserCtx, q: PageQuery) {
  return reviewList(c, 'CASH', q, await myShops(c))
}
export function merchantCashConfirm(c: UserCtx, id: number, key?: string): Promise<Payment> {
  return idempotent(c, 'cashConfirm', key, { id }, async () => {
    const shops = await myShops(c)
    return inTx(c, async (tc) => toPayment(await proofNotice(tc, await settle(tc, await awaitingFor(tc, id, 'CASH', ownsAll(shops))))))
  })
}
export async function merchantCashReject(c: UserCtx, id: number, b: RejectBody): Promise<Payment> {
  const shops = await myShops(c)
  return reject(c, id, 'CASH', b.reason, ownsAll(shops))
}

export async function staffOfflineList(c: UserCtx, q: PageQuery) {
  staffOnly(c)
  return reviewList(c, 'OFFLINE', q)
}
export function staffOfflineConfirm(c: UserCtx, id: number, key?: string): Promise<Payment> {
  return idempotent(c, 'offlineConfirm', key, { id }, async () => {
    staffOnly(c)
    return inTx(c, async (tc) => toPayment(await proofNotice(tc, await settle(tc, await awaitingFor(tc, id, 'OFFLINE', () => true)))))
  })
}
export async function staffOfflineReject(c: UserCtx, id: number, b: RejectBody): Promise<Payment> {
  staffOnly(c)
  return reject(c, id, 'OFFLINE', b.reason, () => true)
}

/**
 * The message centre's notice of a person's decision on a proof or cash payment (ADR 0105), in the decision's
 * transaction: rejected (pay again: the cashier or the recharge), or confirmed for an order (a recharge's own
 * notice says it was credited).
 */
async function proofNotice(tc: Scope, p: Row): Promise<Row> {
  const recharge = p.target_id.startsWith('R')
  if (p.status !== 'rejected' && (recharge || p.status !== 'paid')) return p
  await messageService.notify(tc, {
    userId: p.user_id,
    group: 'wallet',
    key: p.status === 'rejected' ? 'message.proofRejected' : 'message.proofConfirmed',
    params: { payNo: p.target_id, amount: p.amount, currency: p.currency, reason: p.reason || '-' },
    link: recharge
      ? `/pages/systemPay/wallet/recharge?id=${p.target_id}`
      : p.status === 'rejected'
        ? `/pages/systemPay/order/details/index?payNo=${p.target_id}`
        : '/pages/order/index',
  })
  return p
}

function reject(c: UserCtx, id: number, channel: string, reason: string, may: (p: Row) => boolean): Promise<Payment> {
  return inTx(c, async (tc) => {
    const p = await awaitingFor(tc, id, channel, may)
    await target().load(tc as RequestCtx, p.target_id, { forUpdate: true })
    const row = (await repo.update(tc.db, p.id, { status: 'rejected', reason })) as Row
    await cancelJob(tc.db, LAPSE, awaitingKey(p.id))
    await target().rejected(tc as RequestCtx, p.target_id)
    await repo.log(tc.db, { tenant_id: tc.tenantId, payment_id: p.id, channel, kind: 'rejected', detail: { by: c.userId, reason } })
    await proofNotice(tc, row)
    return toPayment(row)
  })
}

// ---------------------------------------------------------------- waiting for a person: deadline, withdrawal, superseded (ADR 0126)

const LAPSE = 'payment:awaitingLapse'
const SUPERSEDED = 'payment:closeOthers'
const awaitingKey = (paymentId: number) => `awaiting:${paymentId}`
const AWAITING_HOURS = { CASH: 24, OFFLINE: 72 } as const
/** CASH and OFFLINE payments a person has not decided yet: chosen, proof sent, or proof rejected (send another). */
const OPEN_BY_HAND = ['created', 'awaiting', 'rejected']

/** A payment now waits for a person (cash chosen, proof sent): it lapses after the tenant's hours for its channel. */
async function startAwaiting(tc: Scope, p: Row) {
  const ch = p.channel as keyof typeof AWAITING_HOURS
  const hours = (await paySetting(tc)).awaitingHours?.[ch] ?? AWAITING_HOURS[ch]
  await cancelJob(tc.db, LAPSE, awaitingKey(p.id))
  await enqueueJob(tc.db, {
    tenantId: tc.tenantId,
    kind: LAPSE,
    payload: { paymentId: p.id },
    runAt: new Date(Date.now() + hours * 3_600_000),
    key: awaitingKey(p.id),
  })
}

/**
 * End an undecided CASH or OFFLINE payment (`p` locked): cancelled, its deadline dropped, logged; when its target was
 * waiting on it, the target is payable again with a new pay timer. Locks in the order every path that moves both
 * takes (reject, confirm): the payment row (the caller), then the target.
 */
async function endByHand(tc: Scope, p: Row, why: 'withdrawn' | 'lapsed' | 'superseded', by: number | null): Promise<Row> {
  const t = await target().load(tc as RequestCtx, p.target_id, { forUpdate: true })
  const row = (await repo.update(tc.db, p.id, { status: 'cancelled', reason: why })) as Row
  await cancelJob(tc.db, LAPSE, awaitingKey(p.id))
  if (p.status === 'awaiting' && t?.state === 'awaiting') await target().rejected(tc as RequestCtx, p.target_id)
  await repo.log(tc.db, { tenant_id: tc.tenantId, payment_id: p.id, channel: p.channel, kind: why, detail: { by } })
  return row
}

/** The shopper takes back the CASH choice or OFFLINE transfer of `payNo` nobody decided: payable again (another channel, or later). */
export function withdraw(c: UserCtx, payNo: string): Promise<{ payNo: string; withdrawn: number }> {
  return inTx(c, async (tc) => {
    const t = await ownTarget({ ...tc, userId: c.userId }, payNo)
    let withdrawn = 0
    for (const { id } of await repo.openByHand(tc.db, tc.tenantId, t.id, 0, OPEN_BY_HAND)) {
      const p = (await repo.byId(tc.db, c.tenantId, id, { forUpdate: true })) as Row | undefined
      if (!p || p.user_id !== c.userId || !OPEN_BY_HAND.includes(p.status)) continue
      await endByHand(tc, p, 'withdrawn', c.userId)
      withdrawn++
    }
    if (!withdrawn) throw E.state()
    return { payNo: t.id, withdrawn }
  })
}

// nobody decided in time: back to "to pay" (the order's own timer then cancels it if it stays unpaid), and the shopper is told
registerJob(LAPSE, async (c, { paymentId }: { paymentId: number }) => {
  await inTx(c, async (tc) => {
    const p = (await repo.byId(tc.db, tc.tenantId, paymentId, { forUpdate: true })) as Row | undefined
    if (!p || p.status !== 'awaiting') return
    const row = await endByHand(tc, p, 'lapsed', null)
    const recharge = p.target_id.startsWith('R')
    await messageService.notify(tc, {
      userId: p.user_id,
      group: 'wallet',
      key: 'message.paymentLapsed',
      params: { payNo: p.target_id, amount: p.amount, currency: p.currency },
      link: recharge ? `/pages/systemPay/wallet/recharge?id=${p.target_id}` : `/pages/systemPay/order/details/index?payNo=${p.target_id}`,
    })
    return row
  })
})

/**
 * A target was paid by payment `paidId`: its other CASH and OFFLINE payments nobody decided are cancelled (#28 item
 * 6). Queued in the paying transaction and run after it: each is locked on its own, never while the paying
 * transaction holds the target (that order of locks would deadlock against a merchant deciding one of them).
 */
export async function closeOthersLater(tc: Scope, targetId: string, paidId: number) {
  if ((await repo.openByHand(tc.db, tc.tenantId, targetId, paidId, OPEN_BY_HAND)).length)
    await enqueueJob(tc.db, { tenantId: tc.tenantId, kind: SUPERSEDED, payload: { targetId, paidId }, key: `others:${targetId}` })
}

registerJob(SUPERSEDED, async (c, { targetId, paidId }: { targetId: string; paidId: number }) => {
  for (const { id } of await repo.openByHand(c.db, c.tenantId, targetId, paidId, OPEN_BY_HAND))
    await inTx(c, async (tc) => {
      const p = (await repo.byId(tc.db, tc.tenantId, id, { forUpdate: true })) as Row | undefined
      if (p && OPEN_BY_HAND.includes(p.status)) await endByHand(tc, p, 'superseded', null)
    })
})

// ---------------------------------------------------------------- online: notifications and the local gateway

/**
 * A gateway's notification (HTTP notify endpoint, or the local gateway's delivery job). A bad signature,
 * an unknown payment or a wrong amount changes nothing and is logged ('rejected'); a repeat of a settled
 * payment is acknowledged without effect; FAILED after paid (out of order) is ignored.
 */
export async function receiveNotification(
  c: Scope,
  channel: string,
  headers: Record<string, unknown>,
  body: unknown,
  raw: string | undefined,
): Promise<'ack' | 'rejected'> {
  const log = (payment_id: number | null, kind: string, detail: unknown) =>
    repo.log(c.db, { tenant_id: c.tenantId, payment_id, channel: channel.slice(0, 20), kind, detail })
  if (!isOnline(channel)) {
    await log(null, 'notify_rejected', { why: 'channel' })
    return 'rejected'
  }
  const secret = await channelSecret(c, channel)
  const v = secret === null ? ({ ok: false, why: 'no secret configured' } as const) : verifyNotice(secret, headers, raw, body)
  if (!v.ok) {
    c.log?.warn({ channel, why: v.why }, 'payment notification refused')
    await log(null, 'notify_rejected', { why: v.why })
    return 'rejected'
  }
  const n: Notice = v.notice
  if (n.kind === 'refund') return receiveRefundNotice(c, channel, n)
  const id = /^P([1-9][0-9]{0,15})$/.exec(n.outTradeNo)?.[1]
  return inTx(c, async (tc) => {
    const p = id ? ((await repo.byId(tc.db, tc.tenantId, Number(id), { forUpdate: true })) as Row | undefined) : undefined
    const tlog = (kind: string, detail: unknown) => repo.log(tc.db, { tenant_id: tc.tenantId, payment_id: p?.id ?? null, channel, kind, detail })
    if (!p || p.channel !== channel) {
      c.log?.warn({ channel, outTradeNo: n.outTradeNo }, 'payment notification for an unknown payment')
      await tlog('notify_unknown', n)
      return 'rejected'
    }
    if (n.amount !== p.amount || n.currency !== p.currency) {
      c.log?.warn({ channel, payment: p.id, amount: n.amount }, 'payment notification with a wrong amount')
      await tlog('notify_amount', n)
      return 'rejected'
    }
    if (n.status === 'FAILED') {
      if (p.status === 'pending' || p.status === 'created') await repo.update(tc.db, p.id, { status: 'failed', gateway_ref: n.gatewayRef })
      await tlog(p.status === 'pending' || p.status === 'created' ? 'notify_failed' : 'notify_ignored', n)
      return 'ack'
    }
    if (p.status === 'paid' || p.status === 'refunded') {
      await tlog('notify_duplicate', n)
      return 'ack'
    }
    await repo.update(tc.db, p.id, { gateway_ref: n.gatewayRef })
    const after = await settle(tc, p)
    await tlog(after.status === 'paid' ? 'notify_paid' : 'notify_late', n)
    return 'ack'
  })
}

/** How the local gateway reaches our notify endpoint: POST `notifyPath(tenant, channel)` (set by payment.routes.ts to the app's own route). */
type Delivery = (tenant: string, channel: string, headers: Record<string, string>, body: Record<string, unknown>) => Promise<boolean>
let deliver: Delivery | undefined
export const setNotifyDelivery = (d: Delivery) => {
  deliver = d
}

/**
 * The local gateway's delivery: sign like the gateway, POST it to the tenant's notify path (what a real
 * gateway calls: the tenant in the path, no tenant header), and throw (retry with backoff) until acknowledged.
 */
export const NOTIFY_JOB = 'payment:notify'
registerJob(
  NOTIFY_JOB,
  async (ctx, payload: { channel: string; body: Record<string, unknown> }) => {
    const secret = await channelSecret(ctx, payload.channel)
    // the channel lost its secret since (the local gateway turned off): nothing to sign with, nothing to deliver
    if (secret === null) return
    const headers = signedHeaders(secret, payload.body)
    if (!deliver) throw new Error('no notify delivery: the payment routes are not registered in this process')
    // the job's tenant (the payment's) names the path
    if (!(await deliver(await repo.tenantCode(ctx.db, ctx.tenantId), payload.channel, headers, payload.body))) throw new Error('notification not acknowledged')
  },
  { maxAttempts: 8, backoffMs: (n) => Math.min(2000 * 2 ** (n - 1), 30 * 60_000) },
)

/** The hosted page's view of a payment (by its token, whatever the request's tenant). */
export async function gatewayPayment(c: RequestCtx, channel: string, token: string) {
  if (!c.config?.localGateway) return undefined
  const p = (await repo.byToken(c.db, token)) as Row | undefined
  if (!p || p.channel !== channel) return undefined
  const t = await target().load({ ...c, tenantId: p.tenant_id }, p.target_id)
  return { p, subject: t?.subject ?? p.target_id }
}

/** The hosted page's buttons: pay or fail. The gateway then notifies us asynchronously. */
export async function gatewayAct(c: RequestCtx, channel: string, token: string, action: 'pay' | 'fail'): Promise<Row | undefined> {
  if (!c.config?.localGateway) return undefined
  const p = (await repo.byToken(c.db, token)) as Row | undefined
  if (!p || p.channel !== channel) return undefined
  if (p.status !== 'pending') return p
  const body = {
    notifyId: crypto.randomUUID(),
    outTradeNo: `P${p.id}`,
    amount: p.amount,
    currency: p.currency,
    status: action === 'pay' ? 'SUCCESS' : 'FAILED',
    gatewayRef: `LOCAL-${p.token!.slice(0, 12)}`,
  }
  await enqueueJob(c.db, { tenantId: p.tenant_id, kind: NOTIFY_JOB, payload: { channel, body }, key: `${p.id}:${action}` })
  return p
}

/** The payment log (tests, support). */
export const events = (c: Scope) => repo.events(c.db, c.tenantId)

export type { Db }

/** Online channels a tenant has on that cannot be paid: no secret configured and the local gateway off (said at start). */
export async function channelsWithoutSecret(c: Scope): Promise<PayChannel[]> {
  const s = await paySetting(c)
  const on = PAY_CHANNELS.filter((ch) => isOnline(ch) && (s.channels[ch] ?? []).length > 0)
  const out: PayChannel[] = []
  for (const ch of on) if ((await channelSecret(c, ch, s)) === null) out.push(ch)
  return out
}

/** The payment module as the flows see it (its face, re-exported by index.ts): the money steps above. */
export const paymentService = {
  channelsWithoutSecret,
  postArrival,
  markPaymentPaid,
  logPayment,
  refundPayment,
  refund,
  refundPaidBack,
  payByBalanceInternal,
  /** the pay password check with its lock (5 wrong tries lock it): every money move a user makes with the password (transfer, convert) */
  checkPayPassword,
}
