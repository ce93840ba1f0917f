import type { LiveCreateBody, LiveEnter, LivePin, LiveRoom, LiveRoomDetail } from '../../../../types/live.js'
import { LIVE_LIMITS } from '../../../../types/live-codes.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { catalogService } from '../catalog/index.js'
import { chatService } from '../chat/index.js'
import { shopService } from '../shop/index.js'
import { uploadService } from '../upload/index.js'
import { liveErrors as E } from './live.errors.js'
import { isOpen, transit } from './live.machine.js'
import { liveRepo as repo, type LiveRoomRow } from './live.repository.js'
import { localStream } from './providers/stream-local.js'
import type { StreamProvider, StreamRoom } from './providers/stream.js'

type Ctx = RequestCtx
const inTx = <T, C extends Ctx>(c: C, fn: (tc: C) => Promise<T>): Promise<T> =>
  c.db.isTransaction ? fn(c) : c.db.transaction().execute((tx) => fn({ ...c, db: tx }))

/** The tenant's stream provider: the local one (no streaming service's account exists here; ADR 0107). */
export const streamProvider = (_c: Pick<Ctx, 'tenantId'>): StreamProvider => localStream

/** Kinds of upload a room takes. */
const VIDEO_EXTS = ['mp4', 'mov'] as const
const COVER_EXTS = ['jpg', 'jpeg', 'png', 'webp'] as const

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
const streamRoom = (r: LiveRoomRow): StreamRoom => ({ id: r.id, videoUrl: r.video_url, streamRef: r.stream_ref })

async function toRooms(c: Ctx, rows: LiveRoomRow[]): Promise<LiveRoom[]> {
  const [shops, pins] = await Promise.all([
    shopService.shopKinds(
      c,
      rows.map((r) => r.shop_id),
    ),
    repo.pins(
      c.db,
      c.tenantId,
      rows.map((r) => r.id),
    ),
  ])
  return rows.map((r) => ({
    id: r.id,
    shopId: r.shop_id,
    shopName: shops.get(r.shop_id)?.name ?? '',
    title: r.title,
    cover: r.cover_url,
    status: r.status,
    startAt: iso(r.start_at)!,
    startedAt: iso(r.started_at),
    endedAt: iso(r.ended_at),
    viewers: r.viewers,
    pinCount: pins.filter((p) => p.room_id === r.id).length,
  }))
}

/** A room with its playback (only while live: a stream exists then) and its pins with the catalogue's numbers now. */
async function toDetail(c: Ctx, r: LiveRoomRow): Promise<LiveRoomDetail> {
  const [room] = await toRooms(c, [r])
  const pins = await repo.pins(c.db, c.tenantId, [r.id])
  const brief = await catalogService.productsBrief(
    c,
    pins.map((p) => p.product_id),
  )
  const play = r.status === 'live' ? streamProvider(c).playback(streamRoom(r)) : { url: '', loop: false }
  return {
    ...room,
    playbackUrl: play.url,
    loop: play.loop,
    conversationId: r.conversation_id,
    pins: pins.flatMap((p): LivePin[] => {
      const b = brief.get(p.product_id)
      if (!b) return []
      return [
        {
          productId: b.id,
          title: b.title,
          image: b.image,
          price: b.price,
          originalPrice: b.originalPrice,
          inStock: b.inStock,
          onSale: b.productOn && b.shopOpen,
        },
      ]
    }),
  }
}

async function roomOf(c: Ctx, id: number, o: { forUpdate?: boolean } = {}) {
  const r = await repo.byId(c.db, c.tenantId, id, o)
  if (!r) throw E.room()
  return r
}

/** A room of one of the merchant's shops; another shop's (or tenant's) is a 404, as if it did not exist. */
async function ownRoom(c: UserCtx, id: number, o: { forUpdate?: boolean } = {}) {
  const r = await roomOf(c, id, o)
  if (!(await shopService.shopIdsOfOwner(c, c.userId)).includes(r.shop_id)) throw E.room()
  return r
}

