// The message centre (ADR 0105): notices other modules write in their own transaction (an outbox), read by their
// user in the reader's language; a push to the user's open sockets after the notice's transaction committed.
import { ChatFrame } from '../../../../types/chat-codes.js'
import { NOTICE_GROUPS, type NoticeGroup } from '../../../../types/message-codes.js'
import type { GroupCountResult, NoticeItem, UnreadResult } from '../../../../types/message.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { hooks } from '../../core/hooks.js'
import { enqueueJob, registerJob } from '../../core/jobs.js'
import { hasMessage, t } from '../../i18n/index.js'
import { messageErrors as E } from './message.errors.js'
import { messageRepo as repo, type NoticeRow } from './message.repository.js'
import './message.hooks.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** What a module tells a user. */
export interface NoticeInput {
  userId: number
  group: NoticeGroup
  /** a key of server-message.json (`message.orderShipped`); its title is the key + `Title` */
  key: string
  /**
   * its placeholders; a parameter named `amount` or ending in `Amount` is money in minor units (an integer),
   * shown with two decimals
   */
  params?: Record<string, string | number>
  /** what it is about: a page of the app with its query (`/pages/order/form/info?id=12`) */
  link?: string
}

/** The job that pushes the badge after a notice committed; one pending per user (a burst collapses into one push). */
export const PUSH_JOB = 'message:push'

const isMoney = (k: string) => k === 'amount' || k.endsWith('Amount')
function shown(params: Record<string, string | number>) {
  const out: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(params)) out[k] = isMoney(k) && typeof v === 'number' ? (v / 100).toFixed(2) : v
  return out
}

/**
 * A notice for a user, written in the caller's transaction (`c.db`), and the push queued in it: both exist only
 * when the caller's transaction commits; the push runs after (job `message:push`). A key missing from the
 * locale files is a programming error (thrown, so the caller's test finds it).
 */
export async function notify(c: Scope, n: NoticeInput): Promise<void> {
  if (!hasMessage(n.key) || !hasMessage(`${n.key}Title`)) throw new Error(`notice text '${n.key}' (and '${n.key}Title') missing in server-message.json`)
  await repo.insert(c.db, c.tenantId, { userId: n.userId, group: n.group, key: n.key, params: n.params ?? {}, link: n.link ?? '' })
  await enqueueJob(c.db, { tenantId: c.tenantId, kind: PUSH_JOB, key: `${c.tenantId}:${n.userId}`, payload: { userId: n.userId } })
}

/** Demo data: a notice as it was at `at`, read or not (no push). */
export async function seedNotice(c: Scope, n: NoticeInput & { at: Date; read: boolean }): Promise<void> {
  await repo.insert(c.db, c.tenantId, { userId: n.userId, group: n.group, key: n.key, params: n.params ?? {}, link: n.link ?? '', at: n.at, read: n.read })
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

function item(c: Pick<RequestCtx, 'lang'>, r: NoticeRow): NoticeItem {
  const p = shown(r.params ?? {})
  return {
    id: Number(r.id),
    group: r.grp,
    title: t(c.lang, `${r.key}Title`, p),
    content: t(c.lang, r.key, p),
    link: r.link,
    createTime: iso(r.created_at)!,
    read: r.read_at !== null,
    readTime: iso(r.read_at),
  }
}

/** The chat module's unread of the user (0 without a chat module). */
const chatUnread = (c: RequestCtx, userId: number) => hooks.get('chat.unread', async () => 0)(c, userId)

/** Unread of every notice group plus the chats: the user tab's badge. */
async function totalUnread(c: RequestCtx, userId: number) {
  const [notices, chats] = await Promise.all([repo.unread(c.db, c.tenantId, userId), chatUnread(c, userId)])
  return notices + chats
}

export async function groupCount(c: UserCtx): Promise<GroupCountResult> {
  const [rows, chats] = await Promise.all([repo.groups(c.db, c.tenantId, c.userId), chatUnread(c, c.userId)])
  const last = new Map(
    (
      await repo.byIds(
        c.db,
        c.tenantId,
        rows.flatMap((r) => (r.lastId ? [r.lastId] : [])),
      )
    ).map((r) => [Number(r.id), r]),
  )
  const by = new Map(rows.map((r) => [r.group, r]))
  const groups = NOTICE_GROUPS.map((g) => {
    const r = by.get(g)
    const l = r?.lastId ? last.get(r.lastId) : undefined
    return { group: g, unreadCount: r?.unread ?? 0, lastTitle: l ? item(c, l).title : '', lastTime: l ? iso(l.created_at)! : '' }
  })
  const all = [...groups, { group: 'chat' as const, unreadCount: chats, lastTitle: '', lastTime: '' }]
  return { groups: all, total: all.reduce((s, g) => s + g.unreadCount, 0) }
}

export async function list(c: UserCtx, group: NoticeGroup, q: { pageNum?: number; pageSize?: number }) {
  const { rows, total } = await repo.page(c.db, c.tenantId, c.userId, group, paging(q))
  return { rows: rows.map((r) => item(c, r)), total }
}

export async function detail(c: UserCtx, id: number): Promise<NoticeItem> {
  const r = await repo.own(c.db, c.tenantId, c.userId, id)
  if (!r) throw E.notFound()
  return item(c, r)
}

async function unreadOf(c: UserCtx, group: NoticeGroup): Promise<UnreadResult> {
  const [unread, total] = await Promise.all([repo.unread(c.db, c.tenantId, c.userId, group), totalUnread(c, c.userId)])
  return { group, unread, total }
}

export async function read(c: UserCtx, id: number): Promise<UnreadResult> {
  const r = await repo.own(c.db, c.tenantId, c.userId, id)
  if (!r) throw E.notFound()
  await repo.markRead(c.db, c.tenantId, c.userId, id)
  return unreadOf(c, r.grp)
}

export async function readGroup(c: UserCtx, group: NoticeGroup): Promise<UnreadResult> {
  await repo.markGroupRead(c.db, c.tenantId, c.userId, group)
  return unreadOf(c, group)
}

/**
 * The push (job `message:push`, after the notice's transaction committed): the counts as they are now, to the
 * user's open sockets on any node. Without a realtime hub (a bare script) it does nothing: the next read of
 * `group/count` shows them.
 */
registerJob(
  PUSH_JOB,
  async (c, p: { userId: number }) => {
    const group = await repo.newestGroup(c.db, c.tenantId, p.userId)
    if (!group || !c.realtime) return
    const [unread, total] = await Promise.all([repo.unread(c.db, c.tenantId, p.userId, group), totalUnread(c, p.userId)])
    await c.realtime.deliver(c.tenantId, [p.userId], { t: ChatFrame.NOTICE, d: { group, unread, total } })
  },
  { maxAttempts: 3 },
)

/** The message module as others see it (its face, re-exported by index.ts). */
export const messageService = { notify, seedNotice }
