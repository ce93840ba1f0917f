// What the live area adds to its calls: the calls are `api.live.*` (@/core/request, built from types/live.ts), their
// keys `keyOf('live.list')`, `areaKey('live')` (@/core/data).
import type { PayPlatform } from '~types/payment'
import type { LiveStatus } from '~types/live-codes'
import { areaKey, invalidate } from '@/core/data'

export const PAGE_SIZE = 10
/** How often an open room asks again (status, viewers, pins and their prices) while it is on screen. */
export const ROOM_POLL_MS = 15_000
/** Chat lines shown over the video (the newest). */
export const CHAT_LINES = 30

/** The client platform the cashier's channels are asked for (the balance's channel and the pay password state). */
export const PLATFORM: PayPlatform = (() => {
  const env = process.env.TARO_ENV
  return env === 'weapp' || env === 'alipay' || env === 'tt' || env === 'rn' ? env : 'h5'
})()

/** A room changed (created, started, ended, pinned): the lists and rooms are asked again. */
export const invalidateLive = () => invalidate(areaKey('live'))

const p2 = (n: number) => String(n).padStart(2, '0')
/** ISO time -> `MM-DD HH:mm` in the device's zone (the year when it is not this year). */
export function when(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  const head = d.getFullYear() === new Date().getFullYear() ? '' : `${d.getFullYear()}-`
  return `${head}${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}`
}

/** `YYYY-MM-DD` and `HH:mm` of a time in the device's zone (the date and time pickers' values). */
export const dateText = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`
export const timeText = (d: Date) => `${p2(d.getHours())}:${p2(d.getMinutes())}`
/** The pickers' date and time (device zone) as an ISO instant; null when they do not make one. */
export function toIso(date: string, time: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const n = /^(\d{2}):(\d{2})$/.exec(time)
  if (!m || !n) return null
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(n[1]), Number(n[2]))
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** Status badge classes (shared stylesheet): over a card's picture, or `inline` in a row. */
export const badge = (status: LiveStatus, inline = false) =>
  `${inline ? 'lv-badge lv-badge--inline' : 'lv-badge'} ${{ live: 'lv-badge--live', scheduled: 'lv-badge--soon', ended: 'lv-badge--ended' }[status]}`