// ---------------------------------------------------------------- viewers

/** Rooms: live first, then scheduled by start, then ended. */
export async function list(c: Ctx, q: { pageNum?: number; pageSize?: number }) {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.page(c.db, c.tenantId, { limit, offset })
  return { rows: await toRooms(c, rows), total }
}

export async function detail(c: Ctx, id: number): Promise<LiveRoomDetail> {
  return toDetail(c, await roomOf(c, id))
}

/** A signed-in viewer enters a scheduled or live room: joins its chat, counted once. */
export async function enter(c: UserCtx, id: number): Promise<LiveEnter> {
  return inTx(c, async (tc) => {
    const r = await roomOf(tc, id)
    if (!isOpen(r.status)) throw E.state({ status: r.status, event: 'enter' })
    await chatService.joinGroup(tc, r.conversation_id, tc.userId)
    const viewers = await repo.addViewer(tc.db, tc.tenantId, r.id, tc.userId)
    return { conversationId: r.conversation_id, viewers }
  })
}

// ---------------------------------------------------------------- merchants

export async function mine(c: UserCtx, q: { pageNum?: number; pageSize?: number }) {
  const { limit, offset } = paging(q)
  const shopIds = await shopService.shopIdsOfOwner(c, c.userId)
  const { rows, total } = await repo.page(c.db, c.tenantId, { limit, offset, shopIds })
  return { rows: await toRooms(c, rows), total }
}

export async function mineDetail(c: UserCtx, id: number): Promise<LiveRoomDetail> {
  return toDetail(c, await ownRoom(c, id))
}

/** A scheduled room of one of the merchant's shops, with its uploaded cover and video; its chat opens with it. */
export async function create(c: UserCtx, b: LiveCreateBody): Promise<LiveRoomDetail> {
  const title = b.title.trim()
  if (!title) throw E.title()
  const shops = await shopService.shopIdsOfOwner(c, c.userId)
  const shopId = b.shopId ?? shops[0]
  if (shopId === undefined || !shops.includes(shopId)) throw E.shop()
  const startAt = new Date(b.startAt)
  const now = Date.now()
  if (startAt.getTime() < now - LIVE_LIMITS.pastSlackMinutes * 60_000) throw E.startPast()
  if (startAt.getTime() > now + LIVE_LIMITS.scheduleDays * 86_400_000) throw E.startFar({ days: LIVE_LIMITS.scheduleDays })
  const [cover] = (await uploadService.ownPublicImages(c, c.userId, [b.coverId], COVER_EXTS)) ?? []
  if (!cover) throw E.cover()
  const [video] = (await uploadService.ownPublicImages(c, c.userId, [b.videoId], VIDEO_EXTS)) ?? []
  if (!video) throw E.video()
  return openRoom(c, { shopId, createdBy: c.userId, title, coverId: b.coverId, coverUrl: cover, videoId: b.videoId, videoUrl: video, startAt })
}

/** Write a room and open its chat and stream, in one transaction (also the seed's way in). */
async function openRoom(
  c: Ctx,
  p: { shopId: number; createdBy: number; title: string; coverId: string; coverUrl: string; videoId: string; videoUrl: string; startAt: Date },
): Promise<LiveRoomDetail> {
  return inTx(c, async (tc) => {
    const id = await repo.reserveId(tc.db)
    const provider = streamProvider(tc)
    // one after the other: both may write in this transaction
    const { conversationId } = await chatService.openGroup(tc, { bizid: `live:${id}`, title: p.title, shopId: p.shopId })
    const { streamRef } = await provider.open(tc, { id, videoUrl: p.videoUrl })
    const row = await repo.insert(tc.db, {
      id,
      tenant_id: tc.tenantId,
      shop_id: p.shopId,
      created_by: p.createdBy,
      title: p.title,
      cover_id: p.coverId,
      cover_url: p.coverUrl,
      video_id: p.videoId,
      video_url: p.videoUrl,
      stream_provider: provider.name,
      stream_ref: streamRef,
      start_at: p.startAt,
      status: 'scheduled',
      conversation_id: conversationId,
    })
    return toDetail(tc, row)
  })
}

