// What the flash-sale area adds to its calls: the server's clock on this device, the countdown, a session's phase.
import type { FlashSession } from '~types/seckill'

/** Items and sessions a page on the workbench and the desk. */
export const PAGE_SIZE = 10

/** How far the server's clock is ahead of this device (ms), from the answer's `serverTime` and when it came. */
export const clockOffset = (serverTime: string, receivedAt: number) => Date.parse(serverTime) - receivedAt

/** A session's phase at the server's time `now` (ms). */
export function phaseOf(s: Pick<FlashSession, 'startsAt' | 'endsAt'>, now: number): 'upcoming' | 'running' | 'ended' {
  if (now < Date.parse(s.startsAt)) return 'upcoming'
  return now >= Date.parse(s.endsAt) ? 'ended' : 'running'
}

/** The session a page opens on: the one asked for, else the first running, else the next to start, else the first. */
export function pickSession<S extends Pick<FlashSession, 'id' | 'startsAt' | 'endsAt'>>(list: S[], now: number, asked?: number): S | undefined {
  return list.find((s) => s.id === asked) ?? list.find((s) => phaseOf(s, now) === 'running') ?? list.find((s) => phaseOf(s, now) === 'upcoming') ?? list[0]
}

/** A session's tab label: its start time `HH:mm` on this device. */
export function hhmm(iso: string): string {
  const d = new Date(iso)
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}

/** `YYYY-MM-DD HH:mm` typed on the desk -> an ISO time (this device's zone); null when it is not one. */
export function parseLocal(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(text.trim())
  if (!m) return null
  const [y, mo, d, h, mi] = m.slice(1).map(Number)
  const t = new Date(y, mo - 1, d, h, mi)
  if (t.getMonth() !== mo - 1 || t.getDate() !== d || h > 23 || mi > 59) return null
  return t.toISOString()
}
