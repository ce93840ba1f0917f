import dayjs from 'dayjs'
import { areaKey, invalidate, keyOf } from '@/core/data'
import { nav, parseQuery, type PageName } from '@/core/navigation'
import { routeByPath } from '@/routes/index'
import { NOTICE_GROUPS, type MessageGroup, type NoticeGroup } from '~types/message-codes'
import type { MessageGroupCount, NoticeItem } from '~types/message'

/* The centre's calls are `api.message.groupCount/list/detail/read/readGroup`, the announcements' `api.system.notices/
   noticeDetail`, the chats' `api.chat.list`, feedback `api.system.opinion` and the desk's `api.feedback.*` (@/core/request,
   typed by types/message.ts, system.ts, chat.ts, feedback.ts); query keys `keyOf('message.groupCount')` (the user tab's
   badge keeps its number under `keyOf('message.groupCount', 'badge')`, src/features/shell/page-shell.tsx), `keyOf('message.list', group)`, `areaKey('message')`. */
export type { MessageGroup, MessageGroupCount, NoticeGroup, NoticeItem }
export { NOTICE_GROUPS }

export const PAGE_SIZE = 10
/** The chat page of the chat area (opened by name: a page this area does not own). */
export const CHAT_PAGE: PageName = 'public/msg/chat'

/** A notice group from a page parameter (anything else: undefined). */
export const groupOf = (v: string | undefined): NoticeGroup | undefined =>
  (NOTICE_GROUPS as readonly string[]).includes(v ?? '') ? (v as NoticeGroup) : undefined

/** `2026-11-27 10:00` in the device's time zone; today's only the time. */
export function when(iso: string): string {
  if (!iso) return ''
  const d = dayjs(iso)
  return d.isSame(dayjs(), 'day') ? d.format('HH:mm') : d.format('YYYY-MM-DD HH:mm')
}

/** A text cut to `n` characters for a list row (the detail shows it whole). */
export const short = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n)}…` : s)

/** Badge text of a count: nothing at 0, "99+" above 99. */
export const countText = (n: number) => (n > 99 ? '99+' : String(n))

/** What the user tab's badge and the centre read again after a read, or when a frame says something changed. */
export const refreshCounts = () => invalidate(keyOf('message.groupCount'), areaKey('message'))

/**
 * Open what a notice is about: its link is a page of the app with its query (`/pages/order/form/info?id=12`).
 * False when the link is empty or names no page of the app (the notice is then shown in full instead).
 */
export function openLink(link: string): boolean {
  if (!link) return false
  const r = routeByPath(link)
  if (!r) return false
  const [, q] = link.split('?')
  void nav.to(r.name, parseQuery(q))
  return true
}
