import type { RefundAction, RefundDetail, RefundState } from '~types/refund'
import { REFUND_PROOF_TYPES, RefundCodes } from '~types/refund-codes'
import { areaKey, invalidate } from '@/core/data'

/* The refund calls are `api.refund.*` (@/core/request, typed by types/refund.ts); here what the area adds to them. */

export const PAGE_SIZE = 10
/** The shopper's list tabs: the query's `state` (`open` = not finished). */
export const SHOPPER_TABS = ['all', 'open', 'success', 'closed'] as const
/** The merchant's list tabs (default `open`). */
export const MERCHANT_TABS = ['open', 'requesting', 'returning', 'all'] as const
/** The desk's list tabs (default `disputed`). */
export const STAFF_TABS = ['disputed', 'open', 'all'] as const
export type RefundTab = (typeof SHOPPER_TABS)[number] | (typeof MERCHANT_TABS)[number] | (typeof STAFF_TABS)[number]

/** A request changed: refunds and orders (their lines' refund state, the refund tab's count) are fetched again. */
export const invalidateRefunds = () => invalidate(areaKey('refund'), areaKey('order'), areaKey('payment'))

/** Buttons in the order they show; the server says which apply (`detail.actions`). */
export const ACTION_ORDER: RefundAction[] = ['withdraw', 'dispute', 'reapply', 'ship', 'reject', 'agree', 'receive', 'paidBack', 'close', 'force']
export const actionsOf = (d: Pick<RefundDetail, 'actions'>) => ACTION_ORDER.filter((a) => d.actions.includes(a))
/** States whose button is the primary one of the bar. */
export const PRIMARY: RefundAction[] = ['ship', 'agree', 'receive', 'paidBack', 'force', 'reapply']

/** Typed amount (major units, at most two decimals) -> minor units; null when it is not a number. */
export function toMinor(text: string): number | null {
  const s = text.trim()
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(s)) return null
  const [a, b = ''] = s.split('.')
  return Number(a) * 100 + Number(b.padEnd(2, '0'))
}
/** Minor units -> the input's text (`1234` -> `12.34`). */
export const fromMinor = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`

/** A picked picture is jpg/jpeg/png: by its name's extension, else by its type; unknown passes (the server decides). */
export function isProofType(path: string, type?: string): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(path.split('?')[0])?.[1]?.toLowerCase()
  if (ext && !path.startsWith('blob:')) return (REFUND_PROOF_TYPES as readonly string[]).includes(ext)
  if (type) return /^image\/(jpe?g|png)$/i.test(type) || (REFUND_PROOF_TYPES as readonly string[]).includes(type.toLowerCase())
  return true
}

/** The apply form's field a refusal names (shown under that field). */
export type ApplyField = 'lines' | 'amount' | 'reason' | 'proofs' | 'type' | 'description'
export function fieldOf(code: number, field?: string): ApplyField | null {
  if (code === RefundCodes.LINES || code === RefundCodes.OPEN || code === RefundCodes.TOO_MANY) return 'lines'
  if (code === RefundCodes.AMOUNT) return 'amount'
  if (code === RefundCodes.REASON) return 'reason'
  if (code === RefundCodes.PROOF) return 'proofs'
  if (code === RefundCodes.RETURN_NOT_SHIPPED) return 'type'
  const f = field?.split(/[./[]/).find(Boolean)
  if (f === 'lines' || f === 'amount' || f === 'reason' || f === 'description' || f === 'type') return f
  if (f === 'proofIds') return 'proofs'
  return null
}

export const FINISHED: RefundState[] = ['success', 'closed']
