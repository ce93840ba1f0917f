import Taro from '@tarojs/taro'
import { API_TABLE } from '~types/api-table'
import type { ChatImage } from '~types/chat'
import { CHAT_LIMITS } from '~types/chat-codes'
import { http } from '@/core/request'

/* The chat calls are `api.chat.*` (@/core/request, typed by types/chat.ts), the socket is @/core/chat; here what the area adds. */

export const INBOX_PAGE_SIZE = 20
/** a time line between two messages further apart than this */
export const TIME_GAP_MS = 5 * 60_000

/** `ref` of the page (`product:12`, `order:7`) -> addMerchant's `ref`; anything else: none. */
export function parseRef(ref: string | undefined): { kind: 'product' | 'order'; id: number } | undefined {
  const m = /^(product|order):(\d{1,10})$/.exec(ref ?? '')
  return m && Number(m[2]) > 0 ? { kind: m[1] as 'product' | 'order', id: Number(m[2]) } : undefined
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A message's time as a line between messages: `HH:mm` today, `MM-DD HH:mm` this year, else with the year. */
export function timeLine(iso: string, now = new Date()): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`
  if (d.toDateString() === now.toDateString()) return hm
  const md = `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${hm}`
  return d.getFullYear() === now.getFullYear() ? md : `${d.getFullYear()}-${md}`
}

/** Whether a time line goes before message `i` (the first, or after a gap). */
export function needsTimeLine(times: string[], i: number): boolean {
  if (i === 0) return true
  const a = Date.parse(times[i - 1])
  const b = Date.parse(times[i])
  return Number.isFinite(a) && Number.isFinite(b) && b - a > TIME_GAP_MS
}

/** Choose one picture and upload it as a chat picture (`mytio/chat/img`, field `uploadFile`); null when cancelled. */
export async function choosePicture(): Promise<{ path: string; size?: number } | null> {
  try {
    const r = await Taro.chooseImage({ count: 1, sizeType: ['compressed'] })
    const path = r.tempFilePaths[0]
    return path ? { path, size: r.tempFiles?.[0]?.size } : null
  } catch {
    return null
  }
}

export const tooBig = (size: number | undefined) => !!size && size > CHAT_LIMITS.imageBytes

export const uploadPicture = (path: string) => http.upload<ChatImage>(path, { name: 'uploadFile', row: API_TABLE.chat.image })
