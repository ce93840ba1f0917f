import { ONLINE_CHANNELS, PAY_CHANNELS, PAY_PLATFORMS, type PayChannel, type PayPlatform } from '../../../../types/payment-codes.js'
import type { BankDetails } from '../../../../types/payment.js'
import type { RequestCtx } from '../../core/context.js'
import { getSetting } from '../system/system.settings.js'

/**
 * Tenant setting `pay`: which channels are on for which client platform, the platform's bank details for
 * OFFLINE, each online channel's notification secret, and the WX app id. Defaults: every channel on every
 * platform where it can work (WX on weapp and h5, ZFB on alipay, h5 and rn); the local gateway everywhere.
 */
export interface PaySetting {
  channels: Partial<Record<PayChannel, PayPlatform[]>>
  bank: BankDetails
  secrets: Partial<Record<PayChannel, string>>
  wxAppId: string
}

const everywhere = [...PAY_PLATFORMS]
export const PAY_DEFAULT: PaySetting = {
  channels: Object.fromEntries(
    PAY_CHANNELS.map((ch) => [ch, ch === 'WX' ? ['weapp', 'h5'] : ch === 'ZFB' ? ['alipay', 'h5', 'rn'] : (ONLINE_CHANNELS as readonly string[]).includes(ch) ? ['h5', 'rn', 'weapp', 'alipay', 'tt'] : everywhere]),
  ) as PaySetting['channels'],
  bank: { bankName: 'Demo Bank', accountName: 'Demo Mall Ltd.', accountNo: '6222 0000 1234 5678', branch: 'Shanghai Pudong', note: 'Put the order number in the transfer remark' },
  secrets: {},
  wxAppId: 'wx-local-app',
}

export const paySetting = (c: Pick<RequestCtx, 'db' | 'tenantId'>) => getSetting<PaySetting>(c, 'pay', PAY_DEFAULT)

/** The channel's notification secret: the configured one, else a development secret of the local gateway. */
export async function channelSecret(c: Pick<RequestCtx, 'db' | 'tenantId'>, channel: string): Promise<string> {
  const s = await paySetting(c)
  return s.secrets[channel as PayChannel] ?? `local-gateway-${c.tenantId}-${channel}`
}
