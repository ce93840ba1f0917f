// What the transfer area adds to its calls: the money GETs with their key and pay password, the refusals that end a
// quote, the countdown's deadline, times as people read them.
import dayjs from 'dayjs'
import type { ConvertResult, TurnResult } from '~types/transfer'
import { PaymentCodes } from '~types/payment-codes'
import { PAY_PASSWORD_HEADER, TransferCodes } from '~types/transfer-codes'
import { areaKey, invalidate } from '@/core/data'
import { api, RequestError } from '@/core/request'

export const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm')

/** The quote's end on this device's clock, from the server's seconds (a device clock set wrong moves nothing). */
export const deadlineOf = (expiresIn: number) => new Date(Date.now() + expiresIn * 1000).toISOString()

/**
 * Move money by a quote: ONE Idempotency-Key per quote (a retry after a lost answer sends the same key and gets the
 * first result), the pay password in its header, the quote in the query (ADR 0096).
 */
export function doTurn(quoteId: string, key: string, payPassword: string): Promise<TurnResult> {
  return api.transfer.doTurn({ query: { quoteId } }, { idempotencyKey: key, header: { [PAY_PASSWORD_HEADER]: payPassword } })
}
export function doConvert(quoteId: string, key: string, payPassword: string): Promise<ConvertResult> {
  return api.transfer.doConvert({ query: { quoteId } }, { idempotencyKey: key, header: { [PAY_PASSWORD_HEADER]: payPassword } })
}

/** What a refusal of a money GET means for the screen: try the password again, set one first, or take a new quote. */
export function afterRefusal(e: unknown): 'retryPassword' | 'setPassword' | 'newQuote' | 'other' {
  if (!(e instanceof RequestError)) return 'other'
  if (e.code === PaymentCodes.PAY_PWD_WRONG) return 'retryPassword'
  if (e.code === PaymentCodes.PAY_PWD_NOT_SET) return 'setPassword'
  const ends: number[] = [
    TransferCodes.QUOTE_USED,
    TransferCodes.QUOTE_EXPIRED,
    TransferCodes.QUOTE_NOT_FOUND,
    TransferCodes.DAILY_LIMIT,
    TransferCodes.RECIPIENT,
    TransferCodes.CURRENCY_OFF,
    PaymentCodes.BALANCE,
  ]
  return ends.includes(e.code) ? 'newQuote' : 'other'
}

/** Money moved: balances, history and rules are read again. */
export const invalidateMoney = () => invalidate(areaKey('ledger'), areaKey('transfer'))