export async function start(c: UserCtx, id: number): Promise<LiveRoomDetail> {
  return inTx(c, async (tc) => {
    const r = await transit(tc, await ownRoom(tc, id, { forUpdate: true }), 'start')
    await streamProvider(tc).start(streamRoom(r))
    return toDetail(tc, r)
  })
}

async function endRoom(c: Ctx, r: LiveRoomRow, by: 'merchant' | 'staff'): Promise<LiveRoomDetail> {
  const moved = await transit(c, r, 'end', { ended_by: by })
  await chatService.closeGroup(c, moved.conversation_id)
  await streamProvider(c).stop(streamRoom(moved))
  return toDetail(c, moved)
}

export async function end(c: UserCtx, id: number): Promise<LiveRoomDetail> {
  return inTx(c, async (tc) => endRoom(tc, await ownRoom(tc, id, { forUpdate: true }), 'merchant'))
}

/** Staff end any room of the tenant (a room left running, a rule broken). */
export async function staffEnd(c: UserCtx, id: number): Promise<LiveRoomDetail> {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
  return inTx(c, async (tc) => endRoom(tc, await roomOf(tc, id, { forUpdate: true }), 'staff'))
}

/** Pin a product of the room's shop that is on sale; at most LIVE_LIMITS.pins; pinning again keeps its place. */
export async function pin(c: UserCtx, id: number, productId: number): Promise<LiveRoomDetail> {
  return inTx(c, async (tc) => {
    // the room's row is locked: two pins at once never pass the limit together
    const r = await ownRoom(tc, id, { forUpdate: true })
    if (!isOpen(r.status)) throw E.state({ status: r.status, event: 'pin' })
    const p = (await catalogService.productsBrief(tc, [productId])).get(productId)
    if (!p || p.shopId !== r.shop_id || !p.productOn) throw E.product()
    const pins = await repo.pins(tc.db, tc.tenantId, [r.id])
    if (!pins.some((x) => x.product_id === productId)) {
      if (pins.length >= LIVE_LIMITS.pins) throw E.pinsFull({ max: LIVE_LIMITS.pins })
      await repo.addPin(tc.db, tc.tenantId, r.id, productId)
    }
    return toDetail(tc, r)
  })
}

export async function unpin(c: UserCtx, id: number, productId: number): Promise<LiveRoomDetail> {
  return inTx(c, async (tc) => {
    const r = await ownRoom(tc, id, { forUpdate: true })
    if (!isOpen(r.status)) throw E.state({ status: r.status, event: 'unpin' })
    await repo.removePin(tc.db, tc.tenantId, r.id, productId)
    return toDetail(tc, r)
  })
}

/** Seed only: a room of a shop from files already stored as the merchant's uploads, moved to `status`, with pins. */
export async function seedRoom(
  c: Ctx,
  p: { shopId: number; ownerId: number; title: string; coverId: string; videoId: string; startAt: Date; live: boolean; productIds: number[] },
): Promise<number> {
  const [cover] = (await uploadService.ownPublicImages(c, p.ownerId, [p.coverId], COVER_EXTS)) ?? []
  const [video] = (await uploadService.ownPublicImages(c, p.ownerId, [p.videoId], VIDEO_EXTS)) ?? []
  if (!cover || !video) throw new Error('live seed: the demo cover or video is not stored')
  const room = await openRoom(c, {
    shopId: p.shopId,
    createdBy: p.ownerId,
    title: p.title,
    coverId: p.coverId,
    coverUrl: cover,
    videoId: p.videoId,
    videoUrl: video,
    startAt: p.startAt,
  })
  for (const productId of p.productIds) await repo.addPin(c.db, c.tenantId, room.id, productId)
  if (p.live) {
    await transit(c, { id: room.id, status: 'scheduled' }, 'start')
    await repo.backdate(c.db, room.id, p.startAt)
  }
  return room.id
}
