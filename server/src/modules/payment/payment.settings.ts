import { PAY_CHANNELS, PAY_PLATFORMS, type PayChannel, type PayPlatform } from '../../../../types/payment-codes.js'
import type { BankDetails } from '../../../../types/payment.js'
import type { RequestCtx } from '../../core/context.js'
import { systemService } from '../system/index.js'

/**
 * Tenant setting `pay`: which channels are on for which client platform (the client sends its platform;
 * the cashier lists only these and paying with another is refused), the platform's bank details for
 * OFFLINE, each online channel's notification secret, and the WX app id. Default (ADR 0040): a handful,
 * what a shopper expects: balance, WeChat Pay (not in Alipay's app), Alipay (not in WeChat's), offline
 * transfer, cash at the store. The other gateways of spec section 7 are off until a tenant turns them on.
 */
export interface PaySetting {
  channels: Partial<Record<PayChannel, PayPlatform[]>>
  bank: BankDetails
  secrets: Partial<Record<PayChannel, string>>
  wxAppId: string
}

const everywhere: PayPlatform[] = [...PAY_PLATFORMS]
/** Where a channel can work: WeChat Pay not inside Alipay's app, Alipay not inside WeChat's; the rest everywhere. */
const platformsOf = (ch: PayChannel): PayPlatform[] => everywhere.filter((p) => !(ch === 'WX' && p === 'alipay') && !(ch === 'ZFB' && p === 'weapp'))
const onFor = (chs: readonly PayChannel[]): PaySetting['channels'] => Object.fromEntries(chs.map((ch) => [ch, platformsOf(ch)]))
export const PAY_DEFAULT_CHANNELS = onFor(['SYS', 'WX', 'ZFB', 'OFFLINE', 'CASH'])
/** Every channel on every platform where it can work (tests, a tenant that takes all gateways). */
export const PAY_ALL_CHANNELS = onFor(PAY_CHANNELS)
export const PAY_DEFAULT: PaySetting = {
  channels: PAY_DEFAULT_CHANNELS,
  bank: {
    bankName: 'Demo Bank',
    accountName: 'Demo Mall Ltd.',
    accountNo: '6222 0000 1234 5678',
    branch: 'Shanghai Pudong',
    note: 'Put the order number in the transfer remark',
  },
  secrets: {},
  wxAppId: 'wx-local-app',
}

export const paySetting = (c: Pick<RequestCtx, 'db' | 'tenantId'>) => systemService.getSetting<PaySetting>(c, 'pay', PAY_DEFAULT)

/** The channel's notification secret: the configured one, else a development secret of the local gateway. */
export async function channelSecret(c: Pick<RequestCtx, 'db' | 'tenantId'>, channel: string): Promise<string> {
  const s = await paySetting(c)
  return s.secrets[channel as PayChannel] ?? `local-gateway-${c.tenantId}-${channel}`
}
