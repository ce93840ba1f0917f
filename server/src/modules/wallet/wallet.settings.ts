// The tenant's wallet setting (`wallet`, stored by the system module): the currencies it offers and the URL of
// each wallet web page.
import { WALLET_WEB_KEYS, type WalletWebKey } from '../../../../types/wallet-codes.js'
import type { RequestCtx } from '../../core/context.js'
import { systemService } from '../system/index.js'

/** A currency the tenant lists: how it is written, and whether it is offered now (`enabled`, default true). */
export interface WalletCurrency {
  code: string
  symbol: string
  decimals: number
  enabled?: boolean
}

/** The stored setting. `webPages[key]`: an http(s) URL of the partner's page, or `local` for this server's stand-in page. */
export interface WalletSetting {
  currencies: WalletCurrency[]
  webPages: Partial<Record<WalletWebKey, string>>
}

/** A wallet web page served by this server instead of a partner (the stand-in, `WalletPageApi.standIn`). */
export const LOCAL_PAGE = 'local'

/** Without a setting: the wallet offers CNY alone and no web page is configured. */
export const WALLET_DEFAULT: WalletSetting = { currencies: [{ code: 'CNY', symbol: '¥', decimals: 2 }], webPages: {} }

/** How a currency without a listing (money the user holds in a currency the tenant never listed) is written. */
const KNOWN: Record<string, { symbol: string; decimals: number }> = {
  CNY: { symbol: '¥', decimals: 2 },
  USD: { symbol: '$', decimals: 2 },
  EUR: { symbol: '€', decimals: 2 },
  JPY: { symbol: '¥', decimals: 0 },
  KRW: { symbol: '₩', decimals: 0 },
  PHP: { symbol: '₱', decimals: 2 },
  TWD: { symbol: 'NT$', decimals: 2 },
  HKD: { symbol: 'HK$', decimals: 2 },
}
export const formatOf = (code: string, listed?: WalletCurrency) =>
  listed ? { symbol: listed.symbol, decimals: listed.decimals } : (KNOWN[code] ?? { symbol: `${code} `, decimals: 2 })

const CODE = /^[A-Z]{3}$/
const URL_OK = /^https?:\/\/[^\s]+$/

/**
 * The tenant's wallet setting, with what cannot be used left out: a currency code that is not three capitals, decimals
 * outside 0..4, a listing repeated; a web page whose value is neither an http(s) URL nor `local`, or whose key is unknown.
 */
export async function walletSetting(c: Pick<RequestCtx, 'db' | 'tenantId'>): Promise<WalletSetting> {
  const s = await systemService.getSetting<Partial<WalletSetting>>(c, 'wallet', WALLET_DEFAULT)
  const seen = new Set<string>()
  const currencies = (Array.isArray(s.currencies) ? s.currencies : WALLET_DEFAULT.currencies).filter((x) => {
    const ok =
      !!x && CODE.test(x.code) && Number.isInteger(x.decimals) && x.decimals >= 0 && x.decimals <= 4 && typeof x.symbol === 'string' && !seen.has(x.code)
    if (ok) seen.add(x.code)
    return ok
  })
  const webPages: WalletSetting['webPages'] = {}
  for (const k of WALLET_WEB_KEYS) {
    const v = s.webPages?.[k]
    if (typeof v === 'string' && (v === LOCAL_PAGE || URL_OK.test(v))) webPages[k] = v
  }
  return { currencies, webPages }
}

/** The currencies the tenant offers now, in its order. */
export const enabledOf = (s: WalletSetting) => s.currencies.filter((x) => x.enabled !== false)
