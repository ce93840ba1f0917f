import type { LogisticsEvent } from '../../../../types/order.js'
import type { RequestCtx } from '../../core/context.js'
import { t } from '../../i18n/index.js'
import type { Locale } from '../../../../types/constants.js'

/** A carrier's tracking API as the order module sees it (a real provider calls the carrier). */
export interface LogisticsProvider {
  track(q: { carrier: string; trackingNo: string; shippedAt: Date; destination: string; lang: Locale; now: Date }): Promise<LogisticsEvent[]>
}

const H = 3600_000
/** The steps of a parcel and when they happen after shipping (hours; a little spread by the tracking number). */
const STEPS: Array<[status: string, key: string, hours: number]> = [
  ['collected', 'collected', 0],
  ['in_transit', 'sorting', 3],
  ['in_transit', 'departed', 7],
  ['in_transit', 'arrived', 22],
  ['delivering', 'delivering', 30],
  ['delivered', 'delivered', 34],
]

/**
 * The local provider: a believable timeline derived from the ship time (so it moves on as time
 * passes and answers the same every time): collected, sorting, departed, arrived at the destination
 * city, out for delivery, delivered. Only the steps whose time has come are shown, newest first.
 */
export const localLogistics: LogisticsProvider = {
  async track({ carrier, trackingNo, shippedAt, destination, lang, now }) {
    let seed = 0
    for (const ch of trackingNo) seed = (seed * 31 + ch.charCodeAt(0)) % 997
    const spread = (i: number) => (i === 0 ? 0 : ((seed * (i + 3)) % 60) * 60_000)
    return STEPS.map(([status, key, h], i) => ({ at: new Date(shippedAt.getTime() + h * H + spread(i)), status, key }))
      .filter((s) => s.at <= now)
      .reverse()
      .map((s) => ({
        time: s.at.toISOString(),
        status: s.status,
        text: t(lang, `order.track${s.key[0].toUpperCase()}${s.key.slice(1)}`, { carrier, destination: destination || '-' }),
      }))
  },
}

/**
 * The provider in use, chosen like the other outside services (ADR 0064): one today; a carrier's API
 * would be chosen here from the configuration.
 */
export const logisticsProvider = (_c: Pick<RequestCtx, 'config'>): LogisticsProvider => localLogistics
