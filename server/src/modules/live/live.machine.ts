import type { Updateable } from 'kysely'
import type { LiveStatus } from '../../../../types/live-codes.js'
import type { RequestCtx } from '../../core/context.js'
import { liveErrors as E } from './live.errors.js'
import { liveRepo as repo, type LiveRoomRow } from './live.repository.js'
import type { LiveTables } from './live.schema.js'

/**
 * THE live room machine: every transition in one table, checked, applied by `transit` as one conditional update
 * on the status the room was read in (a parallel change makes it a 409, LiveCodes.STATE).
 *
 * scheduled -> live (the merchant starts) -> ended (the merchant or staff ends); scheduled -> ended (called off
 * before it started). ended is final: nothing is pinned, entered or started there any more.
 */
export type LiveEvent = 'start' | 'end'

export const TRANSITIONS: Record<LiveEvent, { from: LiveStatus[]; to: LiveStatus }> = {
  start: { from: ['scheduled'], to: 'live' },
  end: { from: ['scheduled', 'live'], to: 'ended' },
}

export const canDo = (status: string, event: LiveEvent) => TRANSITIONS[event].from.includes(status as LiveStatus)

/** The status after `event`, or the 409. */
export function next(status: string, event: LiveEvent): LiveStatus {
  if (!canDo(status, event)) throw E.state({ status, event })
  return TRANSITIONS[event].to
}

/** Statuses where the room still takes pins and viewers. */
export const isOpen = (status: string) => status !== 'ended'

/** Apply `event` in the caller's transaction; the moved row. */
export async function transit(
  c: Pick<RequestCtx, 'db' | 'tenantId'>,
  room: Pick<LiveRoomRow, 'id' | 'status'>,
  event: LiveEvent,
  set: Updateable<LiveTables['live_rooms']> = {},
): Promise<LiveRoomRow> {
  const to = next(room.status, event)
  const now = new Date()
  const stamp = event === 'start' ? { started_at: now } : { ended_at: now }
  const row = await repo.transit(c.db, c.tenantId, room.id, room.status, { ...stamp, ...set, status: to })
  if (!row) throw E.state({ status: room.status, event })
  return row
}
