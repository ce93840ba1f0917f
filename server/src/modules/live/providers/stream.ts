import type { RequestCtx } from '../../../core/context.js'

/** What a stream provider is told about a room. */
export interface StreamRoom {
  id: number
  /** the uploaded video's public address (the local provider plays it; a real one ignores it) */
  videoUrl: string
  /** the provider's reference of the room's stream (from `open`) */
  streamRef: string
}

/**
 * Where a live room's picture comes from (ADR 0107). The live module calls it at each step of the room's machine;
 * a real provider (a cloud live service) would hand out an ingest address for the merchant's encoder and a playback
 * address for viewers, and report a stream's start and end by signed callbacks.
 */
export interface StreamProvider {
  readonly name: string
  /** a stream for a new room; its reference is stored with the room */
  open(c: Pick<RequestCtx, 'tenantCode'>, room: { id: number; videoUrl: string }): Promise<{ streamRef: string }>
  /** the address viewers play, and whether the player loops it (a recorded video) */
  playback(room: StreamRoom): { url: string; loop: boolean }
  /** the room went live / ended: the provider starts or stops serving it */
  start(room: StreamRoom): Promise<void>
  stop(room: StreamRoom): Promise<void>
}
