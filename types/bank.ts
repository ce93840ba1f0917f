import { Type, type Static } from '@sinclair/typebox'
import { BigId } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { CARD_NUMBER_PATTERN, CARD_TYPES, HOLDER_MAX, HOLDER_MIN } from './bank-codes.js'
import { COUNTRY_AREA_PATTERN, PHONE_PATTERN } from './rules.js'

export { BANK_CARD_MAX, BankCodes, CARD_TYPES, type CardType, luhnValid, RealNameCodes } from './bank-codes.js'

const strict = { additionalProperties: false } as const
const CardTypeSchema = () => Type.Union(CARD_TYPES.map((t) => Type.Literal(t)))

/** A bank of the tenant's list (`bankTypeList`): its code and its name in the request's language. */
export const BankType = Type.Object({ code: Type.String(), name: Type.String() })
export type BankType = Static<typeof BankType>

/**
 * A bound bank card as its owner sees it (spec section 3 Bank card): the number only masked
 * (`**** **** **** 1234`) with its last four digits, the ID number and phone masked too.
 */
export const BankCard = Type.Object({
  id: Type.Integer(),
  bankCode: Type.String(),
  bankName: Type.String(),
  holder: Type.String(),
  /** masked: first and last 4 characters */
  idNumber: Type.String(),
  /** masked card number */
  masked: Type.String(),
  last4: Type.String(),
  /** masked phone */
  phone: Type.String(),
  cardType: CardTypeSchema(),
  createTime: Type.String(),
})
export type BankCard = Static<typeof BankCard>

/** Bind a card: the holder and ID number must be the approved real name's; checked by the bank (four elements). */
export const BindBankBody = Type.Object(
  {
    holder: Type.String({ minLength: HOLDER_MIN, maxLength: HOLDER_MAX }),
    idNumber: Type.String({ minLength: 6, maxLength: 20 }),
    bankCode: Type.String({ minLength: 1, maxLength: 20 }),
    cardNumber: Type.String({ pattern: CARD_NUMBER_PATTERN }),
    /** the phone the card's bank knows (the country area's rule) */
    phone: Type.String({ pattern: PHONE_PATTERN }),
    countryArea: Type.Optional(Type.String({ pattern: COUNTRY_AREA_PATTERN, default: '86' })),
    cardType: CardTypeSchema(),
  },
  strict,
)
export type BindBankBody = Static<typeof BindBankBody>
const BankIdParams = Type.Object({ id: BigId() }, strict)
const Removed = Type.Object({ count: Type.Integer() })

/** Endpoints of bank cards (spec section 7 `customer/api/bank`, `system/api/basics/bankTypeList`). */
export const BankApi = {
  /** The tenant's banks (a tenant setting with defaults), names in the request's language. */
  types: defineEndpoint({ method: 'GET', url: '/system/api/basics/bankTypeList', auth: 'none', response: Type.Array(BankType) }),
  /** The user's cards, newest first (at most BANK_CARD_MAX, not paged). */
  list: defineEndpoint({ method: 'GET', url: '/customer/api/bank', auth: 'required', response: Type.Array(BankCard) }),
  /** Bind a card (approved real name; four-element check by the bank). */
  bind: defineEndpoint({ method: 'POST', url: '/customer/api/bank/bindBank', auth: 'required', body: BindBankBody, response: BankCard }),
  /** Remove one of the user's cards; another user's id is 404. */
  remove: defineEndpoint({ method: 'DELETE', url: '/customer/api/bank/:id', auth: 'required', params: BankIdParams, response: Removed }),
}
