import dayjs from 'dayjs'
import { APPROVAL_KINDS, APPROVAL_REASON_MAX, type ApprovalKind, type ApprovalState } from '~types/approval-codes'
import type { ApprovalItem, ApprovalSummary } from '~types/approval'

/* The review queue's calls are `api.approval.list/detail/decide` (@/core/request, typed by types/approval.ts), their
   query keys `keyOf('approval.list', kind, state)`, `areaKey('approval')`; private pictures `PrivateImage` of core/ui. */
export type { ApprovalItem, ApprovalKind, ApprovalState, ApprovalSummary }
export { APPROVAL_KINDS, APPROVAL_REASON_MAX }

export const PAGE_SIZE = 10
/** The state filter's choices, in order (pending first: what waits). */
export const STATE_FILTERS = ['pending', 'approved', 'rejected', 'cancelled', 'all'] as const
export type StateFilter = (typeof STATE_FILTERS)[number]

/** A kind the tabs know, from a page parameter (anything else: all kinds). */
export const kindOf = (v: string | undefined): ApprovalKind | undefined =>
  (APPROVAL_KINDS as readonly string[]).includes(v ?? '') ? (v as ApprovalKind) : undefined

/** `2026-11-27 10:00` in the device's time zone. */
export const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm')

type Value = ApprovalSummary[string]
/** The keys the desk knows, in the order it shows them (the others follow as written). */
export const FIRST_KEYS = [
  'realName',
  'idNumber',
  'identityCheck',
  'holder',
  'bankName',
  'card',
  'amount',
  'fee',
  'currency',
  'shopName',
  'phone',
  'note',
  // shop and agency applications
  'shopKind',
  'subject',
  'companyName',
  'legalName',
  'category',
  'region',
  'address',
  'branch',
  'account',
  'agent',
  'level',
  'contactName',
] as const
/**
 * A summary as rows to show, whatever the kind (a later kind renders without code here): every key but
 * `images`, the known ones first, its value as text (a list joined, yes/no, a dash for nothing); `images`
 * apart (private upload ids the desk shows as pictures).
 */
export function summaryRows(
  s: ApprovalSummary,
  yesNo: (v: boolean) => string,
  /** keys shown first, in this order (the database keeps a summary's keys in an order of its own) */
  first: readonly string[] = FIRST_KEYS,
): { rows: Array<{ key: string; value: string }>; images: string[]; imageLabels: string[] } {
  const text = (v: Value): string => (v === null ? '—' : typeof v === 'boolean' ? yesNo(v) : Array.isArray(v) ? v.join(', ') : String(v))
  const images = Array.isArray(s.images) ? s.images : []
  // what each picture is (a shop application's licence and ID sides), shown under it
  const imageLabels = Array.isArray(s.imageLabels) ? s.imageLabels : []
  const rank = (k: string) => (first.includes(k) ? first.indexOf(k) : first.length)
  const rows = Object.entries(s)
    .filter(([k]) => k !== 'images' && k !== 'imageLabels')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, v]) => ({ key, value: text(v) }))
  return { rows, images, imageLabels }
}
