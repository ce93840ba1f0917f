// The share area's own bits beside its server calls (`api.share.*`, keys `keyOf('share.<record>')`):
// page size, a voucher's terms as text.
import dayjs from 'dayjs'
import type { HeldVoucher, MyClaim, ShareClaim, ShareCoupon, ShareDetail, ShareItem } from '~types/share'
import { money } from '@/core/format/money'

export const PAGE_SIZE = 10
export type { HeldVoucher, MyClaim, ShareClaim, ShareCoupon, ShareDetail, ShareItem }

type T = (k: 'noMinimum' | 'minimum' | 'percentOff', o?: Record<string, unknown>) => string
type Terms = Pick<ShareCoupon, 'type' | 'threshold' | 'discount'>

/** What the voucher takes off, as the server's numbers say it: `¥10.00` or `10% off`. */
export const discountText = (c: Terms, t: T) => (c.type === 'percent' ? t('percentOff', { n: c.discount }) : money(c.discount))
/** Its threshold: `No minimum` or `Spend ¥199.00`. */
export const thresholdText = (c: Terms, t: T) => (c.threshold > 0 ? t('minimum', { amount: money(c.threshold) }) : t('noMinimum'))
/** A time as the lists show it. */
export const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm')
export const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD')
