// The wallet area's own bits beside its server calls (`api.wallet.*`, keys `keyOf('wallet.<record>')`): page size,
// amounts in a currency's own format, a ledger kind's text key, times.
import dayjs from 'dayjs'
import { LEDGER_KINDS } from '~types/wallet-codes'
import type { CurrencyStatus, HistoryLine, LineDetail, WalletBalance, WebAccess } from '~types/wallet'
import { moneyIn } from '@/core/format/money'

export type { CurrencyStatus, HistoryLine, LineDetail, WalletBalance, WebAccess }
export const PAGE_SIZE = 15

/** How a currency is written, as the server says: its symbol and its minor unit's decimals. */
export interface Format {
  symbol: string
  decimals: number
}
/** Minor units in the currency's format: `$20.00`, `¥500` (0 decimals). */
export const amountOf = (minor: number, f: Format) => moneyIn(minor, f.symbol, f.decimals)
/** A history line's amount with its sign: `+¥88.00`, `-¥50.00`. */
export const signedAmount = (minor: number, f: Format) => `${minor > 0 ? '+' : ''}${amountOf(minor, f)}`
/** The text key of a ledger kind (`kind.payment`); a kind the app does not know reads `kind.other`. */
export const kindKey = (kind: string) => `kind.${(LEDGER_KINDS as readonly string[]).includes(kind) ? kind : 'other'}`
/** A time as the lists show it. */
export const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm')
export const whenFull = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss')
/** The format of a currency the balances list (a currency they do not list: its code, two decimals). */
export const formatIn = (list: WalletBalance[] | undefined, currency: string): Format => {
  const b = list?.find((x) => x.currency === currency)
  return b ? { symbol: b.symbol, decimals: b.decimals } : { symbol: `${currency} `, decimals: 2 }
}
