// The tenant's transfer settings and enabled currencies, read through the system module's settings.
import type { RequestCtx } from '../../core/context.js'
import { systemService } from '../system/index.js'
import { walletService } from '../wallet/index.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** Tenant setting `transfer` (system settings): limits and fee of transfers between users. */
export interface TransferSetting {
  /** minor units one user may send per currency and day; a currency not listed has `dailyLimitDefault` */
  dailyLimits: Record<string, number>
  dailyLimitDefault: number
  /** the fee, per mille of the amount (rounded up) and at least `feeMin`, paid by the sender on top; 0 and 0: none */
  feePermille: number
  feeMin: number
  /** the day of the daily limit starts at midnight in this time zone */
  timeZone: string
}

export const TRANSFER_DEFAULT: TransferSetting = {
  dailyLimits: {},
  dailyLimitDefault: 5_000_000,
  feePermille: 0,
  feeMin: 0,
  timeZone: 'Asia/Shanghai',
}

export const transferSetting = (c: Scope) => systemService.getSetting<TransferSetting>(c, 'transfer', TRANSFER_DEFAULT)

export const dailyLimitOf = (s: TransferSetting, currency: string) => s.dailyLimits[currency] ?? s.dailyLimitDefault

/** The fee of sending `amount`: per mille rounded up, at least the minimum (0 when neither is set). */
export function feeOf(s: TransferSetting, amount: number): number {
  if (!s.feePermille && !s.feeMin) return 0
  return Math.max(s.feeMin, Math.ceil((amount * s.feePermille) / 1000))
}

/** What the demo tenant enables until the wallet module's setting answers (issue 23: CNY and USD). */

/** The currencies the tenant enables (the wallet's setting, through its face). */
export async function enabledCurrencies(c: Scope): Promise<string[]> {
  return (await walletService.currenciesEnabled(c)).map((x) => x.code)
}
