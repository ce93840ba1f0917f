import type { RequestCtx } from '../../core/context.js'
import { ledgerService, type AccountRef } from '../ledger/index.js'
import { settlementService } from '../settlement/index.js'
import type { WithdrawalRow } from './withdraw.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>
type W = Pick<WithdrawalRow, 'id' | 'withdraw_no' | 'user_id' | 'shop_id' | 'currency' | 'amount' | 'fee'>

/** The ledger's system account of money paid out to bank cards. */
export const PAYOUT_ACCOUNT = 'payout'
/** The ledger's system account of withdrawal fees (the platform's income). */
export const FEE_ACCOUNT = 'fee'
/** The system account holding a shop's money while its withdrawal is decided and paid. */
export const merchantHoldAccount = (shopId: number) => `merchant_hold:${shopId}`

/**
 * Where a withdrawal's money comes from and where it is held (ADR 0100): a user's own account and hold
 * account; a shop's merchant account (`noOverdraw`: a shop never takes out what it does not have) and its hold
 * account.
 */
function accountsOf(w: W): { source: AccountRef; hold: AccountRef; system: boolean } {
  if (w.shop_id !== null)
    return {
      source: { system: settlementService.merchantAccount(w.shop_id), currency: w.currency },
      hold: { system: merchantHoldAccount(w.shop_id), currency: w.currency },
      system: true,
    }
  return { source: { userId: w.user_id, currency: w.currency }, hold: { userId: w.user_id, currency: w.currency, hold: true }, system: false }
}

const total = (w: W) => w.amount + w.fee

/** At the request: amount + fee from the source to the hold, ONE posting ("insufficient account balance" when it does not fit). */
export function hold(c: Scope, w: W) {
  const a = accountsOf(w)
  return ledgerService.postTransaction(c, {
    kind: 'withdraw_hold',
    ref: `withdraw:${w.id}:hold`,
    memo: w.withdraw_no,
    entries: [
      { account: a.source, amount: -total(w), noOverdraw: true },
      { account: a.hold, amount: total(w) },
    ],
  })
}

/** Rejected or failed: exactly what was held (amount and fee) back to the source, once per withdrawal. */
export function release(c: Scope, w: W) {
  const a = accountsOf(w)
  return ledgerService.postTransaction(c, {
    kind: 'withdraw_release',
    ref: `withdraw:${w.id}:release`,
    memo: w.withdraw_no,
    entries: [
      { account: a.hold, amount: -total(w), noOverdraw: true },
      { account: a.source, amount: total(w) },
    ],
  })
}

/** Paid: the hold leaves, the amount to `payout`, the fee to `fee`, once per withdrawal. */
export function payOut(c: Scope, w: W) {
  const a = accountsOf(w)
  return ledgerService.postTransaction(c, {
    kind: 'withdraw_payout',
    ref: `withdraw:${w.id}:paid`,
    memo: w.withdraw_no,
    entries: [
      { account: a.hold, amount: -total(w), noOverdraw: true },
      { account: { system: PAYOUT_ACCOUNT, currency: w.currency }, amount: w.amount },
      ...(w.fee > 0 ? [{ account: { system: FEE_ACCOUNT, currency: w.currency }, amount: w.fee }] : []),
    ],
  })
}

/** A user's available and held money in a currency, or a shop's (its merchant and hold accounts). */
export async function balanceOf(c: Scope, owner: { userId: number } | { shopId: number }, currency: string): Promise<{ available: number; held: number }> {
  if ('userId' in owner) {
    const b = (await ledgerService.balances(c, owner.userId)).find((x) => x.currency === currency)
    return { available: b?.available ?? 0, held: b?.held ?? 0 }
  }
  const codes = [settlementService.merchantAccount(owner.shopId), merchantHoldAccount(owner.shopId)]
  const rows = (await ledgerService.systemBalances(c, codes)).filter((r) => r.currency === currency)
  return { available: Number(rows.find((r) => r.code === codes[0])?.balance ?? 0), held: Number(rows.find((r) => r.code === codes[1])?.balance ?? 0) }
}

/** Each shop's money per currency: available (its merchant account) and held (its hold account). */
export async function shopMoney(c: Scope, shopIds: number[]) {
  const rows = await ledgerService.systemBalances(
    c,
    shopIds.flatMap((id) => [settlementService.merchantAccount(id), merchantHoldAccount(id)]),
  )
  const out = new Map<number, Map<string, { currency: string; available: number; held: number }>>(shopIds.map((id) => [id, new Map()]))
  for (const r of rows) {
    const held = r.code.startsWith('merchant_hold:')
    const id = Number(r.code.slice(r.code.indexOf(':') + 1))
    const m = out.get(id)
    if (!m) continue
    const v = m.get(r.currency) ?? { currency: r.currency, available: 0, held: 0 }
    if (held) v.held += Number(r.balance)
    else v.available += Number(r.balance)
    m.set(r.currency, v)
  }
  return out
}
