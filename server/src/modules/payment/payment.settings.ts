import { PAY_CHANNELS, PAY_PLATFORMS, type PayChannel, type PayPlatform } from '../../../../types/payment-codes.js'
import type { BankDetails } from '../../../../types/payment.js'
import type { Config } from '../../config.js'
import type { RequestCtx } from '../../core/context.js'
import { derivedKey } from '../../core/secrets.js'
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
  /** how long a CASH payment waits for its merchant and an OFFLINE proof for staff before it lapses (hours; ADR 0126) */
  awaitingHours?: { CASH?: number; OFFLINE?: number }
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
  awaitingHours: { CASH: 24, OFFLINE: 72 },
}

export const paySetting = (c: Pick<RequestCtx, 'db' | 'tenantId'>) => systemService.getSetting<PaySetting>(c, 'pay', PAY_DEFAULT)

let appConfig: Config | undefined
/** The app's config, for work done without a request's (a job run by a test): set when the payment routes register. */
export const rememberConfig = (config: Config) => void (appConfig = config)

/**
 * An online channel's notification secret (ADR 0128): the tenant's configured one (`pay.secrets`); else, where the
 * local stand-in gateway is on (development, tests, LOCAL_GATEWAY=true), one derived from the server secret (random
 * per installation: nobody outside can sign a "paid"); else null: the channel is not offered and its notifications
 * are refused.
 */
export async function channelSecret(
  c: Pick<RequestCtx, 'db' | 'tenantId'> & { config?: Config },
  channel: string,
  /** the tenant's setting when the caller has read it already */
  setting?: PaySetting,
): Promise<string | null> {
  const configured = (setting ?? (await paySetting(c))).secrets[channel as PayChannel]
  if (configured) return configured
  const config = c.config ?? appConfig
  if (!config?.localGateway) return null
  // derived once per tenant and channel (the cashier asks for every online channel on each load)
  let byKey = derived.get(config)
  if (!byKey) derived.set(config, (byKey = new Map()))
  const key = `pay-gateway:${c.tenantId}:${channel}`
  let secret = byKey.get(key)
  if (!secret) byKey.set(key, (secret = derivedKey(config, key).toString('hex')))
  return secret
}
const derived = new WeakMap<Config, Map<string, string>>()
