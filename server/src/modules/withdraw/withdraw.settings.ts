import type { CashRule, CashSetting, CashSettingBody } from '../../../../types/withdraw.js'
import { FEE_BASIS_POINTS } from '../../../../types/withdraw-codes.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { t } from '../../i18n/index.js'
import { systemService } from '../system/index.js'
import { withdrawErrors as E } from './withdraw.errors.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/**
 * The tenant setting `cash` (withdrawals) and its defaults: what a tenant without its own gets. Amounts in minor
 * units: at least 10.00 and at most 50,000.00 a withdrawal, 100,000.00 a day, fee 0.6 % (at least 1.00) on top.
 */
export const CASH_DEFAULT = {
  currencies: ['CNY'],
  minAmount: 1_000,
  maxAmount: 5_000_000,
  dailyMax: 10_000_000,
  feeFixed: 0,
  feeRateBp: 60,
  feeMin: 100,
  arrival: 'T+1',
  timeZone: 'Asia/Shanghai',
}
type CashValue = typeof CASH_DEFAULT

/** The settings as every reader sees them (stored values over the defaults; an empty currency list is the default's). */
export async function cashSetting(c: Scope): Promise<CashSetting> {
  const s = await systemService.getSetting<CashValue>(c, 'cash', CASH_DEFAULT)
  const currencies = Array.isArray(s.currencies) && s.currencies.length ? s.currencies : CASH_DEFAULT.currencies
  return {
    currency: currencies[0],
    currencies,
    minAmount: s.minAmount,
    maxAmount: s.maxAmount,
    dailyMax: s.dailyMax,
    feeFixed: s.feeFixed,
    feeRateBp: s.feeRateBp,
    feeMin: s.feeMin,
    feeRounding: 'up',
    needRealName: true,
    needSign: true,
    arrival: s.arrival,
    timeZone: s.timeZone,
  }
}

/** The fee of `amount`: fixed + the rate's part rounded UP to the minor unit, at least the minimum. */
export function feeOf(s: Pick<CashSetting, 'feeFixed' | 'feeRateBp' | 'feeMin'>, amount: number): number {
  const rated = Math.ceil((amount * s.feeRateBp) / FEE_BASIS_POINTS)
  return Math.max(s.feeFixed + rated, s.feeMin)
}

/**
 * The largest amount allowed now: within min..max and what is left of the day, and with its fee it fits in
 * `available`. The fee never falls as the amount grows, so the answer is found by halving. 0 when none.
 */
export function maxNow(s: CashSetting, available: number, dailyLeft: number): number {
  let lo = s.minAmount
  let hi = Math.min(s.maxAmount, dailyLeft)
  const fits = (a: number) => a + feeOf(s, a) <= available
  if (hi < lo || !fits(lo)) return 0
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2)
    if (fits(mid)) lo = mid
    else hi = mid - 1
  }
  return lo
}

const money = (minor: number) => (minor / 100).toFixed(2)

/** The settings with the rules in words (spec `basics/cash/rule/{id}`), in the request's language. */
export async function cashRule(c: Pick<RequestCtx, 'db' | 'tenantId' | 'lang'>, id: number): Promise<CashRule> {
  const s = await cashSetting(c)
  const content = t(c.lang, s.feeFixed > 0 ? 'withdraw.rule' : 'withdraw.ruleRateOnly', {
    min: money(s.minAmount),
    max: money(s.maxAmount),
    daily: money(s.dailyMax),
    rate: (s.feeRateBp / 100).toFixed(2),
    fixed: money(s.feeFixed),
    feeMin: money(s.feeMin),
    arrival: s.arrival,
    currencies: s.currencies.join(', '),
  })
  return { id, ...s, content }
}

/** Staff: change the settings; the result keeps min <= max <= daily maximum and a known time zone. */
export async function saveSetting(c: UserCtx, b: CashSettingBody): Promise<CashSetting> {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
  const now = await systemService.getSetting<CashValue>(c, 'cash', CASH_DEFAULT)
  const next: CashValue = { ...CASH_DEFAULT, ...now, ...b }
  if (next.maxAmount < next.minAmount) throw E.maxBelowMin({ min: money(next.minAmount) })
  if (next.dailyMax < next.maxAmount) throw E.dailyBelowMax({ max: money(next.maxAmount) })
  try {
    new Intl.DateTimeFormat('en', { timeZone: next.timeZone })
  } catch {
    throw E.timeZone()
  }
  await systemService.putSetting(c, 'cash', next)
  return cashSetting(c)
}
