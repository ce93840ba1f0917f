// Exact arithmetic of conversions: rates are integers times 10^8, amounts integers in minor units (1/100 of every
// currency, as everywhere in the app), products in BigInt; no float ever touches money.
import { RATE_DECIMALS } from '../../../../types/transfer-codes.js'

const SCALE = 10n ** BigInt(RATE_DECIMALS)
/** minor units per major unit (every currency of the app: money.ts formats /100) */
const MINOR_DIGITS = 2

/** `'0.1381'` -> 13_810_000 (times 10^8); undefined when it is not above zero. The text's shape is the schema's. */
export function parseRate(text: string): number | undefined {
  const [whole, frac = ''] = text.split('.')
  const v = BigInt(whole) * SCALE + BigInt(frac.padEnd(RATE_DECIMALS, '0'))
  return v > 0n ? Number(v) : undefined
}

/** `v` / 10^places as decimal text, trailing zeros dropped but `minPlaces` kept: (13_810_000n, 8) -> '0.1381'. */
export function decimal(v: bigint, places: number, minPlaces = 2): string {
  const neg = v < 0n
  const a = neg ? -v : v
  const s = a.toString().padStart(places + 1, '0')
  const whole = s.slice(0, s.length - places)
  let frac = s.slice(s.length - places).replace(/0+$/, '')
  if (frac.length < minPlaces) frac = frac.padEnd(minPlaces, '0')
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`
}

/** 13_810_000 -> '0.1381'; 720_000_000 -> '7.20' */
export const formatRate = (rateE8: number) => decimal(BigInt(rateE8), RATE_DECIMALS)

export interface Converted {
  /** amount * rate rounded DOWN to the minor unit */
  toAmount: number
  /** the unrounded result, in major units of the target currency */
  exact: string
  /** exact - toAmount: what the rounding keeps back (less than one minor unit), in major units */
  roundedOff: string
  rounded: boolean
}

/** `amount` minor units at `rateE8`: the result rounded down, the exact value and what was rounded off. */
export function convertAmount(amount: number, rateE8: number): Converted {
  const product = BigInt(amount) * BigInt(rateE8) // minor units times 10^8
  const rest = product % SCALE
  const places = RATE_DECIMALS + MINOR_DIGITS
  return { toAmount: Number(product / SCALE), exact: decimal(product, places), roundedOff: decimal(rest, places), rounded: rest !== 0n }
}
