import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'

export { SettlementCodes } from './settlement-codes.js'

const strict = { additionalProperties: false } as const

/** Money of one currency as the merchant sees it (minor units): what the shop holds, what will come, what came. */
export const MerchantMoney = Type.Object({
  currency: Type.String(),
  /** the shop's merchant account (settled money less take-backs) */
  balance: Type.Integer(),
  /** paid orders not settled yet, less what was refunded of them (before commission) */
  pending: Type.Integer(),
  /** settled to the shop so far (net of commission, before take-backs) */
  settled: Type.Integer(),
})
export type MerchantMoney = Static<typeof MerchantMoney>

export const ShopSettlement = Type.Object({
  shopId: Type.Integer(),
  shopName: Type.String(),
  /** the platform's commission on this shop's orders, basis points (500 = 5 %) */
  rateBp: Type.Integer(),
  money: Type.Array(MerchantMoney),
})
export const MerchantSummary = Type.Object({
  /** days after receipt before an order settles (its refund window) */
  windowDays: Type.Integer(),
  /** all the merchant's shops together, per currency */
  totals: Type.Array(MerchantMoney),
  shops: Type.Array(ShopSettlement),
})
export type MerchantSummary = Static<typeof MerchantSummary>

/** One settlement line: an order settled to its shop ('settle'), money taken back for a refund after it ('takeback'), or a payment at a store credited when paid ('store', ADR 0137). */
export const SettlementLine = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  kind: Type.Union([Type.Literal('settle'), Type.Literal('takeback'), Type.Literal('store')]),
  /** settle: what was left of the order (paid less refunded); takeback: the refund taken back (positive) */
  gross: Type.Integer(),
  commission: Type.Integer(),
  /** gross - commission: to the merchant (settle) or from the merchant (takeback) */
  net: Type.Integer(),
  currency: Type.String(),
  createdAt: Type.String(),
})
export type SettlementLine = Static<typeof SettlementLine>

const LinesQuery = Type.Object({ shopId: Type.Optional(BigId()), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
const StaffLinesQuery = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)

export const CommissionMoney = Type.Object({
  currency: Type.String(),
  /** the platform's `commission` account: commission taken less commission given back */
  income: Type.Integer(),
  /** orders settled in this currency */
  orders: Type.Integer(),
  /** what the settled orders brought (gross) */
  gross: Type.Integer(),
})
export const CommissionSummary = Type.Object({ totals: Type.Array(CommissionMoney) })
export type CommissionSummary = Static<typeof CommissionSummary>

/** Endpoints of the settlement area: the merchant's money and the platform's commission. */
export const SettlementApi = {
  /** Merchant: balance, pending and settled money of the user's shops (403 for a non-merchant). */
  merchantSummary: defineEndpoint({ method: 'GET', url: '/settlement/merchant/summary', auth: 'required', response: MerchantSummary }),
  /** Merchant: settlement lines of the user's shops, newest first; `shopId` one of them (another's: 404). */
  merchantLines: defineEndpoint({
    method: 'GET',
    url: '/settlement/merchant/lines',
    auth: 'required',
    querystring: LinesQuery,
    response: SettlementLine,
    paged: true,
  }),
  /** Staff: the platform's commission income per currency (403 for others). */
  commissionSummary: defineEndpoint({ method: 'GET', url: '/settlement/platform/summary', auth: 'required', response: CommissionSummary }),
  /** Staff: every settlement line of the tenant, newest first. */
  commissionLines: defineEndpoint({
    method: 'GET',
    url: '/settlement/platform/lines',
    auth: 'required',
    querystring: StaffLinesQuery,
    response: SettlementLine,
    paged: true,
  }),
}
